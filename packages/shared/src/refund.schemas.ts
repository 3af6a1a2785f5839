import { z } from 'zod';
import { approvalField } from './approvals.ts';
import { MAX_CURRENCY_EXPONENT } from './currencies.ts';
import { MSG, REFUND_MSG } from './messages.ts';
import { MONEY_MAX_MAJOR, readDecimalInput } from './money.ts';
import { REFUND_REASON_MAX_LENGTH } from './refund.ts';
import { zText } from './text.ts';

/** How many lines one refund may name: more than any bill has. */
const REFUND_LINES_MAX = 500;

/** A refunded amount in major units: above 0, with at most the most decimals a currency has (then the store's). */
const zRefundAmount = z
  .unknown()
  .optional()
  .transform((value, ctx): number | undefined => {
    if (value === undefined || value === null) return undefined;
    const amount = readDecimalInput(value, MAX_CURRENCY_EXPONENT, MONEY_MAX_MAJOR);
    if (amount === undefined || amount <= 0) {
      ctx.addIssue({ code: 'custom', message: REFUND_MSG.invalidAmount });
      return z.NEVER;
    }
    return amount;
  });

const ZRefundLineSchema = z.object(
  {
    orderItemId: zText(REFUND_MSG.invalidLines)
      .min(1, REFUND_MSG.invalidLines)
      .max(64, REFUND_MSG.invalidLines),
    quantity: z
      .number({ error: REFUND_MSG.invalidLines })
      .int(REFUND_MSG.invalidLines)
      .min(1, REFUND_MSG.invalidLines),
  },
  { error: REFUND_MSG.invalidLines },
);

/**
 * POST /invoices/{id}/refund (issue 23): exactly one of `lines` (order lines and how many of each) or `amount`
 * (a free amount in major units), a reason, the active payment type the money goes back with, and a manager's
 * approval when the caller is not one.
 */
export const ZRefundSchema = z
  .object(
    {
      lines: z
        .array(ZRefundLineSchema, { error: REFUND_MSG.invalidLines })
        .min(1, REFUND_MSG.invalidLines)
        .max(REFUND_LINES_MAX, REFUND_MSG.invalidLines)
        .refine(
          (lines) => new Set(lines.map((line) => line.orderItemId)).size === lines.length,
          REFUND_MSG.invalidLines,
        )
        .optional(),
      amount: zRefundAmount,
      reason: zText(REFUND_MSG.provideReason)
        .trim()
        .min(1, REFUND_MSG.provideReason)
        .max(REFUND_REASON_MAX_LENGTH, REFUND_MSG.reasonTooLong),
      paymentTypeId: zText(REFUND_MSG.selectPaymentType)
        .min(1, REFUND_MSG.selectPaymentType)
        .max(64, REFUND_MSG.selectPaymentType),
      ...approvalField,
    },
    { error: MSG.invalidRequest },
  )
  .refine((body) => (body.lines === undefined) !== (body.amount === undefined), REFUND_MSG.linesOrAmount);
export type TRefund = z.infer<typeof ZRefundSchema>;
