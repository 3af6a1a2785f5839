import { POS_MSG, type TCustomerAdd, type TCustomerSearchResponse } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { presentCustomerSearchResult } from '../../presenters/customer.ts';
import * as repo from './customers.repo.ts';

/** A customer of this store; the phone is unique per store (the unique index settles races). */
export async function addCustomer(ctx: TAppContext, tenantId: string, input: TCustomerAdd): Promise<void> {
  if (await repo.findCustomerByPhone(ctx.db, tenantId, input.phone)) {
    throw new AppError('CONFLICT', POS_MSG.customerPhoneTaken);
  }
  const id = newId();
  const now = nowIso();
  try {
    await repo.insertCustomer(ctx.db, {
      id,
      tenant_id: tenantId,
      phone: input.phone,
      name: input.name,
      email: input.email ?? null,
      birth_date: input.birthDate ?? null,
      gender: input.gender ?? null,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (await repo.findCustomerByPhone(ctx.db, tenantId, input.phone)) {
      throw new AppError('CONFLICT', POS_MSG.customerPhoneTaken);
    }
    throw error;
  }
}

/**
 * The store's customer with this phone, created with `name` when there is none (public QR checkout). An
 * existing customer keeps the name the store has for it: a diner cannot rename someone by their phone.
 */
export async function findOrCreateCustomer(
  db: TDb,
  tenantId: string,
  input: { phone: string; name: string },
) {
  const existing = await repo.findCustomerByPhone(db, tenantId, input.phone);
  if (existing) return existing;
  const now = nowIso();
  await repo.insertCustomerIfAbsent(db, {
    id: newId(),
    tenant_id: tenantId,
    phone: input.phone,
    name: input.name,
    email: null,
    birth_date: null,
    gender: null,
    created_at: now,
    updated_at: now,
  });
  const created = await repo.findCustomerByPhone(db, tenantId, input.phone);
  if (!created) throw new Error('customer vanished after insert');
  return created;
}

export async function searchCustomers(
  ctx: TAppContext,
  tenantId: string,
  term: string,
): Promise<TCustomerSearchResponse> {
  return (await repo.searchCustomers(ctx.db, tenantId, term)).map(presentCustomerSearchResult);
}
