import type { TDb } from '../../db/database.ts';
import { preparedInsert } from '../../db/prepared.ts';
import type { Row } from '../../db/schema.ts';

const insertAuditRows = preparedInsert('audit_log');

/** Appends one entry in the caller's transaction: the change and its entry commit or roll back together. */
export async function insertAuditEntry(trx: TDb, row: Row<'audit_log'>): Promise<void> {
  await insertAuditRows(trx, [row]);
}

/** Appends several entries in one statement, in the caller's transaction (SQLite's order writer: a batch's). */
export async function insertAuditEntries(trx: TDb, rows: readonly Row<'audit_log'>[]): Promise<void> {
  await insertAuditRows(trx, rows);
}

/** The name of one of the store's devices as My Devices shows it, kept on the entry: it may be signed out later. */
export async function findDeviceName(
  db: TDb,
  device: { tenantId: string; deviceId: string },
): Promise<string | null> {
  const row = await db
    .selectFrom('devices')
    .select('name')
    .where('tenant_id', '=', device.tenantId)
    .where('id', '=', device.deviceId)
    .executeTakeFirst();
  return row?.name ?? null;
}
