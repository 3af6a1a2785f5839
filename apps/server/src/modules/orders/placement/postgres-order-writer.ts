import type { TStockShortage } from '@opentab/shared';
import { sql } from 'kysely';
import { catalogLockKey } from '../../../db/catalog-lock.ts';
import type { TDb } from '../../../db/database.ts';
import { type Placeholders, preparedQuery } from '../../../db/prepared.ts';
import type { TransactionRunner } from '../../../db/write-batcher.ts';
import { createKeyedBatcher, type TBatchResult } from '../../../lib/keyed-batches.ts';
import { expiredBefore } from './idempotency.ts';
import type { TOrderPlan } from './order-plan.ts';
import type { OrderWriter, TPlaceOutcome } from './order-writer.ts';

/** What opentab_place_orders (place-orders.sql) answers for each order, in the orders' order. */
type TPlaceOrdersRow = {
  o_outcome: TPlaceOutcome['outcome'] | 'replay' | 'error';
  o_token: number | null;
  o_stored_request_hash: string | null;
  o_stored_response_body: string | null;
  o_error_code: string | null;
  o_error_constraint: string | null;
  o_error_message: string | null;
  /** the stock items the order left below zero: why it is 'short', or what it was sold short of */
  o_short: TStockShortage[] | null;
};

const placeOrdersStatement = preparedQuery((db, p: Placeholders<{ orders: string }>) =>
  db.selectFrom(sql<TPlaceOrdersRow>`opentab_place_orders(${p.orders}::jsonb)`.as('placed')).selectAll(),
);

/** The function's input: one JSON object per order, sorted by store by the caller (keyed-batches.ts). */
function orderArgument(plan: TOrderPlan) {
  return {
    tenant_id: plan.tenantId,
    catalog_lock_key: catalogLockKey(plan.tenantId),
    catalog_version: plan.catalogVersion,
    day: plan.order.business_day,
    now: plan.now,
    order: plan.order,
    items: plan.items,
    invoice: plan.invoice,
    payments: plan.payments,
    qr_order_id: plan.qrOrderId,
    discount_audit: plan.discountAudit,
    stock_movements: plan.stockMovements,
    member_points: plan.memberPoints,
    stock_short_policy: plan.stockShortPolicy,
    key: plan.idempotency?.key ?? null,
    request_hash: plan.idempotency?.requestHash ?? null,
    answer: plan.answer,
    key_expired_before: plan.idempotency ? expiredBefore() : null,
  };
}

function outcomeOf(row: TPlaceOrdersRow): TBatchResult<TPlaceOutcome> {
  switch (row.o_outcome) {
    case 'error':
      // as the driver would throw it: SQLSTATE as `code`, and the constraint
      return {
        ok: false,
        error: Object.assign(new Error(row.o_error_message ?? 'opentab_place_orders failed'), {
          code: row.o_error_code ?? undefined,
          constraint: row.o_error_constraint || undefined,
        }),
      };
    case 'placed':
      return {
        ok: true,
        value: { outcome: 'placed', token: Number(row.o_token), shortages: row.o_short ?? [] },
      };
    case 'short':
      return { ok: true, value: { outcome: 'short', shortages: row.o_short ?? [] } };
    case 'replay':
      return {
        ok: true,
        value: {
          outcome: 'replay',
          stored: {
            request_hash: row.o_stored_request_hash ?? '',
            status_code: 200,
            response_body: row.o_stored_response_body ?? '',
          },
        },
      };
    default:
      return { ok: true, value: { outcome: row.o_outcome } };
  }
}

/**
 * Several orders (of one or more stores) in one statement, one transaction and one commit: place-orders.sql,
 * each order in a subtransaction of its own, then the sales rollups of all placed orders. One result per order.
 */
async function placeOrdersOnPostgres(
  db: TDb,
  plans: readonly TOrderPlan[],
): Promise<TBatchResult<TPlaceOutcome>[]> {
  const rows = await placeOrdersStatement.all(db, { orders: JSON.stringify(plans.map(orderArgument)) });
  return rows.map(outcomeOf);
}

/**
 * At most 50 orders a batch: each runs in a subtransaction, and PostgreSQL keeps up to 64 of a transaction's
 * subtransactions in shared memory before every snapshot of the server gets slower.
 */
const MAX_ORDERS_PER_BATCH = 50;

/**
 * PostgreSQL: a store's orders all take its token counter row, which stays locked up to the commit; placed one
 * per transaction, a store's terminals would queue on that row for a whole write and commit each. So the
 * orders waiting when a batch can start go into one statement (lib/keyed-batches.ts: a store is in at most one
 * running batch per process). Batches run on half the pool's connections, so the rest of the app (reads,
 * payments, kitchen moves) never waits behind order writes for a connection.
 */
export function createPostgresOrderWriter(transactions: TransactionRunner, pgPoolMax: number): OrderWriter {
  const batcher = createKeyedBatcher<TOrderPlan, TPlaceOutcome>({
    maxInFlight: Math.max(1, Math.floor(pgPoolMax / 2)),
    maxBatch: MAX_ORDERS_PER_BATCH,
    runBatch: (plans) => transactions.runStatement((db) => placeOrdersOnPostgres(db, plans)),
  });
  return { place: (plan) => batcher.run(plan.tenantId, plan) };
}
