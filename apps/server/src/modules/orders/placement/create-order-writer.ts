import type { TDb } from '../../../db/database.ts';
import { isPostgres } from '../../../db/dialect.ts';
import type { TransactionRunner } from '../../../db/write-batcher.ts';
import type { OrderWriter } from './order-writer.ts';
import { createPostgresOrderWriter } from './postgres-order-writer.ts';
import { createSqliteOrderWriter } from './sqlite-order-writer.ts';

/** The writer of the app's database (apart from order-writer.ts, which both writers import for its types). */
export function createOrderWriter(
  db: TDb,
  { transactions, pgPoolMax }: { transactions: TransactionRunner; pgPoolMax: number },
): OrderWriter {
  return isPostgres(db)
    ? createPostgresOrderWriter(transactions, pgPoolMax)
    : createSqliteOrderWriter(transactions);
}
