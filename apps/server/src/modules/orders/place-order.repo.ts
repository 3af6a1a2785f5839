import { sql } from 'kysely';
import { catalogLockKey } from '../../db/catalog-lock.ts';
import type { TDb } from '../../db/database.ts';
import { type Placeholders, preparedQuery } from '../../db/prepared.ts';
import type { Row } from '../../db/schema.ts';
import type { TOrderItemRow, TOrderRow } from './orders.repo.ts';

type TPlaceOrderOutcome = {
  outcome: 'placed' | 'replay' | 'stale' | 'qr_taken';
  token: number | null;
  stored_request_hash: string | null;
  stored_response_body: string | null;
};

const placeOrder = preparedQuery(
  (
    db,
    p: Placeholders<
      | 'tenantId'
      | 'lockKey'
      | 'catalogVersion'
      | 'day'
      | 'now'
      | 'order'
      | 'items'
      | 'invoice'
      | 'qrOrderId'
      | 'key'
      | 'requestHash'
      | 'answer'
      | 'keyExpiredBefore'
      | 'orderId'
    >,
  ) =>
    db
      .selectFrom(
        sql<TPlaceOrderOutcome>`opentab_place_order(${p.tenantId}, ${p.lockKey}, ${p.catalogVersion}::integer, ${p.day}, ${p.now}::timestamptz, ${p.order}::jsonb, ${p.items}::jsonb, ${p.invoice}::jsonb, ${p.qrOrderId}, ${p.key}, ${p.requestHash}, ${p.answer}::jsonb, ${p.keyExpiredBefore}::timestamptz)`.as(
          'placed',
        ),
      )
      .selectAll()
      // the sales rollups in the same statement and transaction (migration 0010, db/sales-rollup.ts)
      .select(
        sql<boolean>`case when placed.outcome = 'placed' then opentab_record_order_sales(${p.tenantId}, ${p.orderId}) end`.as(
          'sales_recorded',
        ),
      ),
);

export type TPlaceOrder = {
  tenantId: string;
  /** the tenants.catalog_version the order was priced at; another one answers 'stale' */
  catalogVersion: number;
  day: string;
  now: string;
  order: Omit<TOrderRow, 'token_no'>;
  items: readonly TOrderItemRow[];
  invoice: Row<'invoices'> | null;
  qrOrderId: string | null;
  /** with an Idempotency-Key: the key, the request's hash, the expiry bound and the answer (without tokenNo) */
  idempotency: { key: string; requestHash: string; expiredBefore: string } | null;
  answer: object;
};

/**
 * PostgreSQL only: the whole order in one statement and one round trip, run by migration 0014's
 * opentab_place_order as one transaction (catalog lock and version check, QR acceptance, invoice, token,
 * order, lines, idempotency answer).
 */
export async function placeOrderOnPostgres(db: TDb, order: TPlaceOrder): Promise<TPlaceOrderOutcome> {
  const row = await placeOrder.first(db, {
    tenantId: order.tenantId,
    lockKey: catalogLockKey(order.tenantId),
    catalogVersion: order.catalogVersion,
    day: order.day,
    now: order.now,
    order: JSON.stringify(order.order),
    items: JSON.stringify(order.items),
    invoice: order.invoice ? JSON.stringify(order.invoice) : null,
    qrOrderId: order.qrOrderId,
    key: order.idempotency?.key ?? null,
    requestHash: order.idempotency?.requestHash ?? null,
    answer: JSON.stringify(order.answer),
    keyExpiredBefore: order.idempotency?.expiredBefore ?? null,
    orderId: order.order.id,
  });
  if (!row) throw new Error('opentab_place_order answered no row');
  return row;
}

/** Whether `error` is another request's answer stored under the same Idempotency-Key first. */
export function isIdempotencyKeyTaken(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'idempotency_keys_pk';
}
