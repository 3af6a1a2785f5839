import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Issue 23. Shifts, the drawer and the Z reports.
 *
 * A shift is one user's (docs/decisions.md): opened with a float, at most one open per user (a partial unique
 * index, which is also the index the "has this user an open shift" check of a sale reads). The drawer's cash in
 * and out are rows of their own. Closing writes the store's next Z report: its number comes from a per-store
 * counter row taken in the closing transaction (as invoice numbers are), so numbers are sequential and gapless,
 * and the report keeps its figures as they were at close (JSON, minor units). A trigger refuses UPDATE always
 * and DELETE while the store exists, on both databases, as for the audit log (0017).
 *
 * The store setting `shifts_required` (default off) makes a sale need the seller's open shift.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const ts = pg ? sql`timestamptz` : sql`text`;

  await db.schema
    .alterTable('store_settings')
    .addColumn('shifts_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('shifts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('opened_by', 'text', (c) => c.notNull())
    .addColumn('opened_by_name', 'text', (c) => c.notNull())
    .addColumn('opened_at', ts, (c) => c.notNull())
    .addColumn('opening_float', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('closed_at', ts)
    .addColumn('closed_by', 'text')
    .addColumn('closed_by_name', 'text')
    .execute();
  await sql`
    create unique index shifts_one_open_per_user on shifts (tenant_id, opened_by)
    where status = 'open'`.execute(db);

  await db.schema
    .createTable('shift_cash_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('shift_id', 'text', (c) => c.notNull().references('shifts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shift_cash_movements_shift')
    .on('shift_cash_movements')
    .columns(['tenant_id', 'shift_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('z_report_counters')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('last_no', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('z_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('shift_id', 'text', (c) => c.notNull().unique())
    .addColumn('opened_at', ts, (c) => c.notNull())
    .addColumn('closed_at', ts, (c) => c.notNull())
    .addColumn('opened_by_name', 'text', (c) => c.notNull())
    .addColumn('sales_total', 'bigint', (c) => c.notNull())
    .addColumn('total_variance', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('figures', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('z_reports_number_uq')
    .unique()
    .on('z_reports')
    .columns(['tenant_id', 'number'])
    .execute();

  if (pg) {
    await sql`
      create function opentab_z_reports_immutable() returns trigger
      language plpgsql as $$
      begin
        if tg_op = 'DELETE' and not exists (select 1 from tenants where id = old.tenant_id) then
          return old;
        end if;
        raise exception 'Z reports cannot be changed or deleted' using errcode = 'P0001';
      end
      $$`.execute(db);
    await sql`
      create trigger z_reports_immutable before update or delete on z_reports
      for each row execute function opentab_z_reports_immutable()`.execute(db);
    return;
  }
  await sql`
    create trigger z_reports_no_update before update on z_reports
    begin
      select raise(abort, 'Z reports cannot be changed or deleted');
    end`.execute(db);
  await sql`
    create trigger z_reports_no_delete before delete on z_reports
    when exists (select 1 from tenants where id = old.tenant_id)
    begin
      select raise(abort, 'Z reports cannot be changed or deleted');
    end`.execute(db);
}
