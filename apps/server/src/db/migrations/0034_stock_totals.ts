import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Issue 27. PostgreSQL: a stock item's on_hand follows its movements per statement instead of per row. 0032's
 * trigger updated the item's row once per movement; an order batch (place-orders.sql) inserts every placed order's
 * movements in one statement, so a store's busy items were updated hundreds of times in one transaction, each
 * update walking the versions the ones before it left (create-order with recipes 27–45 % slower than without,
 * bench/inventory-orders.bench.ts). Now one statement updates each item it moves once, by the sum of its movements
 * in that statement, locking the items in id order (for no key update, as the row trigger's update did: the
 * movements' foreign-key checks share the rows first, and a stronger lock would deadlock two inserts that both
 * did). What on_hand means is unchanged: the sum of the item's movements, kept in the inserting transaction.
 * SQLite keeps 0032's row trigger (it has no row versions to walk).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger stock_movements_sum on stock_movements`.execute(db);
  await sql`drop function opentab_stock_movements_sum()`.execute(db);
  await sql`
    create function opentab_stock_movements_sum() returns trigger language plpgsql as $$
    begin
      perform 1 from stock_items s
      where s.id in (select stock_item_id from new_movements)
      order by s.id
      for no key update;
      update stock_items s set on_hand = s.on_hand + m.quantity
      from (select stock_item_id, sum(quantity) as quantity from new_movements group by stock_item_id) m
      where s.id = m.stock_item_id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger stock_movements_sum after insert on stock_movements
    referencing new table as new_movements
    for each statement execute function opentab_stock_movements_sum()`.execute(db);
}
