import { milliToPercent, type TTaxResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

export function presentTax(row: Pick<Row<'taxes'>, 'id' | 'title' | 'rate_milli' | 'type'>): TTaxResponse {
  return { id: row.id, title: row.title, rate: milliToPercent(row.rate_milli), type: row.type };
}
