import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * The whole data model of both spec documents, portable between SQLite and PostgreSQL.
 * Later issues add behaviour on top of these tables; index names say which query they serve.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const ts = pg ? sql`timestamptz` : sql`text`;
  const money = 'bigint' as const;

  // Every tenant-owned table starts with (id, tenant_id → tenants on delete cascade).
  const tenantOwned = <T extends string>(name: T) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'));
  const timestamps = <T extends string>(t: CreateTableBuilder<T>) =>
    t.addColumn('created_at', ts, (c) => c.notNull()).addColumn('updated_at', ts, (c) => c.notNull());

  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('subscription_start', ts)
    .addColumn('subscription_end', ts)
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('tenants_active_idx')
    .on('tenants')
    .columns(['is_active', 'created_at'])
    .execute();

  await tenantOwned('users')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('designation', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('photo', 'text')
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('users_tenant_idx').on('users').columns(['tenant_id', 'created_at']).execute();

  await db.schema
    .createTable('superadmins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('superadmin_id', 'text', (c) => c.references('superadmins.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('location', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_used_at', ts)
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('devices_user_idx').on('devices').columns(['tenant_id', 'user_id']).execute();
  await db.schema.createIndex('devices_superadmin_idx').on('devices').column('superadmin_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('rotated_at', ts)
    .execute();
  await db.schema.createIndex('refresh_tokens_device_idx').on('refresh_tokens').column('device_id').execute();

  await tenantOwned('password_reset_tokens')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_idx')
    .on('password_reset_tokens')
    .columns(['tenant_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('store_settings')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('store_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('image', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('is_qr_menu_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_qr_order_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unique_qr_code', 'text', (c) => c.notNull().unique())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('print_settings')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('page_format', 'integer', (c) => c.notNull().defaultTo(80))
    .addColumn('header', 'text')
    .addColumn('footer', 'text')
    .addColumn('show_notes', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_enable_print', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_store_details', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('print_token', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_customer_details', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await tenantOwned('store_tables')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('floor', 'text', (c) => c.notNull())
    .addColumn('seating_capacity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('store_tables_tenant_idx')
    .on('store_tables')
    .columns(['tenant_id', 'title'])
    .execute();

  await tenantOwned('categories')
    .addColumn('title', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('categories_tenant_idx')
    .on('categories')
    .columns(['tenant_id', 'title'])
    .execute();

  await tenantOwned('taxes')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('rate_milli', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('taxes_tenant_idx').on('taxes').columns(['tenant_id', 'title']).execute();

  await tenantOwned('payment_types')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('payment_types_tenant_idx')
    .on('payment_types')
    .columns(['tenant_id', 'title'])
    .execute();

  await tenantOwned('menu_items')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('net_price', money)
    .addColumn('image', 'text')
    .addColumn('category_id', 'text', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('tax_id', 'text', (c) => c.references('taxes.id').onDelete('set null'))
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('menu_items_tenant_idx')
    .on('menu_items')
    .columns(['tenant_id', 'title'])
    .execute();
  await db.schema.createIndex('menu_items_category_idx').on('menu_items').column('category_id').execute();
  await db.schema.createIndex('menu_items_tax_idx').on('menu_items').column('tax_id').execute();

  for (const table of ['menu_item_variants', 'menu_item_addons'] as const) {
    await tenantOwned(table)
      .addColumn('item_id', 'text', (c) => c.notNull().references('menu_items.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('price', money, (c) => c.notNull().defaultTo(0))
      .$call(timestamps)
      .execute();
    await db.schema.createIndex(`${table}_item_idx`).on(table).columns(['tenant_id', 'item_id']).execute();
  }

  await tenantOwned('customers')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('gender', 'text')
    .addUniqueConstraint('customers_tenant_phone_uq', ['tenant_id', 'phone'])
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('customers_created_idx')
    .on('customers')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema.createIndex('customers_name_idx').on('customers').columns(['tenant_id', 'name']).execute();

  await tenantOwned('reservations')
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('date', ts, (c) => c.notNull())
    .addColumn('table_id', 'text', (c) => c.references('store_tables.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked'))
    .addColumn('notes', 'text')
    .addColumn('people_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unique_code', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('reservations_date_idx')
    .on('reservations')
    .columns(['tenant_id', 'date'])
    .execute();

  await db.schema
    .createTable('daily_token_counters')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('last_token', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_token_counters_pk', ['tenant_id', 'day'])
    .execute();

  await tenantOwned('invoices')
    .addColumn('sub_total', money, (c) => c.notNull())
    .addColumn('tax_total', money, (c) => c.notNull())
    .addColumn('total', money, (c) => c.notNull())
    .addColumn('payment_type_id', 'text', (c) => c.references('payment_types.id').onDelete('set null'))
    .addColumn('payment_type_title', 'text')
    .addColumn('delivery_type', 'text')
    .addColumn('customer_type', 'text', (c) => c.notNull().defaultTo('WALKIN'))
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('customer_name', 'text')
    .addColumn('table_id', 'text', (c) => c.references('store_tables.id').onDelete('set null'))
    .addColumn('table_title', 'text')
    .addColumn('floor', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoices_created_idx')
    .on('invoices')
    .columns(['tenant_id', 'created_at'])
    .execute();

  await tenantOwned('qr_orders')
    .addColumn('table_id', 'text', (c) => c.references('store_tables.id').onDelete('set null'))
    .addColumn('delivery_type', 'text')
    .addColumn('customer_type', 'text', (c) => c.notNull().defaultTo('WALKIN'))
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('customer_name', 'text')
    .addColumn('customer_phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created'))
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('qr_orders_status_idx')
    .on('qr_orders')
    .columns(['tenant_id', 'status', 'created_at'])
    .execute();

  await tenantOwned('qr_order_items')
    .addColumn('qr_order_id', 'text', (c) => c.notNull().references('qr_orders.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.references('menu_items.id').onDelete('set null'))
    .addColumn('item_title', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text')
    .addColumn('variant_title', 'text')
    .addColumn('variant_price', money)
    .addColumn('addons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('unit_price', money, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('qr_order_items_order_idx')
    .on('qr_order_items')
    .columns(['tenant_id', 'qr_order_id'])
    .execute();

  await tenantOwned('orders')
    .addColumn('business_day', 'text', (c) => c.notNull())
    .addColumn('token_no', 'integer', (c) => c.notNull())
    .addColumn('delivery_type', 'text')
    .addColumn('customer_type', 'text', (c) => c.notNull().defaultTo('WALKIN'))
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('customer_name', 'text')
    .addColumn('table_id', 'text', (c) => c.references('store_tables.id').onDelete('set null'))
    .addColumn('table_title', 'text')
    .addColumn('floor', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created'))
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('invoice_id', 'text', (c) => c.references('invoices.id').onDelete('set null'))
    .addColumn('qr_order_id', 'text', (c) => c.references('qr_orders.id').onDelete('set null').unique())
    .addColumn('items_total', money, (c) => c.notNull())
    .addColumn('tax_total', money, (c) => c.notNull())
    .addColumn('payable_total', money, (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addUniqueConstraint('orders_daily_token_uq', ['tenant_id', 'business_day', 'token_no'])
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('orders_status_idx')
    .on('orders')
    .columns(['tenant_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_created_idx')
    .on('orders')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_invoice_idx').on('orders').column('invoice_id').execute();

  await tenantOwned('order_items')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.references('menu_items.id').onDelete('set null'))
    .addColumn('item_title', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text')
    .addColumn('variant_title', 'text')
    .addColumn('variant_price', money)
    .addColumn('addons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('unit_price', money, (c) => c.notNull())
    .addColumn('tax_title', 'text')
    .addColumn('tax_rate_milli', 'integer')
    .addColumn('tax_type', 'text')
    .addColumn('line_net', money, (c) => c.notNull())
    .addColumn('line_tax', money, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created'))
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('order_items_order_idx')
    .on('order_items')
    .columns(['tenant_id', 'order_id'])
    .execute();
  await db.schema
    .createIndex('order_items_item_idx')
    .on('order_items')
    .columns(['tenant_id', 'item_id'])
    .execute();

  await tenantOwned('subscriptions')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_subscription_id', 'text')
    .addColumn('provider_customer_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_start', ts)
    .addColumn('subscription_end', ts)
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('subscriptions_tenant_idx')
    .on('subscriptions')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('subscriptions_provider_idx')
    .on('subscriptions')
    .column('provider_subscription_id')
    .execute();

  await tenantOwned('subscription_history')
    .addColumn('subscription_id', 'text', (c) => c.references('subscriptions.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('starts_on', ts)
    .addColumn('expires_on', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscription_history_tenant_idx')
    .on('subscription_history')
    .columns(['tenant_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['tenant_id', 'key'])
    .execute();

  await db.schema
    .createTable('outbox_mails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('sent_at', ts)
    .execute();
  await db.schema
    .createIndex('outbox_mails_to_idx')
    .on('outbox_mails')
    .columns(['to_address', 'created_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('The initial migration cannot be reverted; restore a backup instead.');
}
