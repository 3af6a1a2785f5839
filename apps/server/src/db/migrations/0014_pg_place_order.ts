import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * PostgreSQL only: `opentab_place_order`, an order's whole write in one call, so it costs one round trip and
 * runs as one (implicit) transaction. Statements of a PL/pgSQL function each take a fresh snapshot (READ
 * COMMITTED), so the catalog version is read after the catalog lock is granted, as the earlier
 * statement-per-round-trip transaction did. The token counter row is taken last, before the order's own
 * inserts: it stays locked until the commit, and now no round trip to the app happens while it is held.
 * Outcomes, with nothing written unless 'placed':
 *   'replay'  the idempotency key holds an unexpired answer (its request hash and body are returned);
 *   'stale'   the tenant's catalog version is not the one the order was priced at;
 *   'qr_taken' the QR order to accept is no longer open;
 *   'placed'  the order is stored with the returned token (and its invoice, line items, idempotency answer).
 * The rows come as JSON with every column (the app's complete row types); the answer stored under the key
 * is `p_answer` with the token added.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create function opentab_place_order(
      p_tenant_id text,
      p_catalog_lock_key text,
      p_catalog_version integer,
      p_day text,
      p_now timestamptz,
      p_order jsonb,
      p_items jsonb,
      p_invoice jsonb,
      p_qr_order_id text,
      p_key text,
      p_request_hash text,
      p_answer jsonb,
      p_key_expired_before timestamptz
    ) returns table (outcome text, token integer, stored_request_hash text, stored_response_body text)
    language plpgsql as $$
    #variable_conflict use_column
    declare
      v_version integer;
      v_token integer;
      v_stored idempotency_keys%rowtype;
    begin
      if p_key is not null then
        select * into v_stored from idempotency_keys where tenant_id = p_tenant_id and key = p_key;
        if found and v_stored.created_at > p_key_expired_before then
          return query select 'replay', null::integer, v_stored.request_hash, v_stored.response_body;
          return;
        end if;
      end if;

      perform pg_advisory_xact_lock_shared(hashtextextended(p_catalog_lock_key, 0));
      select catalog_version into v_version from tenants where id = p_tenant_id;
      if v_version is distinct from p_catalog_version then
        return query select 'stale', null::integer, null::text, null::text;
        return;
      end if;

      if p_qr_order_id is not null then
        update qr_orders set status = 'completed', updated_at = p_now
        where tenant_id = p_tenant_id and id = p_qr_order_id and status = 'created';
        if not found then
          return query select 'qr_taken', null::integer, null::text, null::text;
          return;
        end if;
      end if;

      if p_invoice is not null then
        insert into invoices select * from jsonb_populate_record(null::invoices, p_invoice);
      end if;
      if p_key is not null then
        -- only while still expired: a request that stored a new answer meanwhile makes the insert below fail
        delete from idempotency_keys
        where tenant_id = p_tenant_id and key = p_key and created_at <= p_key_expired_before;
      end if;

      insert into daily_token_counters as c (tenant_id, day, last_token) values (p_tenant_id, p_day, 1)
      on conflict (tenant_id, day) do update set last_token = c.last_token + 1
      returning c.last_token into v_token;

      insert into orders
      select * from jsonb_populate_record(null::orders, p_order || jsonb_build_object('token_no', v_token));
      insert into order_items select * from jsonb_populate_recordset(null::order_items, p_items);
      if p_key is not null then
        insert into idempotency_keys (tenant_id, key, request_hash, status_code, response_body, created_at)
        values (p_tenant_id, p_key, p_request_hash, 200,
                (p_answer || jsonb_build_object('tokenNo', v_token))::text, p_now);
      end if;
      return query select 'placed', v_token, null::text, null::text;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // migration 0015 replaced it with opentab_place_orders
  await sql`drop function if exists opentab_place_order`.execute(db);
}
