import type { TDb } from '../../../db/database.ts';
import { runInSavepoint, type TransactionRunner } from '../../../db/write-batcher.ts';
import { createKeyedBatcher, type TBatchResult } from '../../../lib/keyed-batches.ts';
import { insertAuditEntries } from '../../audit-trail/audit-trail.repo.ts';
import * as orders from '../orders.repo.ts';
import { recordPlacedOrdersSales } from '../sales-rollup.repo.ts';
import { findCatalogVersion } from './catalog.repo.ts';
import { findIdempotencyKey } from './idempotency.repo.ts';
import { isUnexpired, storeAnswer } from './idempotency.ts';
import { insertNumberedInvoice } from './invoice-numbers.ts';
import { findStockShortages, insertMemberPoints, insertStockMovements } from './ledgers.repo.ts';
import { discountAuditSubject, type TOrderPlan } from './order-plan.ts';
import type { OrderWriter, TPlaceOutcome } from './order-writer.ts';
import { acceptOpenQrOrder } from './qr-acceptance.repo.ts';
import { allocateToken } from './tokens.repo.ts';

/**
 * One order of a batch, in its own SAVEPOINT (placeOrdersOnSqlite). SQLite has one writer, so nothing here needs
 * a lock; the steps and their order are those of place-orders.sql, but for the stock check, which can come
 * first here, and the rows the batch writes once for all its orders: payment rows, discount entries, rollups.
 */
async function placeOrder(trx: TDb, plan: TOrderPlan): Promise<TPlaceOutcome> {
  const { tenantId, idempotency } = plan;
  let replacesExpired = false;
  if (idempotency) {
    const stored = await findIdempotencyKey(trx, tenantId, idempotency.key);
    if (stored && isUnexpired(stored.created_at)) return { outcome: 'replay', stored };
    replacesExpired = stored !== undefined;
  }
  if ((await findCatalogVersion(trx, tenantId)) !== plan.catalogVersion) return { outcome: 'stale' };
  // before anything is written: a refused order leaves no trace (place-orders.sql checks after its inserts)
  const shortages = await findStockShortages(trx, tenantId, plan.stockMovements);
  if (shortages.length > 0 && plan.stockShortPolicy === 'refuse') return { outcome: 'short', shortages };
  if (plan.qrOrderId && !(await acceptOpenQrOrder(trx, tenantId, plan.qrOrderId)))
    return { outcome: 'qr_taken' };
  if (plan.invoice) await insertNumberedInvoice(trx, plan.invoice);
  // Taken as late as possible: the token belongs to the order only once it commits.
  const token = await allocateToken(trx, tenantId, plan.order.business_day);
  await orders.insertOrder(trx, { token_no: token, ...plan.order });
  await orders.insertOrderItems(trx, plan.items);
  await insertStockMovements(trx, plan.stockMovements);
  await insertMemberPoints(trx, plan.memberPoints);
  if (idempotency)
    await storeAnswer(trx, {
      tenantId,
      ...idempotency,
      answer: { tokenNo: token, ...plan.answer },
      replacesExpired,
    });
  return { outcome: 'placed', token, shortages };
}

/**
 * The orders waiting when a batch starts (of any stores), in one unit of the group commit: each order in a
 * SAVEPOINT of its own, so one that fails rolls back alone, its token increment with it. Then, for the placed
 * ones, the rows nothing in an order reads back, one statement each for all of them: their invoices' payment
 * rows, their discounts' audit entries (named by the token each took) and the sales rollups, which read the
 * payment rows. Each statement's own set-up cost as much as its rows (audit 7 µs an order alone). One result
 * per order.
 */
async function placeOrdersOnSqlite(trx: TDb, plans: readonly TOrderPlan[]) {
  const results: TBatchResult<TPlaceOutcome>[] = [];
  const placed: { plan: TOrderPlan; token: number }[] = [];
  for (const plan of plans) {
    const result = await runInSavepoint(trx, 'place_order', () => placeOrder(trx, plan));
    results.push(result);
    if (result.ok && result.value.outcome === 'placed') placed.push({ plan, token: result.value.token });
  }
  await orders.insertInvoicePayments(
    trx,
    placed.flatMap(({ plan }) => plan.payments),
  );
  await insertAuditEntries(
    trx,
    placed.flatMap(({ plan, token }) =>
      plan.discountAudit ? [{ ...plan.discountAudit, subject: discountAuditSubject(token) }] : [],
    ),
  );
  await recordPlacedOrdersSales(
    trx,
    placed.map(({ plan }) => ({ tenantId: plan.tenantId, orderId: plan.order.id })),
  );
  return results;
}

/** Orders in one batch at most, so one unit of the group commit never holds the writer long (PostgreSQL: 50). */
const MAX_ORDERS_PER_BATCH = 100;

/**
 * SQLite: the orders that arrive together go into one unit of the group commit (db/write-batcher.ts), so they
 * share a transaction and an fsync with every other write of the moment, and their rollups one statement.
 * One batch at a time (SQLite has one writer); orders that come meanwhile form the next. A batch that fails as
 * a whole is tried again order by order (lib/keyed-batches.ts), so one order cannot fail its neighbours.
 */
export function createSqliteOrderWriter(transactions: TransactionRunner): OrderWriter {
  const batcher = createKeyedBatcher<TOrderPlan, TPlaceOutcome>({
    maxInFlight: 1,
    maxBatch: MAX_ORDERS_PER_BATCH,
    runBatch: (plans) => transactions.run((trx) => placeOrdersOnSqlite(trx, plans)),
  });
  return { place: (plan) => batcher.run(plan.tenantId, plan) };
}
