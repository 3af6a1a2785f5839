import { POS_MSG, type TCustomerAdd } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import * as repo from './customers.repo.ts';

/** A customer of this store; the phone is unique per store (the unique index settles races). */
export async function addCustomer(ctx: TAppContext, tenantId: string, input: TCustomerAdd) {
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
  return { id, phone: input.phone, name: input.name };
}

export function searchCustomers(ctx: TAppContext, tenantId: string, term: string) {
  return repo.searchCustomers(ctx.db, tenantId, term);
}
