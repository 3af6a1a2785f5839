import type { TDb } from '../../../db/database.ts';
import type { TransactionRunner } from '../../../db/write-batcher.ts';
import { insertAuditEntry } from '../../audit-trail/audit-trail.repo.ts';
import * as orders from '../orders.repo.ts';
import { recordOrderSales } from '../sales-rollup.repo.ts';
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
 * SQLite: each order is one unit of work of the group commit (db/write-batcher.ts), so the orders that arrive
 * together share one transaction and one fsync, each in its own SAVEPOINT: an order that fails rolls back
 * alone, its token increment with it. SQLite has one writer, so nothing here needs a lock; the steps and
 * their order are those of place-orders.sql (but for the stock check, which can come first here).
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
  if (plan.invoice) {
    await insertNumberedInvoice(trx, plan.invoice);
    await orders.insertInvoicePayments(trx, plan.payments);
  }
  // Taken as late as possible: the token belongs to the order only once it commits.
  const token = await allocateToken(trx, tenantId, plan.order.business_day);
  await orders.insertOrder(trx, { token_no: token, ...plan.order });
  await orders.insertOrderItems(trx, plan.items);
  await insertStockMovements(trx, plan.stockMovements);
  await insertMemberPoints(trx, plan.memberPoints);
  if (plan.discountAudit)
    await insertAuditEntry(trx, { ...plan.discountAudit, subject: discountAuditSubject(token) });
  if (idempotency)
    await storeAnswer(trx, {
      tenantId,
      ...idempotency,
      answer: { tokenNo: token, ...plan.answer },
      replacesExpired,
    });
  await recordOrderSales(trx, tenantId, [plan.order.id]);
  return { outcome: 'placed', token, shortages };
}

export function createSqliteOrderWriter(transactions: TransactionRunner): OrderWriter {
  return { place: (plan) => transactions.run((trx) => placeOrder(trx, plan)) };
}
