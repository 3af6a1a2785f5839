import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Issue 26. A customer display paired with one POS terminal.
 *
 * - `display_pairing_codes`: the 6-digit codes a POS shows, each bound to the POS's signed-in device, valid 10
 *   minutes and deleted when used (single use). Unique per store, so an entered code names one POS.
 * - `display_pairings`: which display device mirrors which POS device. One display per POS and one POS per
 *   display (a new pairing of either replaces its old one); the server relays a POS's cart to its display's
 *   sockets only. Both rows go with their devices' tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('display_pairing_codes')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('pos_device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('display_pairing_codes_pk', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('display_pairings')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('pos_device_id', 'text', (c) => c.primaryKey().references('devices.id').onDelete('cascade'))
    .addColumn('display_device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('display_pairings_display')
    .unique()
    .on('display_pairings')
    .columns(['display_device_id'])
    .execute();
}
