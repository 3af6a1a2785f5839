import type { TCustomerSearchResult } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

/** A customer as the POS picker lists it: name and phone (the spec's customer id). */
export function presentCustomerSearchResult(
  row: Pick<Row<'customers'>, 'name' | 'phone'>,
): TCustomerSearchResult {
  return { name: row.name, phone: row.phone };
}
