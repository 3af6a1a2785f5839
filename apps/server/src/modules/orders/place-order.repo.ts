import { sql } from 'kysely';
import { catalogLockKey } from '../../db/catalog-lock.ts';
import type { TDb } from '../../db/database.ts';
import { type Placeholders, preparedQuery } from '../../db/prepared.ts';
import type { Row } from '../../db/schema.ts';
import type { TBatchResult } from '../../lib/keyed-batches.ts';
import type { TOrderItemRow, TOrderRow } from './orders.repo.ts';

/** What opentab_place_orders (migration 0015) answers for one order. */
export type TPlaceOrderOutcome = {
  outcome: 'placed' | 'replay' | 'stale' | 'qr_taken' | 'key_taken';
  token: number | null;
  stored_request_hash: string | null;
  stored_response_body: string | null;
};

type TPlaceOrdersRow = {
  o_outcome: TPlaceOrderOutcome['outcome'] | 'error';
  o_token: number | null;
  o_stored_request_hash: string | null;
  o_stored_response_body: string | null;
  o_error_code: string | null;
  o_error_constraint: string | null;
  o_error_message: string | null;
};

const placeOrders = preparedQuery((db, p: Placeholders<{ orders: string }>) =>
  db.selectFrom(sql<TPlaceOrdersRow>`opentab_place_orders(${p.orders}::jsonb)`.as('placed')).selectAll(),
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
 * PostgreSQL only: several orders (of one or more stores, sorted by store) in one statement, one transaction
 * and one commit, run by migration 0015's opentab_place_orders: per order its catalog lock and version
 * check, QR acceptance, invoice, token, order, lines and idempotency answer, each order in a subtransaction
 * of its own; then the sales rollups of all placed orders. One result per order, in their order: an order that
 * failed carries its database error (SQLSTATE as `code`, and `constraint`), as the driver would throw it.
 */
export async function placeOrdersOnPostgres(
  db: TDb,
  orders: readonly TPlaceOrder[],
): Promise<TBatchResult<TPlaceOrderOutcome>[]> {
  const rows = await placeOrders.all(db, {
    orders: JSON.stringify(
      orders.map((order) => ({
        tenant_id: order.tenantId,
        catalog_lock_key: catalogLockKey(order.tenantId),
        catalog_version: order.catalogVersion,
        day: order.day,
        now: order.now,
        order: order.order,
        items: order.items,
        invoice: order.invoice,
        qr_order_id: order.qrOrderId,
        key: order.idempotency?.key ?? null,
        request_hash: order.idempotency?.requestHash ?? null,
        answer: order.answer,
        key_expired_before: order.idempotency?.expiredBefore ?? null,
      })),
    ),
  });
  return rows.map((row): TBatchResult<TPlaceOrderOutcome> => {
    if (row.o_outcome === 'error')
      return {
        ok: false,
        error: Object.assign(new Error(row.o_error_message ?? 'opentab_place_orders failed'), {
          code: row.o_error_code ?? undefined,
          constraint: row.o_error_constraint || undefined,
        }),
      };
    return {
      ok: true,
      value: {
        outcome: row.o_outcome,
        token: row.o_token,
        stored_request_hash: row.o_stored_request_hash,
        stored_response_body: row.o_stored_response_body,
      },
    };
  });
}
