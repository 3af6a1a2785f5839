import { fromMinor, SOURCE_LANGUAGE, SPLIT_MSG, type TBillPartResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { translate } from '../lib/translate.ts';

export type TLineTitle = { item_title: string | null; variant_title: string | null };

/** An order line's name as a credit note and a part of a bill print it: the item, then its variant. */
export function lineTitle(line: TLineTitle): string {
  const item = line.item_title ?? 'Item';
  return line.variant_title ? `${item} (${line.variant_title})` : item;
}

/** What the parts of a bill paid in parts were (issue 23, split bill), as read from their rows. */
export type TBillPartsSource = {
  parts: readonly Row<'invoice_parts'>[];
  payments: readonly Pick<Row<'invoice_payments'>, 'part' | 'payment_type_title' | 'amount'>[];
  lines: readonly Pick<Row<'invoice_part_lines'>, 'part' | 'order_item_id' | 'quantity' | 'amount'>[];
  items: readonly Pick<Row<'order_items'>, 'id' | 'item_title' | 'variant_title'>[];
};

/** The parts of a bill, oldest first, each with its share, payments, cash and change, and lines. */
export function presentBillParts(source: TBillPartsSource, currency: string): TBillPartResponse[] {
  const money = (minor: number | null) => (minor === null ? null : fromMinor(Number(minor), currency));
  const items = new Map(source.items.map((item) => [item.id, item]));
  return source.parts.map((part) => ({
    part: part.part,
    share:
      part.share_no !== null && part.shares !== null
        ? // a field of the answer, not its message: English, as the API has always answered it
          translate(SOURCE_LANGUAGE, SPLIT_MSG.shareTitle, { share: part.share_no, shares: part.shares })
        : null,
    createdAt: part.created_at,
    amount: fromMinor(Number(part.amount), currency),
    tip: fromMinor(Number(part.tip), currency),
    payments: source.payments
      .filter((payment) => payment.part === part.part)
      .map((payment) => ({
        title: payment.payment_type_title,
        amount: fromMinor(Number(payment.amount), currency),
      })),
    amountTendered: money(part.amount_tendered),
    changeDue: money(part.change_due),
    lines: source.lines
      .filter((line) => line.part === part.part)
      .map((line) => {
        const item = items.get(line.order_item_id);
        return {
          title: item ? lineTitle(item) : 'Item',
          quantity: Number(line.quantity),
          amount: fromMinor(Number(line.amount), currency),
        };
      }),
  }));
}
