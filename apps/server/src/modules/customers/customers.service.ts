import {
  CUSTOMER_CSV_HEADER,
  CUSTOMER_MSG,
  customerCsvRow,
  POS_MSG,
  type TCustomerAdd,
  type TCustomerListQuery,
  type TCustomerListResponse,
  type TCustomerSearchResponse,
  type TCustomerUpdate,
  toCsv,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { presentCustomer, presentCustomerSearchResult } from '../../presenters/customer.ts';
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
  return (await repo.searchCustomers(ctx.db, tenantId, { term })).map(presentCustomerSearchResult);
}

/** One page of the back-office list; a page past the end is empty (with the real totals). */
export async function listCustomers(
  ctx: TAppContext,
  tenantId: string,
  query: TCustomerListQuery,
): Promise<TCustomerListResponse> {
  const [rows, totalCustomers] = await Promise.all([
    repo.listCustomers(ctx.db, tenantId, {
      filter: query.filter,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    }),
    repo.countCustomers(ctx.db, tenantId, query.filter),
  ]);
  return {
    customers: rows.map(presentCustomer),
    currentPage: query.page,
    totalPages: Math.ceil(totalCustomers / query.perPage),
    totalCustomers,
  };
}

/** Download All: every customer of the store as a CSV document (the columns of the screen's export). */
export async function customersCsv(ctx: TAppContext, tenantId: string): Promise<string> {
  const rows = await repo.listAllCustomers(ctx.db, tenantId);
  return toCsv(
    CUSTOMER_CSV_HEADER,
    rows.map((row) => customerCsvRow(presentCustomer(row))),
  );
}

/** The store's customer with this phone, else 404 (another store's phone is as unknown as a missing one). */
async function requireCustomer(ctx: TAppContext, tenantId: string, phone: string) {
  const customer = await repo.findCustomerByPhone(ctx.db, tenantId, phone);
  if (!customer) throw new AppError('NOT_FOUND', POS_MSG.customerNotFound);
  return customer;
}

/** Name, email, birth date and gender; the phone is the customer's id and stays. */
export async function updateCustomer(
  ctx: TAppContext,
  tenantId: string,
  { phone, input }: { phone: string; input: TCustomerUpdate },
): Promise<void> {
  const customer = await requireCustomer(ctx, tenantId, phone);
  await repo.updateCustomer(ctx.db, customer.id, {
    name: input.name,
    email: input.email ?? null,
    birth_date: input.birthDate ?? null,
    gender: input.gender ?? null,
    updated_at: nowIso(),
  });
}

/**
 * Refused while any order, invoice or QR order names the customer: their history stays whole and
 * attributable (docs/decisions.md). Their reservations are deleted with them.
 */
export async function deleteCustomer(ctx: TAppContext, tenantId: string, phone: string): Promise<void> {
  const customer = await requireCustomer(ctx, tenantId, phone);
  if (await repo.customerHasOrders(ctx.db, tenantId, customer.id)) {
    throw new AppError('CONFLICT', CUSTOMER_MSG.hasOrders);
  }
  await repo.deleteCustomer(ctx.db, customer.id);
}
