-- opentab_place_orders(p_orders jsonb): PostgreSQL's order writer (postgres-order-writer.ts calls it).
--
-- Several orders in one statement, one transaction and one commit. One business's orders all take its token
-- counter row, which stays locked up to the commit: placed one per transaction, a store's terminals queue on
-- that row for an order's whole write and its commit each, and cannot go faster than one commit at a time.
--
-- Each order runs in its own block (a subtransaction): an order that fails or is refused rolls back alone, its
-- token increment included, so tokens stay gapless, and the others commit. Per order, in this order (the SQLite
-- writer, sqlite-order-writer.ts, takes the same steps): the stored answer of its Idempotency-Key, the shared
-- catalog lock and the catalog version, the QR acceptance, the invoice (with the store's next invoice number) and its payments,
-- the token, the order, its lines, its stock check and member points (issue 27), the audit entry of its
-- discounts, the key's answer. The placed orders' stock movements are inserted at the end, in one statement,
-- against stock rows the batch locked first, in id order (issue 27). Outcomes (order-writer.ts): placed, replay, stale, qr_taken, key_taken, short (with
-- o_short, the stock items left below zero, also given when placed short under 'allow'), or 'error' with its
-- SQLSTATE, constraint and message. The placed orders are added to the sales rollups at the end, in one
-- statement for all of them (opentab_record_orders_sales, installed with this file: database-functions.ts).
--
-- p_orders is a JSON array of { tenant_id, catalog_lock_key, catalog_version, day, now, order, items, invoice,
-- payments, qr_order_id, discount_audit, stock_movements, member_points, stock_short_policy, key, request_hash,
-- answer, key_expired_before }; the caller sorts it by tenant, so two batches
-- take the token rows in the same order. The answer has one row per order, in its order.
--
-- This file is the function: database-functions.ts installs it at start when the database holds another
-- text, and database-functions.test.ts fails when what is installed differs from it.
-- (dropped first: issue 27 added o_short to what it returns, which create or replace cannot change)
drop function if exists opentab_place_orders(jsonb);
create or replace function opentab_place_orders(p_orders jsonb)
returns table (o_outcome text, o_token integer, o_stored_request_hash text, o_stored_response_body text,
               o_error_code text, o_error_constraint text, o_error_message text, o_short jsonb)
language plpgsql as $$
declare
  v jsonb;
  v_tenant_id text;
  v_key text;
  v_now timestamptz;
  v_version integer;
  v_token integer;
  v_stored idempotency_keys%rowtype;
  v_placed_tenants text[] := '{}';
  v_placed_orders text[] := '{}';
  -- the token counters the batch holds: (tenant, day) and the last token given out, written back once
  v_counter_tenants text[] := '{}';
  v_counter_days text[] := '{}';
  v_counter_last integer[] := '{}';
  v_counter integer;
  v_invoice_no integer;
  v_invoice_prefix text;
  -- issue 27: the stock rows the batch holds, locked in its own transaction before its first order: their ids,
  -- stores, on hand less what the batch's placed orders take, title, unit, whether deleted; and the placed
  -- orders' movements with their tokens, inserted once at the end (as the token counters are written once)
  v_stock_ids text[] := '{}';
  v_stock_tenants text[] := '{}';
  v_stock_left bigint[] := '{}';
  v_stock_titles text[] := '{}';
  v_stock_units text[] := '{}';
  v_stock_deleted boolean[] := '{}';
  v_stock_trial bigint[];
  v_stock_touched integer[];
  v_stock_index integer;
  v_is_short boolean;
  v_is_missing boolean;
  v_stock_row record;
  v_movement jsonb;
  -- each placed order's movements (a JSON array each): an array, not one jsonb, since appending to a jsonb copies
  -- it whole, per order (plpgsql grows an array in place)
  v_movements jsonb[] := '{}';
begin
  -- Every stock row the batch's orders take from, locked before any order runs and in id order, as the
  -- movements' trigger and a void's give-back lock theirs: taken order by order, a batch could hold a row a
  -- give-back waits for while it waits for one the give-back holds (a deadlock, one of them failing). Locked in
  -- the batch's own transaction, like the token counters (a lock taken in an order's subtransaction, then the
  -- movements' foreign-key checks of later orders, made PostgreSQL share the rows' locks among subtransactions,
  -- slowly). A row not found (or another store's) fails its order alone, in the order's block below.
  for v_stock_row in
    select s.id, s.tenant_id, s.on_hand, s.title, s.unit, s.deleted_at is not null as is_deleted
    from stock_items s
    where s.id in (select m->>'stock_item_id'
                   from jsonb_array_elements(p_orders) o,
                        jsonb_array_elements(coalesce(o->'stock_movements', '[]')) m)
    order by s.id
    for no key update of s
  loop
    v_stock_ids := v_stock_ids || v_stock_row.id;
    v_stock_tenants := v_stock_tenants || v_stock_row.tenant_id;
    v_stock_left := v_stock_left || v_stock_row.on_hand;
    v_stock_titles := v_stock_titles || v_stock_row.title;
    v_stock_units := v_stock_units || v_stock_row.unit;
    v_stock_deleted := v_stock_deleted || v_stock_row.is_deleted;
  end loop;

  for v in select value from jsonb_array_elements(p_orders) loop
    o_outcome := null; o_token := null; o_stored_request_hash := null; o_stored_response_body := null;
    o_error_code := null; o_error_constraint := null; o_error_message := null; o_short := '[]';
    v_tenant_id := v->>'tenant_id';
    v_key := v->>'key';
    v_now := (v->>'now')::timestamptz;

    -- The store's counter row for the order's day, locked (to the commit) in the batch's own transaction,
    -- not in the order's subtransaction, whose rollback would release the lock. Each order then takes the
    -- next number here, and the row is written once at the end: updating it per order left one row
    -- version per order for every later order of the batch to walk through.
    v_counter := null;
    for i in 1 .. cardinality(v_counter_tenants) loop
      if v_counter_tenants[i] = v_tenant_id and v_counter_days[i] = v->>'day' then
        v_counter := i;
      end if;
    end loop;
    if v_counter is null then
      insert into daily_token_counters (tenant_id, day, last_token) values (v_tenant_id, v->>'day', 0)
      on conflict (tenant_id, day) do nothing;
      select c.last_token into v_token from daily_token_counters c
      where c.tenant_id = v_tenant_id and c.day = v->>'day' for update;
      v_counter_tenants := v_counter_tenants || v_tenant_id;
      v_counter_days := v_counter_days || (v->>'day');
      v_counter_last := v_counter_last || v_token;
      v_counter := cardinality(v_counter_tenants);
    end if;

    -- What it would leave of its stock rows: the rows less what the batch's placed orders take, less its own
    -- movements.
    v_stock_trial := v_stock_left;
    v_stock_touched := '{}';
    v_is_missing := false;
    for v_movement in select value from jsonb_array_elements(coalesce(v->'stock_movements', '[]')) loop
      v_stock_index := array_position(v_stock_ids, v_movement->>'stock_item_id');
      if v_stock_index is null or v_stock_tenants[v_stock_index] <> v_tenant_id then
        v_is_missing := true;
      else
        v_stock_trial[v_stock_index] := v_stock_trial[v_stock_index] + (v_movement->>'quantity')::bigint;
        v_stock_touched := v_stock_touched || v_stock_index;
      end if;
    end loop;

    begin
      if v_key is not null then
        select * into v_stored from idempotency_keys k where k.tenant_id = v_tenant_id and k.key = v_key;
        if found and v_stored.created_at > (v->>'key_expired_before')::timestamptz then
          o_outcome := 'replay';
          o_stored_request_hash := v_stored.request_hash;
          o_stored_response_body := v_stored.response_body;
        end if;
      end if;

      if o_outcome is null then
        perform pg_advisory_xact_lock_shared(hashtextextended(v->>'catalog_lock_key', 0));
        select t.catalog_version into v_version from tenants t where t.id = v_tenant_id;
        if v_version is distinct from (v->>'catalog_version')::integer then
          o_outcome := 'stale';
        end if;
      end if;

      if o_outcome is null and v->>'qr_order_id' is not null then
        update qr_orders q set status = 'completed', updated_at = v_now
        where q.tenant_id = v_tenant_id and q.id = v->>'qr_order_id' and q.status = 'created';
        if not found then
          o_outcome := 'qr_taken';
        end if;
      end if;

      if o_outcome is null then
        if jsonb_typeof(v->'invoice') = 'object' then
          -- the store's next invoice number (invoice-numbers.ts): its counter row stays locked to the commit,
          -- and the increment rolls back with the order's block
          insert into invoice_counters as c (tenant_id, last_no) values (v_tenant_id, 1)
          on conflict (tenant_id) do update set last_no = c.last_no + 1
          returning c.last_no into v_invoice_no;
          select s.invoice_prefix into v_invoice_prefix from store_settings s where s.tenant_id = v_tenant_id;
          insert into invoices
          select * from jsonb_populate_record(null::invoices, (v->'invoice')
            || jsonb_build_object('invoice_no', v_invoice_no, 'invoice_prefix', coalesce(v_invoice_prefix, '')));
          -- what it was paid with: one row per payment type and amount (split tender)
          insert into invoice_payments
          select * from jsonb_populate_recordset(null::invoice_payments, v->'payments');
        end if;
        if v_key is not null then
          -- only while still expired: a request that stored a new answer meanwhile makes the insert below fail
          delete from idempotency_keys k
          where k.tenant_id = v_tenant_id and k.key = v_key
            and k.created_at <= (v->>'key_expired_before')::timestamptz;
        end if;

        v_token := v_counter_last[v_counter] + 1;

        insert into orders
        select * from jsonb_populate_record(null::orders, (v->'order') || jsonb_build_object('token_no', v_token));
        insert into order_items select * from jsonb_populate_recordset(null::order_items, v->'items');
        -- What its recipes take from stock (worked out above): the items it would leave below zero (deleted ones
        -- never count). The movements themselves are inserted with the other placed orders' at the end.
        if v_is_missing then
          raise exception 'a stock item of the order was not found' using errcode = 'P0002';
        end if;
        v_is_short := false;
        foreach v_stock_index in array v_stock_touched loop
          v_is_short := v_is_short or (v_stock_trial[v_stock_index] < 0 and not v_stock_deleted[v_stock_index]);
        end loop;
        if v_is_short then
          select jsonb_agg(jsonb_build_object('title', v_stock_titles[i], 'unit', v_stock_units[i])
                           order by v_stock_titles[i])
          into o_short
          from (select distinct unnest(v_stock_touched) as i) touched
          where v_stock_trial[i] < 0 and not v_stock_deleted[i];
        end if;
        if jsonb_array_length(o_short) > 0 and v->>'stock_short_policy' = 'refuse' then
          -- the store refuses a sale short of stock: the whole order rolls back (outcome 'short')
          raise exception 'stock short' using errcode = 'OTSHT';
        end if;
        if jsonb_array_length(v->'member_points') > 0 then
          -- the member points it earns or redeems: the ledger's trigger keeps customers.points (never below 0)
          insert into member_points
          select * from jsonb_populate_recordset(null::member_points, v->'member_points');
        end if;
        if jsonb_typeof(v->'discount_audit') = 'object' then
          -- the audit entry of the order's discounts, named by its token (order-plan.ts discountAuditSubject)
          insert into audit_log
          select * from jsonb_populate_record(null::audit_log,
            (v->'discount_audit') || jsonb_build_object('subject', 'Token ' || v_token));
        end if;
        if v_key is not null then
          insert into idempotency_keys (tenant_id, key, request_hash, status_code, response_body, created_at)
          values (v_tenant_id, v_key, v->>'request_hash', 200,
                  ((v->'answer') || jsonb_build_object('tokenNo', v_token))::text, v_now);
        end if;
        o_outcome := 'placed';
        o_token := v_token;
        -- its stock taken; its movements are inserted with the other placed orders' at the end
        v_stock_left := v_stock_trial;
        if jsonb_array_length(v->'stock_movements') > 0 then
          v_movements := v_movements || (v->'stock_movements');
        end if;
        -- taken only now: an order that fails rolls back and leaves its number to the next one
        v_counter_last[v_counter] := v_token;
        v_placed_tenants := v_placed_tenants || v_tenant_id;
        v_placed_orders := v_placed_orders || (v->'order'->>'id');
      end if;
    exception
      when sqlstate 'OTSHT' then
        o_outcome := 'short';
      when unique_violation then
        get stacked diagnostics o_error_constraint = constraint_name, o_error_code = returned_sqlstate,
                                o_error_message = message_text;
        o_outcome := case when o_error_constraint = 'idempotency_keys_pk' then 'key_taken' else 'error' end;
      when others then
        get stacked diagnostics o_error_constraint = constraint_name, o_error_code = returned_sqlstate,
                                o_error_message = message_text;
        o_outcome := 'error';
    end;
    return next;
  end loop;
  for i in 1 .. cardinality(v_counter_tenants) loop
    update daily_token_counters c set last_token = v_counter_last[i]
    where c.tenant_id = v_counter_tenants[i] and c.day = v_counter_days[i] and c.last_token < v_counter_last[i];
  end loop;
  -- the placed orders' stock movements in one statement: the movements' trigger adds them to their items'
  -- on_hand, once per item
  if cardinality(v_movements) > 0 then
    insert into stock_movements
    select r.*
    from unnest(v_movements) o, jsonb_array_elements(o) m, jsonb_populate_record(null::stock_movements, m) r;
  end if;
  if cardinality(v_placed_orders) > 0 then
    perform opentab_record_orders_sales(v_placed_tenants, v_placed_orders);
  end if;
end $$;
