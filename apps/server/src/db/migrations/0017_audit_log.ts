import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Issue 23. The audit log: one row per change that matters to an owner or an accountant (who, when, from which
 * device, what, before and after), appended in the transaction of the change. Nobody changes or deletes a row:
 * a trigger refuses UPDATE always and DELETE while the store exists, on both databases, so neither the API nor
 * a mistaken query can rewrite history. Deleting a whole store (the operator's Delete tenant) takes its log
 * with it through the foreign key: its rows go once the tenant row is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('device', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_tenant_at')
    .on('audit_log')
    .columns(['tenant_id', 'created_at', 'id'])
    .execute();

  if (isPostgres(db)) {
    await sql`
      create function opentab_audit_log_append_only() returns trigger
      language plpgsql as $$
      begin
        if tg_op = 'DELETE' and not exists (select 1 from tenants where id = old.tenant_id) then
          return old;
        end if;
        raise exception 'audit log entries cannot be changed or deleted' using errcode = 'P0001';
      end
      $$`.execute(db);
    await sql`
      create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function opentab_audit_log_append_only()`.execute(db);
    return;
  }
  await sql`
    create trigger audit_log_no_update before update on audit_log
    begin
      select raise(abort, 'audit log entries cannot be changed or deleted');
    end`.execute(db);
  await sql`
    create trigger audit_log_no_delete before delete on audit_log
    when exists (select 1 from tenants where id = old.tenant_id)
    begin
      select raise(abort, 'audit log entries cannot be changed or deleted');
    end`.execute(db);
}
