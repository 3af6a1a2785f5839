import type { Kysely } from 'kysely';
import { addCatalogVersionTriggers } from './0002_catalog_version.ts';

/**
 * Payment types join the catalog an order is placed from (modules/orders/placement/catalog.ts): a paid order
 * checks its payment types against the cached catalog instead of reading them (one query, on PostgreSQL one
 * round trip, per paid order). A change to one bumps the version like a price change, so the order's writer,
 * which reads the version in the order's transaction, never takes a payment type that was turned off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addCatalogVersionTriggers(db, 'payment_types');
}
