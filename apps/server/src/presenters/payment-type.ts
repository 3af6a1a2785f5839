import type { TPaymentTypeResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { flagOf } from '../lib/flags.ts';

export function presentPaymentType(
  row: Pick<Row<'payment_types'>, 'id' | 'title' | 'is_active'>,
): TPaymentTypeResponse {
  return { id: row.id, title: row.title, is_active: flagOf(row.is_active) };
}
