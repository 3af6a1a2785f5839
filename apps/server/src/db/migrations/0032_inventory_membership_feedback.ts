import { type Kysely, sql } from 'kysely';
import { addCatalogVersionTriggers } from './0002_catalog_version.ts';
import { isPostgres } from './dialect.ts';

/**
 * Issue 27. Inventory with recipes, membership points, and guests' feedback.
 *
 * Quantities of stock are integers of a thousandth of the item's unit ("milli-units": 2.5 kg is 2500), exact on
 * both databases and summed without drift.
 *
 * - `stock_items`: a store's stock. `on_hand` is the sum of the item's movements, kept by the database: a
 *   trigger adds each new movement's signed `quantity` to it in the movement's transaction (`on_hand = on_hand +
 *   x`, a row update that concurrent sales queue on, so none is lost); nothing else writes it. `min_quantity` is the
 *   low-stock level; `cost_per_unit` minor units per whole unit (null: unknown). `deleted_at`: a deleted item
 *   leaves lists and recipes but keeps its movements for the logs.
 * - `stock_movements`: append-only (triggers refuse UPDATE and DELETE while the item and its store exist). `type` IN (purchase, give-back), OUT (usage, a sale), WASTAGE, ADJUSTMENT (a
 *   count: the difference to what was counted). `quantity` is signed (what it did to on_hand). A sale's
 *   movements name the order line (`order_item_id`), so a line cancelled before the kitchen started gives back
 *   exactly what it took.
 * - `recipe_items`: what one unit of a menu item (variant_id and addon_id null), of one of its variants, or of
 *   one of its addons uses. A catalog table: orders are priced and deducted from the cached catalog, so a
 *   recipe change bumps the catalog version like a price change.
 * - `store_settings.stock_short_policy`: 'allow' (sell and warn) or 'refuse' (the order is refused, naming what
 *   is short).
 * - Membership: `customers.is_member` and `points` (the sum of its ledger, kept by a trigger like on_hand, which
 *   refuses an entry that would take it below 0), the append-only ledger
 *   `member_points` (earn on payment, redeem at the POS, take back on refund, adjust by hand; signed points),
 *   and the store's rules: `loyalty_earn_per` minor units paid per point (0: earning off), `loyalty_point_value`
 *   minor units a point is worth when redeemed, `loyalty_min_redeem` the fewest points a redemption takes.
 *   `invoices.points_earned` / `points_redeemed` / `points_discount` say what an invoice did.
 * - Feedback: `invoices.public_token`, the unguessable name a receipt's feedback link carries (never the id);
 *   `feedback`, one per invoice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const ts = pg ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('stock_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('on_hand', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('min_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_per_unit', 'integer')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('deleted_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_items_tenant').on('stock_items').columns(['tenant_id']).execute();

  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('stock_item_id', 'text', (c) => c.notNull().references('stock_items.id').onDelete('cascade'))
    // 'IN' | 'OUT' | 'WASTAGE' | 'ADJUSTMENT'
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order_id', 'text')
    .addColumn('order_item_id', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_movements_tenant_created')
    .on('stock_movements')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('stock_movements_item_created')
    .on('stock_movements')
    .columns(['stock_item_id', 'created_at'])
    .execute();
  await sql`
    create index stock_movements_order_item on stock_movements (order_item_id)
    where order_item_id is not null`.execute(db);

  await sumIntoParent(db, {
    ledger: 'stock_movements',
    parent: 'stock_items',
    parentKey: 'stock_item_id',
    amount: 'quantity',
    total: 'on_hand',
  });

  await db.schema
    .createTable('recipe_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('menu_item_id', 'text', (c) => c.notNull().references('menu_items.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.references('menu_item_variants.id').onDelete('cascade'))
    .addColumn('addon_id', 'text', (c) => c.references('menu_item_addons.id').onDelete('cascade'))
    .addColumn('stock_item_id', 'text', (c) => c.notNull().references('stock_items.id').onDelete('cascade'))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recipe_items_tenant').on('recipe_items').columns(['tenant_id']).execute();
  await db.schema
    .createIndex('recipe_items_menu_item')
    .on('recipe_items')
    .columns(['menu_item_id'])
    .execute();
  await addCatalogVersionTriggers(db, 'recipe_items');

  await db.schema
    .alterTable('store_settings')
    .addColumn('stock_short_policy', 'text', (c) => c.notNull().defaultTo('allow'))
    .execute();
  await db.schema
    .alterTable('store_settings')
    .addColumn('loyalty_earn_per', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('store_settings')
    .addColumn('loyalty_point_value', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('store_settings')
    .addColumn('loyalty_min_redeem', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('customers')
    .addColumn('is_member', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('customers')
    .addColumn('points', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('customers').addColumn('member_since', ts).execute();

  await db.schema
    .createTable('member_points')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // 'earn' | 'redeem' | 'refund' | 'adjust'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('invoice_id', 'text')
    .addColumn('refund_id', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_points_customer')
    .on('member_points')
    .columns(['customer_id', 'created_at'])
    .execute();

  await sumIntoParent(db, {
    ledger: 'member_points',
    parent: 'customers',
    parentKey: 'customer_id',
    amount: 'points',
    total: 'points',
    neverNegative: 'member points cannot go below zero',
  });

  for (const column of ['points_earned', 'points_redeemed', 'points_discount']) {
    await db.schema
      .alterTable('invoices')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.alterTable('invoices').addColumn('public_token', 'text').execute();
  // invoices written before this migration get their token now; new ones get it from the app when written
  await (pg
    ? sql`update invoices set public_token = md5(random()::text || id || clock_timestamp()::text)`
    : sql`update invoices set public_token = lower(hex(randomblob(16)))`
  ).execute(db);
  await db.schema
    .createIndex('invoices_public_token')
    .unique()
    .on('invoices')
    .columns(['public_token'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('food_quality', 'integer', (c) => c.notNull())
    .addColumn('service', 'integer', (c) => c.notNull())
    .addColumn('ambiance', 'integer', (c) => c.notNull())
    .addColumn('staff_behavior', 'integer', (c) => c.notNull())
    .addColumn('recommend', 'integer', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('birthdate', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_invoice').unique().on('feedback').columns(['invoice_id']).execute();
  await db.schema
    .createIndex('feedback_tenant_created')
    .on('feedback')
    .columns(['tenant_id', 'created_at'])
    .execute();
}

type TLedger = {
  ledger: string;
  parent: string;
  parentKey: string;
  amount: string;
  total: string;
  /** the error an entry that takes the total below 0 fails with; unset: the total may go below 0 */
  neverNegative?: string;
};

/**
 * Keeps `parent.total` the sum of its ledger's `amount`s, in the database: each inserted entry adds to it (a row
 * update, so concurrent entries queue and none is lost), and entries cannot be changed or deleted while their
 * parent and store exist (a store's or a parent's own deletion takes them with it).
 */
async function sumIntoParent(db: Kysely<unknown>, l: TLedger): Promise<void> {
  const refusal = `${l.ledger} entries cannot be changed or deleted`;
  if (isPostgres(db)) {
    const guard = l.neverNegative
      ? `if v_total < 0 then raise exception '${l.neverNegative}' using errcode = 'P0001'; end if;`
      : '';
    await sql`
      create function ${sql.raw(`opentab_${l.ledger}_sum`)}() returns trigger language plpgsql as $$
      declare v_total bigint;
      begin
        update ${sql.raw(l.parent)} set ${sql.raw(l.total)} = ${sql.raw(l.total)} + new.${sql.raw(l.amount)}
        where id = new.${sql.raw(l.parentKey)}
        returning ${sql.raw(l.total)} into v_total;
        ${sql.raw(guard)}
        return null;
      end $$`.execute(db);
    await sql`
      create trigger ${sql.raw(`${l.ledger}_sum`)} after insert on ${sql.raw(l.ledger)}
      for each row execute function ${sql.raw(`opentab_${l.ledger}_sum`)}()`.execute(db);
    await sql`
      create function ${sql.raw(`opentab_${l.ledger}_append_only`)}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and (
          not exists (select 1 from tenants where id = old.tenant_id)
          or not exists (select 1 from ${sql.raw(l.parent)} where id = old.${sql.raw(l.parentKey)})
        ) then
          return old;
        end if;
        raise exception '${sql.raw(refusal)}' using errcode = 'P0001';
      end $$`.execute(db);
    await sql`
      create trigger ${sql.raw(`${l.ledger}_append_only`)} before update or delete on ${sql.raw(l.ledger)}
      for each row execute function ${sql.raw(`opentab_${l.ledger}_append_only`)}()`.execute(db);
    return;
  }
  if (l.neverNegative) {
    await sql`
      create trigger ${sql.raw(`${l.ledger}_never_negative`)} before insert on ${sql.raw(l.ledger)}
      when (select ${sql.raw(l.total)} from ${sql.raw(l.parent)} where id = new.${sql.raw(l.parentKey)})
        + new.${sql.raw(l.amount)} < 0
      begin
        select raise(abort, '${sql.raw(l.neverNegative)}');
      end`.execute(db);
  }
  await sql`
    create trigger ${sql.raw(`${l.ledger}_sum`)} after insert on ${sql.raw(l.ledger)}
    begin
      update ${sql.raw(l.parent)} set ${sql.raw(l.total)} = ${sql.raw(l.total)} + new.${sql.raw(l.amount)}
      where id = new.${sql.raw(l.parentKey)};
    end`.execute(db);
  await sql`
    create trigger ${sql.raw(`${l.ledger}_no_update`)} before update on ${sql.raw(l.ledger)}
    begin
      select raise(abort, '${sql.raw(refusal)}');
    end`.execute(db);
  await sql`
    create trigger ${sql.raw(`${l.ledger}_no_delete`)} before delete on ${sql.raw(l.ledger)}
    when exists (select 1 from tenants where id = old.tenant_id)
      and exists (select 1 from ${sql.raw(l.parent)} where id = old.${sql.raw(l.parentKey)})
    begin
      select raise(abort, '${sql.raw(refusal)}');
    end`.execute(db);
}
