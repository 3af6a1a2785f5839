import { z } from 'zod';
import { approvalField } from './approvals.ts';
import { MAX_CURRENCY_EXPONENT } from './currencies.ts';
import { SHIFT_MSG } from './messages.ts';
import { MONEY_MAX_MAJOR, readDecimalInput } from './money.ts';
import { zText } from './text.ts';

/**
 * Shifts, the drawer and the X and Z reports (issue 23): a cashier's shift opens with a float, takes cash in
 * and out with a reason, shows its running figures (X report) and closes with a count that becomes the store's
 * next Z report. Amounts are in the store currency's major units, like every amount on the wire; the server
 * checks the currency's decimals with the same message.
 */

export const SHIFT_REASON_MAX_LENGTH = 200;
/** How many payment types a count may name: far more than a store has. */
const COUNTED_MAX_LINES = 100;

/** A drawer amount in major units: a non-negative decimal with at most the most decimals a currency has. */
const zDrawerAmount = (message: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): number => {
      const amount = readDecimalInput(value, MAX_CURRENCY_EXPONENT, MONEY_MAX_MAJOR);
      if (amount === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return amount;
    });

const body = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { error: SHIFT_MSG.invalidRequest });

export const ZOpenShiftSchema = body({ openingFloat: zDrawerAmount(SHIFT_MSG.invalidOpeningFloat) });
export type TOpenShift = z.infer<typeof ZOpenShiftSchema>;

export const CASH_MOVEMENT_TYPES = ['in', 'out'] as const;
export type TCashMovementType = (typeof CASH_MOVEMENT_TYPES)[number];

export const ZCashMovementSchema = body({
  type: z.enum(CASH_MOVEMENT_TYPES, { error: SHIFT_MSG.selectCashMovementType }),
  amount: zDrawerAmount(SHIFT_MSG.invalidCashAmount).refine(
    (amount) => amount > 0,
    SHIFT_MSG.invalidCashAmount,
  ),
  reason: zText(SHIFT_MSG.provideCashReason)
    .trim()
    .min(1, SHIFT_MSG.provideCashReason)
    .max(SHIFT_REASON_MAX_LENGTH, SHIFT_MSG.cashReasonTooLong),
});
export type TCashMovement = z.infer<typeof ZCashMovementSchema>;

/**
 * POST /shifts/no-sale: the drawer opened without a sale (change for a customer, a cash check). A manager
 * approves it (a manager opening it needs nobody else); it is recorded with its reason.
 */
export const ZNoSaleSchema = body({
  reason: zText(SHIFT_MSG.provideCashReason)
    .trim()
    .min(1, SHIFT_MSG.provideCashReason)
    .max(SHIFT_REASON_MAX_LENGTH, SHIFT_MSG.cashReasonTooLong),
  ...approvalField,
});
export type TNoSale = z.infer<typeof ZNoSaleSchema>;

export const ZCloseShiftSchema = body({
  counted: z
    .array(
      z.object(
        {
          paymentTypeId: zText(SHIFT_MSG.invalidCount)
            .min(1, SHIFT_MSG.invalidCount)
            .max(64, SHIFT_MSG.invalidCount),
          amount: zDrawerAmount(SHIFT_MSG.invalidCount),
        },
        { error: SHIFT_MSG.invalidCount },
      ),
      { error: SHIFT_MSG.invalidCount },
    )
    .max(COUNTED_MAX_LINES, SHIFT_MSG.invalidCount)
    .refine(
      (lines) => new Set(lines.map((line) => line.paymentTypeId)).size === lines.length,
      SHIFT_MSG.countedTwice,
    ),
});
export type TCloseShift = z.infer<typeof ZCloseShiftSchema>;

/** GET /z-reports/:number: a store's Z report by its number (1, 2, 3…). */
export const ZZReportParamsSchema = z.object({
  number: z.coerce
    .number({ error: SHIFT_MSG.invalidRequest })
    .int(SHIFT_MSG.invalidRequest)
    .min(1, SHIFT_MSG.invalidRequest)
    .max(Number.MAX_SAFE_INTEGER, SHIFT_MSG.invalidRequest),
});

/** The Z report list shows the newest this many; older ones stay reachable by number. */
export const Z_REPORT_LIST_LIMIT = 500;
