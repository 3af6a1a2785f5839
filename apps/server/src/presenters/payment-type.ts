import type { TPaymentTypeResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { flagOf } from '../lib/flags.ts';

export function presentPaymentType(
  row: Pick<Row<'payment_types'>, 'id' | 'title' | 'is_active' | 'is_cash'>,
): TPaymentTypeResponse {
  return { id: row.id, title: row.title, is_active: flagOf(row.is_active), isCash: flagOf(row.is_cash) };
}
