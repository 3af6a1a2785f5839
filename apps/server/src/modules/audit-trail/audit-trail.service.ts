import type { TAuditAction, TAuditValues } from '@opentab/shared';
import type { TDb } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import * as repo from './audit-trail.repo.ts';

/*
 * Writing the audit log (issue 23), apart from reading it (modules/audit): every module that changes something
 * audited calls recordAudit, and the reading side needs the store's settings, which are audited themselves.
 */

/**
 * Who made a change: the signed-in user and the device the call came from, with its name when the caller has
 * it (a request's session does); without it the entry reads it.
 */
export type TAuditActor = {
  tenantId: string;
  userId: string;
  name: string;
  deviceId: string;
  deviceName?: string | null;
};

/** A change as its entry tells it; an update names the record as it was and as it became. */
export type TAuditChange = {
  action: TAuditAction;
  subject: string;
  before?: TAuditValues;
  after?: TAuditValues;
};

/** Only the fields an update changed, on both sides: an entry reads as what happened. */
function changedFields(before: TAuditValues, after: TAuditValues) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => before[key] !== after[key],
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/**
 * The row of an entry as it will be appended, for a caller that writes it with other rows of its own (an order's
 * discount is written with the order, by the order's writer). The device's name is read by the caller.
 */
export function auditEntryRow(
  actor: TAuditActor,
  { change, device, at }: { change: TAuditChange; device: string | null; at: string },
): Row<'audit_log'> {
  return {
    id: newId(),
    tenant_id: actor.tenantId,
    created_at: at,
    user_id: actor.userId,
    user_name: actor.name,
    device,
    action: change.action,
    subject: change.subject,
    before: change.before ? JSON.stringify(change.before) : null,
    after: change.after ? JSON.stringify(change.after) : null,
  };
}

/** The name of the device a change came from, as the entry keeps it. */
export const findAuditDevice = async (db: TDb, actor: TAuditActor) =>
  actor.deviceName !== undefined
    ? actor.deviceName
    : repo.findDeviceName(db, { tenantId: actor.tenantId, deviceId: actor.deviceId });

/**
 * Appends the entry of a change inside the caller's transaction, so the change and its entry commit or roll
 * back together. An update that changed nothing leaves no entry.
 */
export async function recordAudit(trx: TDb, actor: TAuditActor, change: TAuditChange): Promise<void> {
  let { before, after } = change;
  if (before && after) {
    ({ before, after } = changedFields(before, after));
    if (Object.keys(after).length === 0) return;
  }
  await repo.insertAuditEntry(
    trx,
    auditEntryRow(actor, {
      change: { ...change, before, after },
      device: await findAuditDevice(trx, actor),
      at: nowIso(),
    }),
  );
}
