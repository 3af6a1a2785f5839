import type { TCustomer, TCustomerSearchResult } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { flagOf } from '../lib/flags.ts';

/** A customer as the POS picker lists it: name and phone (the spec's customer id). */
export function presentCustomerSearchResult(
  row: Pick<Row<'customers'>, 'name' | 'phone' | 'is_member' | 'points'>,
): TCustomerSearchResult {
  return { name: row.name, phone: row.phone, isMember: flagOf(row.is_member), points: Number(row.points) };
}

export type TCustomerRow = Pick<
  Row<'customers'>,
  'phone' | 'name' | 'email' | 'gender' | 'birth_date' | 'created_at' | 'updated_at' | 'is_member' | 'points'
>;

/** A customer as the back-office list shows it. */
export function presentCustomer(row: TCustomerRow): TCustomer {
  return {
    phone: row.phone,
    name: row.name,
    email: row.email,
    gender: row.gender,
    birth_date: row.birth_date,
    created_at: row.created_at,
    updated_at: row.updated_at,
    isMember: flagOf(row.is_member),
    points: Number(row.points),
  };
}
