import type { TAuditAction, TAuditValues } from '@opentab/shared';
import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import * as repo from './audit-trail.repo.ts';

/*
 * Writing the audit log (issue 23), apart from reading it (modules/audit): every module that changes something
 * audited calls recordAudit, and the reading side needs the store's settings, which are audited themselves.
 */

/** Who made a change: the signed-in user and the device the call came from. */
export type TAuditActor = { tenantId: string; userId: string; name: string; deviceId: string };

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
 * Appends the entry of a change inside the caller's transaction, so the change and its entry commit or roll
 * back together. An update that changed nothing leaves no entry.
 */
export async function recordAudit(trx: TDb, actor: TAuditActor, change: TAuditChange): Promise<void> {
  let { before, after } = change;
  if (before && after) {
    ({ before, after } = changedFields(before, after));
    if (Object.keys(after).length === 0) return;
  }
  await repo.insertAuditEntry(trx, {
    id: newId(),
    tenant_id: actor.tenantId,
    created_at: nowIso(),
    user_id: actor.userId,
    user_name: actor.name,
    device: await repo.findDeviceName(trx, { tenantId: actor.tenantId, deviceId: actor.deviceId }),
    action: change.action,
    subject: change.subject,
    before: before ? JSON.stringify(before) : null,
    after: after ? JSON.stringify(after) : null,
  });
}
