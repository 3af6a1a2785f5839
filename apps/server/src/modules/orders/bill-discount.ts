import {
  DiscountTooLargeError,
  fromMinor,
  isOverDiscountLimit,
  POS_MSG,
  type TDiscountInput,
} from '@opentab/shared';
import type { TDb } from '../../db/database.ts';
import { discountBillLines } from '../../lib/bill.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type TAuditActor } from '../audit-trail/audit-trail.service.ts';
import type { TOrderItemRow } from './orders.repo.ts';
import * as repo from './orders.repo.ts';
import { discountValue } from './placement/order-rules.ts';

/*
 * A discount given at payment on a whole bill (issue 23): Pay & Complete and its summary take `discount` as
 * the POS does, shared over the bill's charged lines, which are taxed again on what is left (docs/money.md).
 */

/** The bill's lines with the discount (none: as they are), what it took off and what it discounted. */
export function withBillDiscount(
  items: readonly TOrderItemRow[],
  discount: TDiscountInput | null | undefined,
  currency: string,
) {
  if (!discount) return { items, off: 0, base: 0 };
  try {
    return discountBillLines(items, discountValue(discount, currency));
  } catch (error) {
    if (error instanceof DiscountTooLargeError) throw new AppError('VALIDATION', POS_MSG.discountTooLarge);
    throw error;
  }
}

/** Whether the discount needs a manager: more than the store's limit (percent × 1000) of what it discounts. */
export const isBillDiscountOverLimit = (bill: { off: number; base: number }, limitMilli: number) =>
  bill.off > 0 && isOverDiscountLimit(bill.off, bill.base, limitMilli);

/**
 * In the payment's transaction: the re-priced lines stored, and the discount appended to the audit log as
 * every discount is (`order.discount`), named by the invoice it was given on.
 */
export async function storeBillDiscount(
  trx: TDb,
  actor: TAuditActor,
  bill: {
    items: readonly TOrderItemRow[];
    discount: TDiscountInput;
    off: number;
    currency: string;
    invoice: string;
  },
): Promise<void> {
  await repo.updateLineMoney(trx, actor.tenantId, bill.items);
  await recordAudit(trx, actor, {
    action: 'order.discount',
    subject: `Invoice ${bill.invoice}`,
    after: {
      amount: fromMinor(bill.off, bill.currency),
      reasons: bill.discount.reason,
      orderIds: [...new Set(bill.items.map((item) => item.order_id))].join(','),
    },
  });
}
