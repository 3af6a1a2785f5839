import { z } from 'zod';
import { approvalField, voidFields } from './approvals.ts';
import { DISCOUNT_REASON_MAX_LENGTH, DISCOUNT_TYPES } from './discount.ts';
import { ZRedeemPointsSchema } from './loyalty.schemas.ts';
import { MSG } from './messages.ts';
import { decimalPlaces, MONEY_MAX_MAJOR } from './money.ts';
import { DEVICE_ID_MAX_LENGTH, OFFLINE_MSG, PROVISIONAL_TOKEN_PATTERN } from './offline.ts';
import {
  CART_MAX_LINES,
  CUSTOMER_TYPES,
  DELIVERY_TYPES,
  KITCHEN_STATUSES,
  MAX_ORDERS_PER_ACTION,
  NOTES_MAX_LENGTH,
  ORDER_ITEM_SET_STATUSES,
  POS_MSG,
  QUANTITY_MAX,
  SEARCH_TERM_MAX_LENGTH,
} from './pos.rules.ts';
import { zQueryOptional } from './query.ts';
import { SPLIT_MSG, SPLIT_SHARES_MAX, SPLIT_SHARES_MIN } from './split-bill.ts';
import { AMOUNT_TENDERED_MAX_MAJOR } from './tender.ts';
import { zText } from './text.ts';

export * from './pos.rules.ts';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A record's id in a body or a query: trimmed, 1 to 64 characters. */
export const zRecordId = zText(MSG.invalidRequest)
  .trim()
  .min(1, MSG.invalidRequest)
  .max(64, MSG.invalidRequest);
const id = zRecordId;
export const zOptionalId = z.preprocess(blankToNull, id.nullish());

/**
 * A discount as the POS sends it (issue 23): a percent (0 < p ≤ 100, three decimals) or an amount in major
 * units (its decimals are checked against the store currency by the server), with a reason.
 */
export const ZDiscountInputSchema = z
  .object(
    {
      type: z.enum(DISCOUNT_TYPES, { error: POS_MSG.invalidDiscount }),
      value: z
        .number({ error: POS_MSG.invalidDiscount })
        .finite(POS_MSG.invalidDiscount)
        .positive(POS_MSG.invalidDiscount)
        .max(MONEY_MAX_MAJOR, POS_MSG.invalidDiscount),
      reason: zText(POS_MSG.discountReasonRequired)
        .trim()
        .min(1, POS_MSG.discountReasonRequired)
        .max(DISCOUNT_REASON_MAX_LENGTH, POS_MSG.discountReasonTooLong),
    },
    { error: POS_MSG.invalidDiscount },
  )
  .refine(
    (discount) =>
      discount.type !== 'percent' || (discount.value <= 100 && (decimalPlaces(discount.value) ?? 4) <= 3),
    { message: POS_MSG.invalidDiscountPercent, path: ['value'] },
  );
export type TDiscountInput = z.infer<typeof ZDiscountInputSchema>;

/** A tip added at payment (issue 23): a percent of the bill (0–100, three decimals) or an amount, 0 or more. */
const ZTipInputSchema = z
  .object(
    {
      type: z.enum(DISCOUNT_TYPES, { error: POS_MSG.invalidTip }),
      value: z
        .number({ error: POS_MSG.invalidTip })
        .finite(POS_MSG.invalidTip)
        .min(0, POS_MSG.invalidTip)
        .max(MONEY_MAX_MAJOR, POS_MSG.invalidTip),
    },
    { error: POS_MSG.invalidTip },
  )
  .refine((tip) => tip.type !== 'percent' || (tip.value <= 100 && (decimalPlaces(tip.value) ?? 4) <= 3), {
    message: POS_MSG.invalidTipPercent,
    path: ['value'],
  });
export type TTipInput = z.infer<typeof ZTipInputSchema>;

/**
 * A cart line as the clients send it; `quantityMax` differs between the POS and the public QR cart, and only
 * the POS may discount a line.
 */
export const createCartLineSchema = (quantityMax: number, { discounts = false } = {}) =>
  z
    .object({
      id: id.optional(),
      item_id: id.optional(),
      quantity: z
        .number({ error: POS_MSG.invalidQuantity })
        .int(POS_MSG.invalidQuantity)
        .min(1, POS_MSG.invalidQuantity)
        .max(quantityMax, POS_MSG.invalidQuantity),
      notes: z.preprocess(
        blankToNull,
        zText(POS_MSG.notesTooLong, { multiline: true })
          .trim()
          .max(NOTES_MAX_LENGTH, POS_MSG.notesTooLong)
          .nullish(),
      ),
      variant_id: zOptionalId,
      addons_ids: z.array(id, { error: 'Invalid request!' }).max(50, 'Invalid request!').nullish(),
      discount: ZDiscountInputSchema.nullish(),
    })
    .refine((line) => line.id ?? line.item_id, { message: POS_MSG.itemNotFound, path: ['id'] })
    .refine((line) => discounts || !line.discount, { message: MSG.invalidRequest, path: ['discount'] })
    .transform((line) => ({
      itemId: (line.id ?? line.item_id) as string,
      quantity: line.quantity,
      notes: line.notes ?? null,
      variantId: line.variant_id ?? null,
      addonIds: [...new Set(line.addons_ids ?? [])],
      discount: line.discount ?? null,
    }));
const ZCartLineSchema = createCartLineSchema(QUANTITY_MAX, { discounts: true });
export type TCartLineInput = z.infer<typeof ZCartLineSchema>;

/** Client totals are accepted for compatibility and compared, never trusted. */
const clientTotal = z.number({ error: POS_MSG.invalidTotal }).finite(POS_MSG.invalidTotal).optional();

/**
 * A union of accepted forms answers `message`, unless a form was refused for its control characters: that
 * message says what to fix.
 */
const unionError = (message: string) => (issue: z.core.$ZodRawIssue) =>
  issue.code === 'invalid_union' &&
  issue.errors.some((branch) => branch.some((inner) => inner.message === MSG.removeControlCharacters))
    ? MSG.removeControlCharacters
    : message;

/**
 * The guest of a QR order as the spec source client sends it on when the POS places that order:
 * `{ phone: null, name: "Guest" }`. It names no customer, so it is no customer: a walk-in's order takes it,
 * an order for a customer (CUSTOMER) is refused as having none.
 */
const guestRef = z.strictObject(
  { phone: z.null(), name: zText(MSG.invalidRequest).nullish() },
  { error: POS_MSG.customerNotFound },
);

/**
 * The customer of an order as clients written against the spec's call tables send it: the phone (the
 * spec's customer id; our own id works too), the picked customer `{ phone, name }` (its phone is used), or
 * a QR order's guest (no customer).
 */
const customerRef = z.preprocess(
  blankToNull,
  z
    .union([id, z.object({ phone: id, name: zText(MSG.invalidRequest).optional() }), guestRef], {
      error: unionError(POS_MSG.customerNotFound),
    })
    .transform((customer) => (typeof customer === 'string' ? customer : customer.phone))
    .nullish(),
);

/**
 * Issue 25: what a POS adds to an order it made with no server, replayed from its outbox. The server prices it
 * with the menu version it names (when that version was current less than 24 hours before), dates it at
 * `createdAt` (its business day too) and keeps the provisional token beside the real one. Absent: a live order.
 */
export const ZOfflineOrderSchema = z.object(
  {
    /** when the cashier made the order, by the device's clock (ISO 8601 with offset) */
    createdAt: z.iso.datetime({ offset: true, error: OFFLINE_MSG.invalidOffline }),
    /** `catalogVersion` of the /pos/init the cart was priced with */
    catalogVersion: z
      .number({ error: OFFLINE_MSG.invalidOffline })
      .int(OFFLINE_MSG.invalidOffline)
      .min(0, OFFLINE_MSG.invalidOffline),
    /** the device's own id (the POS keeps one per browser) */
    deviceId: zText(OFFLINE_MSG.invalidOffline)
      .trim()
      .min(1, OFFLINE_MSG.invalidOffline)
      .max(DEVICE_ID_MAX_LENGTH, OFFLINE_MSG.invalidOffline),
    /** "P-7": what the receipt and the kitchen token printed until the real token came */
    provisionalToken: zText(OFFLINE_MSG.invalidOffline).regex(
      PROVISIONAL_TOKEN_PATTERN,
      OFFLINE_MSG.invalidOffline,
    ),
  },
  { error: OFFLINE_MSG.invalidOffline },
);
export type TOfflineOrder = z.infer<typeof ZOfflineOrderSchema>;

/** POST /pos/create-order; the paid call adds the payment type (below). */
export const ZCreateOrderSchema = z.object({
  cart: z
    .array(ZCartLineSchema, { error: POS_MSG.cartEmpty })
    .min(1, POS_MSG.cartEmpty)
    .max(CART_MAX_LINES, 'Too many lines in one order!'),
  deliveryType: z.preprocess(
    blankToNull,
    z.enum(DELIVERY_TYPES, { error: POS_MSG.invalidDeliveryType }).nullish(),
  ),
  customerType: z.enum(CUSTOMER_TYPES, { error: 'Invalid customer type!' }).default('WALKIN'),
  customerId: customerRef,
  tableId: zOptionalId,
  selectedQrOrderItem: zOptionalId,
  /** issue 25: set when the order was made offline and is replayed now */
  offline: ZOfflineOrderSchema.optional(),
  /** issue 23: the whole order's discount, after each line's own */
  discount: ZDiscountInputSchema.nullish(),
  /** issue 23: a manager's approval of a discount over the store's limit (a manager needs none) */
  ...approvalField,
  // spec 01 section 7 names the pay-and-send totals itemsTotal and payableTotal, its table netTotal and total
  itemsTotal: clientTotal,
  netTotal: clientTotal,
  taxTotal: clientTotal,
  payableTotal: clientTotal,
  total: clientTotal,
});

export type TCreateOrderInput = z.input<typeof ZCreateOrderSchema>;
export type TCreateOrder = z.infer<typeof ZCreateOrderSchema>;

const paymentTypeId = zText(POS_MSG.paymentTypeRequired)
  .trim()
  .min(1, POS_MSG.paymentTypeRequired)
  .max(64, POS_MSG.paymentTypeNotFound);

/** The payment type as `paymentTypeId`, or as the spec's clients send it: `selectedPaymentType`, an id or `{ id }`. */
const paymentTypeFields = {
  paymentTypeId: z.preprocess(blankToNull, paymentTypeId.nullish()),
  selectedPaymentType: z.preprocess(
    blankToNull,
    z
      .union([paymentTypeId, z.object({ id: paymentTypeId })], {
        error: unionError(POS_MSG.paymentTypeNotFound),
      })
      .transform((type) => (typeof type === 'string' ? type : type.id))
      .nullish(),
  ),
};

/**
 * Beyond the spec: the cash handed over, in major units, optional on both paying calls. The server checks it
 * covers the total it computes and works out the change itself; blank means none.
 */
const amountTendered = z.preprocess(
  blankToNull,
  z
    .number({ error: POS_MSG.invalidAmountTendered })
    .finite(POS_MSG.invalidAmountTendered)
    .min(0, POS_MSG.invalidAmountTendered)
    .max(AMOUNT_TENDERED_MAX_MAJOR, POS_MSG.invalidAmountTendered)
    .nullish(),
);

/** The most entries one split payment takes. */
export const PAYMENTS_MAX_ENTRIES = 10;

/**
 * Split tender (issue 23): `payments: [{ paymentTypeId, amount }]` instead of one payment type, amounts in
 * major units whose sum covers the bill and its tip; only cash may go over (the change).
 */
const payments = z
  .array(
    z.object(
      {
        paymentTypeId,
        amount: z
          .number({ error: POS_MSG.invalidPaymentAmount })
          .finite(POS_MSG.invalidPaymentAmount)
          .positive(POS_MSG.invalidPaymentAmount)
          .max(AMOUNT_TENDERED_MAX_MAJOR, POS_MSG.invalidPaymentAmount),
      },
      { error: POS_MSG.invalidPaymentAmount },
    ),
    { error: POS_MSG.invalidPaymentAmount },
  )
  .min(1, POS_MSG.paymentTypeRequired)
  .max(PAYMENTS_MAX_ENTRIES, POS_MSG.tooManyPayments)
  .nullish();
export type TPaymentEntryInput = { paymentTypeId: string; amount: number };

/**
 * Folds `selectedPaymentType` into `paymentTypeId`, which one of the two must give, unless `payments` splits
 * the bill (then its first type is the invoice's, and an amount tendered goes in the cash entries instead).
 */
function withPaymentType<
  T extends {
    paymentTypeId?: string | null;
    selectedPaymentType?: string | null;
    payments?: TPaymentEntryInput[] | null;
    amountTendered?: number | null;
  },
>(
  body: T,
  ctx: z.RefinementCtx,
): Omit<T, 'paymentTypeId' | 'selectedPaymentType'> & { paymentTypeId: string } {
  const { paymentTypeId: given, selectedPaymentType, ...rest } = body;
  if (body.payments && body.amountTendered !== null && body.amountTendered !== undefined) {
    ctx.addIssue({ code: 'custom', message: POS_MSG.paymentsWithTendered, path: ['amountTendered'] });
    return z.NEVER;
  }
  const chosen = given ?? selectedPaymentType ?? body.payments?.[0]?.paymentTypeId;
  if (!chosen) {
    ctx.addIssue({ code: 'custom', message: POS_MSG.paymentTypeRequired, path: ['paymentTypeId'] });
    return z.NEVER;
  }
  return { paymentTypeId: chosen, ...rest };
}

export const ZCreateOrderAndInvoiceSchema = ZCreateOrderSchema.extend({
  ...paymentTypeFields,
  payments,
  amountTendered,
  tip: ZTipInputSchema.nullish(),
  redeemPoints: ZRedeemPointsSchema,
}).transform(withPaymentType);
export type TCreateOrderAndInvoiceInput = z.input<typeof ZCreateOrderAndInvoiceSchema>;
export type TCreateOrderAndInvoice = z.infer<typeof ZCreateOrderAndInvoiceSchema>;

export const ZOrderIdsSchema = z.object({
  orderIds: z
    .array(id, { error: POS_MSG.noOrdersSelected })
    .min(1, POS_MSG.noOrdersSelected)
    .max(MAX_ORDERS_PER_ACTION, POS_MSG.tooManyOrders),
});

/** POST /orders/cancel: voiding orders the kitchen has started takes a reason and an approval. */
export const ZCancelOrdersSchema = ZOrderIdsSchema.extend(voidFields);

/** POST /orders/transfer (issue 23): open orders to another table, free or occupied (a merge). */
export const ZTransferOrdersSchema = ZOrderIdsSchema.extend({
  tableId: zText(POS_MSG.transferTableRequired)
    .trim()
    .min(1, POS_MSG.transferTableRequired)
    .max(64, MSG.invalidRequest),
});
export type TTransferOrders = z.infer<typeof ZTransferOrdersSchema>;

/** GET /orders and GET /kitchen: `after` is the last order id of the page before (the next-cursor header). */
export const ZOpenOrdersQuerySchema = z.object({ after: zQueryOptional(id.optional()) });

/** GET /receipts/orders?ids=a,b: the bill of several open orders (a table's rounds), comma-separated. */
export const ZReceiptOrdersQuery = z.object({
  ids: zText(POS_MSG.noOrdersSelected)
    .transform((value) => value.split(','))
    .pipe(
      z
        .array(id, { error: POS_MSG.noOrdersSelected })
        .min(1, POS_MSG.noOrdersSelected)
        .max(MAX_ORDERS_PER_ACTION, POS_MSG.tooManyOrders),
    ),
});

/** How many lines one part of a split bill may name: more than any bill has. */
const SPLIT_LINES_MAX = 500;

/**
 * Split bill (issue 23): `lines` pays only those lines of the bill (each an order line and how many of its units,
 * a whole number ≥ 1, each line once); `shares` pays the next of N equal shares of what the bill owes. One of
 * them at most; neither pays the whole (or what is left of it).
 */
const splitFields = {
  lines: z
    .array(
      z.object(
        {
          orderItemId: zText(SPLIT_MSG.invalidLines)
            .min(1, SPLIT_MSG.invalidLines)
            .max(64, SPLIT_MSG.invalidLines),
          quantity: z
            .number({ error: SPLIT_MSG.invalidLines })
            .int(SPLIT_MSG.invalidLines)
            .min(1, SPLIT_MSG.invalidLines),
        },
        { error: SPLIT_MSG.invalidLines },
      ),
      { error: SPLIT_MSG.invalidLines },
    )
    .min(1, SPLIT_MSG.invalidLines)
    .max(SPLIT_LINES_MAX, SPLIT_MSG.invalidLines)
    .refine(
      (lines) => new Set(lines.map((line) => line.orderItemId)).size === lines.length,
      SPLIT_MSG.invalidLines,
    )
    .nullish(),
  shares: z
    .number({ error: SPLIT_MSG.invalidShares })
    .int(SPLIT_MSG.invalidShares)
    .min(SPLIT_SHARES_MIN, SPLIT_MSG.invalidShares)
    .max(SPLIT_SHARES_MAX, SPLIT_MSG.invalidShares)
    .nullish(),
};
const isOneSplit = (body: { lines?: unknown; shares?: unknown }) =>
  body.lines === null || body.lines === undefined || body.shares === null || body.shares === undefined;

/**
 * Pay & Complete's summary (POST /orders/complete-order-payment-summary): the orders, and a discount given at
 * payment on the whole bill (issue 23), as Pay & Complete will charge it; with `lines`, also what those lines
 * come to, with `shares`, the N amounts of the bill's split (issue 23, split bill).
 */
export const ZPaymentSummarySchema = ZOrderIdsSchema.extend({
  discount: ZDiscountInputSchema.nullish(),
  redeemPoints: ZRedeemPointsSchema,
  ...splitFields,
}).refine(isOneSplit, SPLIT_MSG.linesOrShares);
export type TPaymentSummaryInput = z.input<typeof ZPaymentSummarySchema>;
export type TPaymentSummary = z.infer<typeof ZPaymentSummarySchema>;

/**
 * Pay & Complete: the orders, the payment type (either name) and the totals the client showed; a discount on
 * the whole bill, with a manager's approval when it is over the store's limit; with `lines` or `shares`, one
 * part of the bill (issue 23, split bill).
 */
export const ZCompleteAndPaySchema = ZOrderIdsSchema.extend({
  ...paymentTypeFields,
  discount: ZDiscountInputSchema.nullish(),
  ...approvalField,
  payments,
  amountTendered,
  tip: ZTipInputSchema.nullish(),
  redeemPoints: ZRedeemPointsSchema,
  subTotal: clientTotal,
  taxTotal: clientTotal,
  total: clientTotal,
  ...splitFields,
})
  .refine(isOneSplit, SPLIT_MSG.linesOrShares)
  .transform(withPaymentType);
export type TCompleteAndPayInput = z.input<typeof ZCompleteAndPaySchema>;
export type TCompleteAndPay = z.infer<typeof ZCompleteAndPaySchema>;

/** POST /orders/update-status/:id; a void (cancelled) of a started item takes a reason and an approval. */
export const ZOrderItemStatusSchema = z.object({
  status: z.enum(ORDER_ITEM_SET_STATUSES, { error: POS_MSG.invalidStatus }),
  ...voidFields,
});

export const ZKitchenStatusSchema = z.object({
  status: z.enum(KITCHEN_STATUSES, { error: POS_MSG.invalidStatus }),
});

/** Spec 01 section 5: 1–20 characters of digits, spaces, + _ - , . ^ * ? $ # ( ) or the tokens ext / x. */
/** Spec 01 section 5: digits, spaces and + _ - , . ^ * ? $ # ( ), or the tokens ext and x (not tabs or newlines). */
export const PHONE_PATTERN = /^(?:[\d +_\-,.^*?$#()]|ext|x){1,20}$/;
export const PHONE_MAX_LENGTH = 20;
const GENDERS = ['female', 'male', 'other'] as const;

/** UTC+14 (Kiritimati): the first place where a new date begins. */
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * A real calendar date that has begun somewhere on Earth. Neither end knows the other's time zone here, so
 * "today" is the latest date anywhere: a customer born today is never refused, whatever the store's zone
 * (comparing with the UTC date refused them just after midnight east of UTC).
 */
export function isPastOrTodayDate(value: string, now = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value <= new Date(now.getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

export const ZCustomerAddSchema = z.object({
  phone: zText(POS_MSG.providePhone)
    .trim()
    .min(1, POS_MSG.providePhone)
    .refine((v) => v.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(v), POS_MSG.provideValidPhone),
  name: zText(POS_MSG.provideName).trim().min(1, POS_MSG.provideName).max(100, POS_MSG.customerNameTooLong),
  email: z.preprocess(
    blankToNull,
    zText(POS_MSG.provideValidEmail).trim().toLowerCase().pipe(z.email(POS_MSG.provideValidEmail)).nullish(),
  ),
  birthDate: z.preprocess(
    blankToNull,
    zText(POS_MSG.birthDateInFuture)
      .trim()
      .refine((v) => isPastOrTodayDate(v), POS_MSG.birthDateInFuture)
      .nullish(),
  ),
  gender: z.preprocess(blankToNull, z.enum(GENDERS, { error: POS_MSG.invalidGender }).nullish()),
});
export type TCustomerAdd = z.infer<typeof ZCustomerAddSchema>;

export const ZCustomerSearchSchema = z.object({
  q: zText(POS_MSG.searchTermRequired)
    .trim()
    .min(1, POS_MSG.searchTermRequired)
    .max(SEARCH_TERM_MAX_LENGTH, POS_MSG.searchTermTooLong),
});
