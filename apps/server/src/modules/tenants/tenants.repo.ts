import type { TDb } from '../../db/database.ts';
import type { NewRow } from '../../db/schema.ts';

/** A tenant-owned row as its writer gives it: the tenant comes first, as its own argument. */
type TOwned<T extends 'users' | 'store_settings' | 'print_settings' | 'payment_types'> = Omit<
  NewRow<T>,
  'tenant_id'
>;

export async function insertTenant(db: TDb, tenant: NewRow<'tenants'>): Promise<void> {
  await db.insertInto('tenants').values(tenant).execute();
}

export async function insertUser(db: TDb, tenantId: string, user: TOwned<'users'>): Promise<void> {
  await db
    .insertInto('users')
    .values({ ...user, tenant_id: tenantId })
    .execute();
}

export async function insertStoreSettings(
  db: TDb,
  tenantId: string,
  settings: TOwned<'store_settings'>,
): Promise<void> {
  await db
    .insertInto('store_settings')
    .values({ ...settings, tenant_id: tenantId })
    .execute();
}

export async function insertPrintSettings(
  db: TDb,
  tenantId: string,
  settings: TOwned<'print_settings'>,
): Promise<void> {
  await db
    .insertInto('print_settings')
    .values({ ...settings, tenant_id: tenantId })
    .execute();
}

export async function insertPaymentType(
  db: TDb,
  tenantId: string,
  paymentType: TOwned<'payment_types'>,
): Promise<void> {
  await db
    .insertInto('payment_types')
    .values({ ...paymentType, tenant_id: tenantId })
    .execute();
}
