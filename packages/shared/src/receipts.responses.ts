import { z } from 'zod';
import { ZLanguageSchema } from './i18n/languages.ts';
import { ZBillPartSchema, ZTaxByRateSchema } from './orders.responses.ts';
import { CUSTOMER_TYPES } from './pos.schemas.ts';
import { ZPosPrintSettingsSchema, ZPosStoreSettingsSchema } from './settings.responses.ts';

/** A receipt line: the stored snapshot, money in major units. */
const ZReceiptLineSchema = z.object({
  title: z.string(),
  variant: z.string().nullable(),
  addons: z.array(z.string()),
  notes: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  total: z.number(),
  /** issue 23: the line's own discount (its share of the order's is in discountTotal only), and why */
  discount: z.number(),
  discountReason: z.string().nullable(),
});
export type TReceiptLineResponse = z.infer<typeof ZReceiptLineSchema>;

/** The print settings a receipt follows (the POS's own print switch left out). */
const ZReceiptPrintSchema = ZPosPrintSettingsSchema.omit({ is_enable_print: true });

/**
 * What the /print-receipt window prints (spec 02 "Receipt print view"), from the server's stored snapshots
 * and totals; money in major units of `currency`.
 */
const ZReceiptSchema = z.object({
  /** "<token>-<YYYYMMDD>", tokens joined by "," for several orders */
  receiptNo: z.string(),
  /** beyond the spec (issue 22): the paying invoice's sequential number with its prefix; null while unpaid */
  invoiceNumber: z.string().nullable(),
  tokenNos: z.array(z.number().int()),
  /**
   * Issue 25: the token the POS printed while offline ("P-7") when the receipt is of one order made offline, so a
   * reprint shows "12 (was P-7)"; null otherwise
   */
  provisionalToken: z.string().nullable(),
  createdAt: z.string(),
  paymentType: z.string().nullable(),
  paid: z.boolean(),
  deliveryType: z.string().nullable(),
  customerType: z.enum(CUSTOMER_TYPES),
  customerName: z.string().nullable(),
  tableTitle: z.string().nullable(),
  floor: z.string().nullable(),
  lines: z.array(ZReceiptLineSchema),
  itemsTotal: z.number(),
  taxTotal: z.number(),
  /** beyond the spec (issue 22): one line per tax and rate, adding up to taxTotal */
  taxes: z.array(ZTaxByRateSchema),
  /**
   * Issue 23: every discount of the charged lines (the lines' own and the orders'); the orders' discounts
   * alone; the service charge with its percent (0 when none, or when the receipt is not its invoice's).
   */
  discountTotal: z.number(),
  orderDiscount: z.number(),
  /** issue 23: a discount given at payment on the whole bill, and its reason (0 and null when none) */
  billDiscount: z.number(),
  billDiscountReason: z.string().nullable(),
  /**
   * issue 27, on its invoice's receipt when the bill moved member points: the points redeemed and what they took
   * off (in discountTotal, not in billDiscount), the points it earned, and the member's balance when printed
   */
  pointsRedeemed: z.number().int().optional(),
  pointsDiscount: z.number().optional(),
  pointsEarned: z.number().int().optional(),
  memberPoints: z.number().int().nullable().optional(),
  serviceCharge: z.number(),
  serviceChargeRate: z.number(),
  payableTotal: z.number(),
  /** issue 23: the tip paid with the bill, on top of payableTotal (0 when none, or not its invoice's receipt) */
  tip: z.number(),
  /** issue 23: what the invoice was paid with, each type and amount (empty unless the receipt is its invoice's) */
  payments: z.array(z.object({ title: z.string(), amount: z.number() })),
  /** cash handed over and change given, when the receipt is its invoice's and an amount was typed */
  amountTendered: z.number().nullable(),
  changeDue: z.number().nullable(),
  /**
   * Split bill (issue 23): the part this receipt is of (null for the whole bill); the parts it lists (that part
   * alone, or every part of the bill; empty for a bill paid at once); what was paid of the bill by then and
   * what it still owed.
   */
  part: z.number().int().nullable(),
  parts: z.array(ZBillPartSchema),
  paidSoFar: z.number(),
  balance: z.number(),
  /**
   * issue 23: the invoice's refunds (credit notes), oldest first, each with its number, time, amount, the
   * payment type it was paid back with and why (empty unless the receipt is its invoice's)
   */
  refunds: z.array(
    z.object({
      creditNoteNumber: z.number().int(),
      createdAt: z.string(),
      amount: z.number(),
      paymentTypeTitle: z.string(),
      reason: z.string(),
    }),
  ),
  /** issue 23: what the guest paid (the total and the tip) less the refunds; null unless its paid invoice's */
  netPaid: z.number().nullable(),
  currency: z.string(),
  /** the store's IANA zone, in which the receipt shows its date and time */
  timeZone: z.string(),
  /** beyond the spec (issue 24): the store's language, which the receipt prints in whatever the screens speak */
  language: ZLanguageSchema,
  store: ZPosStoreSettingsSchema.pick({
    storeName: true,
    address: true,
    phone: true,
    email: true,
    image: true,
  }),
  print: ZReceiptPrintSchema,
  /**
   * issue 27: the public page where the guest rates this visit (the QR app's, named by the invoice's unguessable
   * token), for a receipt of its invoice while the store's QR menu is on; null otherwise
   */
  feedbackUrl: z.string().nullable(),
});
export type TReceiptResponse = z.infer<typeof ZReceiptSchema>;

/** GET /receipts/order/{id}, /receipts/orders?ids= and /receipts/invoice/{id}. */
export const ZGetReceiptResponseSchema = z.object({ receipt: ZReceiptSchema });
export type TGetReceiptResponse = z.infer<typeof ZGetReceiptResponseSchema>;
