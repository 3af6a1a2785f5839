import type { TransactionRunner } from '../../db/write-batcher.ts';
import { createKeyedBatcher, type KeyedBatcher } from '../../lib/keyed-batches.ts';
import { placeOrdersOnPostgres, type TPlaceOrder, type TPlaceOrderOutcome } from './place-order.repo.ts';

/** PostgreSQL's order writes, gathered per store into one statement and one commit (lib/keyed-batches.ts). */
export type OrderPlacer = KeyedBatcher<TPlaceOrder, TPlaceOrderOutcome>;

/**
 * At most 50 orders a batch: each runs in a subtransaction, and PostgreSQL keeps up to 64 of a transaction's
 * subtransactions in shared memory before every snapshot of the server gets slower.
 */
const MAX_ORDERS_PER_BATCH = 50;

/**
 * Batches run on half the pool's connections, so the rest of the app (reads, payments, kitchen moves) never
 * waits behind order writes for a connection.
 */
export function createOrderPlacer(transactions: TransactionRunner, pgPoolMax: number): OrderPlacer {
  return createKeyedBatcher({
    maxInFlight: Math.max(1, Math.floor(pgPoolMax / 2)),
    maxBatch: MAX_ORDERS_PER_BATCH,
    runBatch: (orders) => transactions.runStatement((db) => placeOrdersOnPostgres(db, orders)),
  });
}
