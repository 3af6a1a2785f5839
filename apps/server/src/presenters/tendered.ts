import { fromMinor } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

/** An invoice's tendered amount and change, minor units (both null when no amount was typed). */
export type TTendered = Pick<Row<'invoices'>, 'amount_tendered' | 'change_due'>;

/** The tendered fields of a paying call's answer and of a receipt, in major units. */
export function presentTendered(tendered: TTendered | undefined, currency: string) {
  const money = (minor: number | null | undefined) =>
    minor === null || minor === undefined ? null : fromMinor(minor, currency);
  return { amountTendered: money(tendered?.amount_tendered), changeDue: money(tendered?.change_due) };
}
