import { z } from 'zod';
import { ZMessageResponseSchema } from './common.responses.ts';
import { LIST_PAGE_HEADERS, OPEN_ORDERS_COUNT_LIMIT, OPEN_ORDERS_PAGE_SIZE } from './list-page.ts';
import { ZTenderedResponseFields } from './pos.responses.ts';
import { CUSTOMER_TYPES, ORDER_ITEM_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './pos.schemas.ts';
import { TAX_TYPES } from './tax.ts';

/**
 * Answers of the Orders and Kitchen screens (spec 01 sections 3 and 7). Money is in major units of the
 * store's currency; every figure comes from the lines' stored snapshots, never from today's menu.
 */

/** How a capped list's headers read in the OpenAPI document (`.meta({ headers })` of its answer). */
export const LIST_PAGE_HEADERS_DOC = {
  [LIST_PAGE_HEADERS.totalCount]: {
    type: 'integer',
    description: `How many the whole list holds (every page), counted up to a limit (${OPEN_ORDERS_COUNT_LIMIT} for open orders): that value means as many or more.`,
  },
  [LIST_PAGE_HEADERS.hasMore]: {
    type: 'string',
    enum: ['true', 'false'],
    description: 'true when more follow this page.',
  },
  [LIST_PAGE_HEADERS.nextCursor]: {
    type: 'string',
    description: 'Only when more follow: the `after` query value of the next page.',
  },
};

/** An addon as it was priced when ordered. */
const ZOrderAddonSchema = z.object({ id: z.string(), title: z.string(), price: z.number() });

/**
 * Spec 01 "Order item", plus its unit price and line total (unit price × quantity, tax as priced); `price` is
 * the unit price again, the name the spec source client's receipts and payment summary read.
 */
const ZOrderItemSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  item_id: z.string().nullable(),
  item_title: z.string(),
  variant_id: z.string().nullable(),
  variant_title: z.string().nullable(),
  variant_price: z.number().nullable(),
  addons: z.array(ZOrderAddonSchema),
  quantity: z.number().int(),
  unit_price: z.number(),
  price: z.number(),
  line_total: z.number(),
  notes: z.string().nullable(),
  status: z.enum(ORDER_ITEM_STATUSES),
  /** ISO time the item was ordered */
  date: z.string(),
});
export type TOrderItemResponse = z.infer<typeof ZOrderItemSchema>;

/**
 * Where an order was placed, as the answers about an order, its invoice or a QR order name it (spec 01, 02):
 * how it is served and for whom, and at which table (its title and floor as they were then). Each answer
 * spreads the two parts where its fields stand, so its field order, and its bytes, stay the spec's.
 */
export const ZOrderServingFields = z.object({
  /** dinein, delivery, takeaway (the spec: "dinein or other values") */
  delivery_type: z.string().nullable(),
  customer_type: z.enum(CUSTOMER_TYPES),
  /** null for a walk-in; the customer's id on orders and invoices, their phone on QR orders (spec's id) */
  customer_id: z.string().nullable(),
});
export const ZOrderTableFields = z.object({
  table_id: z.string().nullable(),
  table_title: z.string().nullable(),
  floor: z.string().nullable(),
});

/** Spec 01 "Order"; its totals are what it owes now (cancelled lines left out). */
const ZOrderSchema = z.object({
  id: z.string(),
  /** ISO time the order was taken */
  date: z.string(),
  token_no: z.number().int(),
  /** the store's business day the token counts in (YYYY-MM-DD) */
  business_day: z.string(),
  /** issue 25: the token its POS printed while offline ("P-7"), shown beside the real one; null for a live order */
  provisional_token: z.string().nullable(),
  ...ZOrderServingFields.shape,
  customer_name: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  ...ZOrderTableFields.shape,
  items_total: z.number(),
  tax_total: z.number(),
  payable_total: z.number(),
  items: z.array(ZOrderItemSchema),
});
export type TOrderResponse = z.infer<typeof ZOrderSchema>;

/** Spec 01 "Kitchen order group": one card of the Orders screen. */
const ZOrderGroupSchema = z.object({
  /** null for the card of one order without a table ("Dine Out / Delivery") */
  table_id: z.string().nullable(),
  table_title: z.string(),
  floor: z.string().nullable(),
  orders: z.array(ZOrderSchema),
  order_ids: z.array(z.string()),
});
export type TOrderGroupResponse = z.infer<typeof ZOrderGroupSchema>;

/** GET /orders: a bare list of order groups (one page of open orders: see OPEN_ORDERS_PAGE_SIZE). */
export const ZListOrderGroupsResponseSchema = z.array(ZOrderGroupSchema).meta({
  description: `The ${OPEN_ORDERS_PAGE_SIZE} oldest open orders (or the page after \`after\`) as order groups.`,
  headers: LIST_PAGE_HEADERS_DOC,
});
export type TListOrderGroupsResponse = z.infer<typeof ZListOrderGroupsResponseSchema>;

/** A kitchen item (issue 26): the station that makes it, by its menu item's category now (null: no stations). */
const ZKitchenItemSchema = ZOrderItemSchema.extend({ station_id: z.string().nullable() });

/**
 * A kitchen ticket (issue 26): the stations of its items still in play (not voided), each done when all its
 * items are made or beyond, and its target prep time (the largest of its items' categories' target, else
 * KITCHEN_DEFAULT_PREP_MINUTES).
 */
const ZKitchenOrderSchema = ZOrderSchema.extend({
  items: z.array(ZKitchenItemSchema),
  stations: z.array(z.object({ id: z.string(), name: z.string(), done: z.boolean() })),
  target_minutes: z.number().int(),
});
export type TKitchenOrderResponse = z.infer<typeof ZKitchenOrderSchema>;

/** GET /kitchen: a bare list of orders with only the items still to make (of one station with `station`). */
export const ZListKitchenOrdersResponseSchema = z.array(ZKitchenOrderSchema).meta({
  description: `The ${OPEN_ORDERS_PAGE_SIZE} oldest open orders with something to make (or the page after \`after\`).`,
  headers: LIST_PAGE_HEADERS_DOC,
});
export type TListKitchenOrdersResponse = z.infer<typeof ZListKitchenOrdersResponseSchema>;

/**
 * One tax of a bill (issue 22): title, rate (percent) and type as charged, and its amount in major units. A
 * receipt and an invoice print one line each.
 */
export const ZTaxByRateSchema = z.object({
  title: z.string(),
  rate: z.number(),
  type: z.enum(TAX_TYPES),
  amount: z.number(),
});
export type TTaxByRateResponse = z.infer<typeof ZTaxByRateSchema>;

/**
 * POST /orders/complete-order-payment-summary: what the orders owe, and the orders themselves with the lines
 * charged (cancelled ones left off), enough to print a bill from.
 */
/**
 * An order of a bill as its payment summary lists it: each charged line also says (issue 23, split bill) how
 * many of its units are paid (`paidQuantity`) and what the whole line comes to on the bill, its share of the
 * service charge included (`billAmount`: the lines' billAmounts add up to the total).
 */
const ZBillOrderSchema = ZOrderSchema.extend({
  items: z.array(ZOrderItemSchema.extend({ paidQuantity: z.number().int(), billAmount: z.number() })),
});

export const ZPaymentSummaryResponseSchema = z.object({
  subtotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  /** beyond the spec (issue 22): the tax per tax and rate, adding up to taxTotal (tax.ts taxesByRate) */
  taxes: z.array(ZTaxByRateSchema),
  orders: z.array(ZBillOrderSchema),
  /**
   * Issue 23: every discount of the charged lines; the service charge (its tax is in taxTotal) and its
   * percent (serviceChargeTotal is the name the spec source system's client reads); what is tipped, paid and
   * left to pay of the bill.
   */
  discountTotal: z.number(),
  serviceChargeTotal: z.number(),
  serviceChargeRate: z.number(),
  tip: z.number(),
  paid: z.number(),
  balance: z.number(),
  /**
   * Split bill (issue 23): the invoice of a bill being paid in parts (null before its first part); what the
   * asked part comes to before any tip (the lines sent, the next share, or the balance); the N amounts of the
   * split when `shares` was sent (the running split's, or the balance's in N); the running split's N (null
   * while none) and how many of its shares are paid.
   */
  invoiceId: z.string().nullable(),
  amountDue: z.number(),
  shares: z.array(z.number()).nullable(),
  splitShares: z.number().int().nullable(),
  sharesPaid: z.number().int(),
  /** issue 27: the member points redeemed on this bill and what they take off it (inside discountTotal) */
  pointsRedeemed: z.number().int(),
  pointsDiscount: z.number(),
  /** issue 27: the points balance of the bill's customer when a member (null: none), to offer redeeming them */
  memberPoints: z.number().int().nullable(),
});
export type TPaymentSummaryResponse = z.infer<typeof ZPaymentSummaryResponseSchema>;

/**
 * One part of a bill paid in parts (issue 23, split bill), as its receipt and its invoice list it: its number,
 * "Share k of N" for a share (null for lines or the rest), when, what it paid of the bill and its tip, its
 * payments (split tender) with the cash handed over and the change, and for a part of lines what it paid of each.
 */
export const ZBillPartSchema = z.object({
  part: z.number().int(),
  share: z.string().nullable(),
  createdAt: z.string(),
  amount: z.number(),
  tip: z.number(),
  payments: z.array(z.object({ title: z.string(), amount: z.number() })),
  amountTendered: z.number().nullable(),
  changeDue: z.number().nullable(),
  lines: z.array(z.object({ title: z.string(), quantity: z.number().int(), amount: z.number() })),
});
export type TBillPartResponse = z.infer<typeof ZBillPartSchema>;

/** POST /orders/complete-and-pay-order: the spec's message, the invoice written and the total it charged. */
export const ZCompleteAndPayResponseSchema = ZMessageResponseSchema.extend({
  invoiceId: z.string(),
  total: z.number(),
  ...ZTenderedResponseFields,
  /**
   * Split bill (issue 23): the part this payment was (1 for a bill paid at once; its receipt is
   * GET /receipts/invoice/{id}/parts/{part}), what it paid of the bill before its tip, and what the bill still owes.
   */
  part: z.number().int(),
  amount: z.number(),
  balance: z.number(),
});
export type TCompleteAndPayResponse = z.infer<typeof ZCompleteAndPayResponseSchema>;
