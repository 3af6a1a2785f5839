import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

/** How many tokens each column of the board lists at most (a 1920×1080 board shows far fewer). */
export const BOARD_TOKENS_MAX = 200;

/** The store as the guest screens show it. */
export function findDisplayStore(db: TDb, tenantId: string) {
  return db
    .selectFrom('store_settings')
    .select(['store_name', 'image', 'brand_color', 'currency', 'time_zone'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
}

/**
 * The business day's orders that are not cancelled, by token: how many of their live (not cancelled) items
 * are still to make, how many are made and not yet handed over, and when an item last changed.
 */
export function listBoardOrders(db: TDb, tenantId: string, businessDay: string) {
  return db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', (join) =>
      join.onRef('i.order_id', '=', 'o.id').onRef('i.tenant_id', '=', 'o.tenant_id'),
    )
    .where('o.tenant_id', '=', tenantId)
    .where('o.business_day', '=', businessDay)
    .where('o.status', '<>', 'cancelled')
    .where('i.status', '<>', 'cancelled')
    .groupBy(['o.id', 'o.token_no'])
    .select((eb) => [
      'o.token_no',
      eb.fn.sum<number>(sql`case when i.status in ('created', 'preparing') then 1 else 0 end`).as('to_make'),
      eb.fn.sum<number>(sql`case when i.status = 'completed' then 1 else 0 end`).as('made'),
      eb.fn.max('i.updated_at').as('last_change'),
    ])
    .orderBy('o.token_no')
    .limit(BOARD_TOKENS_MAX * 4)
    .execute();
}

/** A new code for a POS device, replacing the device's earlier one; false when the code is taken. */
export async function insertPairingCode(
  db: TDb,
  tenantId: string,
  code: { code: string; posDeviceId: string; expiresAt: string },
): Promise<boolean> {
  const now = nowIso();
  await db
    .deleteFrom('display_pairing_codes')
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('pos_device_id', '=', code.posDeviceId), eb('expires_at', '<=', now)]))
    .execute();
  const inserted = await db
    .insertInto('display_pairing_codes')
    .values({
      tenant_id: tenantId,
      code: code.code,
      pos_device_id: code.posDeviceId,
      expires_at: code.expiresAt,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Takes a live code of the store (it is deleted: single use); the POS device it was made for, or undefined. */
export async function takePairingCode(db: TDb, tenantId: string, code: string) {
  const row = await db
    .selectFrom('display_pairing_codes')
    .select('pos_device_id')
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db
    .deleteFrom('display_pairing_codes')
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
  // two displays racing for one code: the one whose delete removed it wins
  return Number(deleted.numDeletedRows) === 1 ? row.pos_device_id : undefined;
}

/** Whether the device is a live (not revoked) device of the store. */
export async function isLiveDevice(db: TDb, tenantId: string, deviceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('devices')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', deviceId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export type TPairing = { posDeviceId: string; displayDeviceId: string };

const pairingColumns = ['pos_device_id as posDeviceId', 'display_device_id as displayDeviceId'] as const;

/**
 * The store's live pairings a device is part of, on either side: a pairing whose other device was signed out or
 * removed in Devices counts as ended (the display goes back to its code).
 */
export function listPairingsOf(db: TDb, tenantId: string, deviceId: string): Promise<TPairing[]> {
  const isLive = (column: 'pos_device_id' | 'display_device_id') =>
    sql<boolean>`exists (select 1 from devices where devices.id = display_pairings.${sql.ref(column)} and devices.revoked_at is null)`;
  return db
    .selectFrom('display_pairings')
    .select(pairingColumns)
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('pos_device_id', '=', deviceId), eb('display_device_id', '=', deviceId)]))
    .where(isLive('pos_device_id'))
    .where(isLive('display_device_id'))
    .execute();
}

/** Removes the pairings a device is part of (either side); answers what was removed. */
export async function deletePairingsOf(db: TDb, tenantId: string, deviceIds: string[]): Promise<TPairing[]> {
  const rows = await db
    .selectFrom('display_pairings')
    .select(pairingColumns)
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('pos_device_id', 'in', deviceIds), eb('display_device_id', 'in', deviceIds)]))
    .execute();
  if (rows.length === 0) return [];
  await db
    .deleteFrom('display_pairings')
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('pos_device_id', 'in', deviceIds), eb('display_device_id', 'in', deviceIds)]))
    .execute();
  return rows;
}

export async function insertPairing(db: TDb, tenantId: string, pairing: TPairing): Promise<void> {
  await db
    .insertInto('display_pairings')
    .values({
      tenant_id: tenantId,
      pos_device_id: pairing.posDeviceId,
      display_device_id: pairing.displayDeviceId,
      created_at: nowIso(),
    })
    .execute();
}
