import type { TStockShortage } from '@opentab/shared';
import type { CatalogCache } from './catalog.ts';
import type { TStoredKeyRow } from './idempotency.ts';
import type { TOrderPlan } from './order-plan.ts';

/**
 * What a writer did with one planned order. Both writers answer the same outcomes for the same rules:
 *   placed    stored with its token (its invoice, lines, QR acceptance, stock movements, sales rollups and key's
 *             answer too), with the stock items it left below zero (sold short under the 'allow' policy);
 *   short     its stock movements would leave an item below zero and the store refuses such orders: nothing
 *             written, the items named (409);
 *   replay    its Idempotency-Key holds an unexpired answer: nothing written, the stored row is answered;
 *   stale     the catalog moved since the order was priced: nothing written (the caller prices it again);
 *   qr_taken  the QR order it accepts is no longer open: nothing written (409);
 *   key_taken a request with the same key committed its answer first: nothing written (the caller places
 *             it once more and finds that answer).
 * Any other failure rejects with the database's error, and the order rolls back alone (token included).
 */
export type TPlaceOutcome =
  | { outcome: 'placed'; token: number; shortages: TStockShortage[] }
  | { outcome: 'short'; shortages: TStockShortage[] }
  | { outcome: 'replay'; stored: TStoredKeyRow }
  | { outcome: 'stale' | 'qr_taken' | 'key_taken' };

/**
 * One interface, one writer per database (sqlite-order-writer.ts, postgres-order-writer.ts), one test suite
 * both pass (placement.test.ts). A writer gathers the orders that arrive together into one transaction and
 * one commit, each order in its own savepoint or subtransaction, and settles each order's promise only after
 * that commit.
 */
export interface OrderWriter {
  place(plan: TOrderPlan): Promise<TPlaceOutcome>;
}

/** What the order module keeps per app: the catalog cache orders are priced from, and the writer. */
type TOrderPlacement = { catalogs: CatalogCache; writer: OrderWriter };

declare module '../../../context.ts' {
  // The base context knows no module: the order module adds its own part (context.ts says why).
  interface TAppContext {
    orders: TOrderPlacement;
  }
}
