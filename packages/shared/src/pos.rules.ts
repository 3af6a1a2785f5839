// Limits, enumerations and messages of the order rules: plain values without zod, so a screen can show them
// (the POS, the Orders screen) without downloading the validation library. pos.schemas.ts re-exports them.

/** Limits of the order rules, shared by the POS, the QR cart and the server. */
export const NOTES_MAX_LENGTH = 100;
export const QUANTITY_MAX = 999;
export const CART_MAX_LINES = 200;
/** Orders one Cancel, Complete, payment or receipt may cover (a busy table's rounds fit many times over). */
export const MAX_ORDERS_PER_ACTION = 100;
export const SEARCH_TERM_MAX_LENGTH = 100;
export const DELIVERY_TYPES = ['dinein', 'delivery', 'takeaway'] as const;
export type TDeliveryType = (typeof DELIVERY_TYPES)[number];
export const CUSTOMER_TYPES = ['WALKIN', 'CUSTOMER'] as const;
export const ORDER_ITEM_STATUSES = ['created', 'preparing', 'completed', 'delivered', 'cancelled'] as const;
export type TOrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];
/** What the Orders screen sets an item to: any status but created. */
export const ORDER_ITEM_SET_STATUSES = [
  'preparing',
  'completed',
  'delivered',
  'cancelled',
] as const satisfies readonly TOrderItemStatus[];
export type TOrderItemSetStatus = (typeof ORDER_ITEM_SET_STATUSES)[number];
/** The kitchen's two moves: Start Making (created → preparing) and Complete (preparing → completed). */
export const KITCHEN_STATUSES = ['preparing', 'completed'] as const satisfies readonly TOrderItemStatus[];
export type TKitchenStatus = (typeof KITCHEN_STATUSES)[number];
export const ORDER_STATUSES = ['created', 'completed', 'cancelled'] as const;
/** 'partial': its bill is being paid in parts (issue 23, split bill) */
export const PAYMENT_STATUSES = ['pending', 'partial', 'paid'] as const;

export const POS_MSG = {
  cartEmpty: 'Cart is empty!',
  tableRequired: 'Please select a table for Dine-In!',
  invalidQuantity: 'Invalid quantity!',
  notesTooLong: `Notes can be at most ${NOTES_MAX_LENGTH} characters!`,
  paymentTypeRequired: 'Please select payment type!',
  itemNotFound: 'Item not found!',
  variantNotFound: 'Variant not found!',
  addonNotFound: 'Addon not found!',
  customerNotFound: 'Customer not found!',
  customerRequired: 'Please select customer!',
  tableNotFound: 'Table not found!',
  paymentTypeNotFound: 'Payment type not found!',
  invalidAmountTendered: 'Invalid amount tendered!',
  invalidDiscount: 'Enter a discount greater than 0!',
  invalidDiscountPercent: 'A percent discount must be more than 0 and at most 100, with at most 3 decimals!',
  invalidDiscountAmount: 'Invalid discount amount for the store currency!',
  discountReasonRequired: 'Give a reason for the discount!',
  discountReasonTooLong: 'The discount reason is too long!',
  discountTooLarge: 'A discount cannot be more than what it discounts!',
  invalidTip: 'Enter a tip of 0 or more!',
  invalidPaymentAmount: 'Enter an amount above 0 for each payment!',
  tooManyPayments: 'Split a bill over at most 10 payments!',
  paymentsWithTendered: 'With split payments, the cash handed over is the cash payment amount!',
  paymentsShort: 'The payments do not cover the bill!',
  paymentsOverpaid: 'Only cash can be more than the bill: the change comes from the cash!',
  invalidTipPercent: 'A percent tip must be from 0 to 100, with at most 3 decimals!',
  invalidTipAmount: 'Invalid tip amount for the store currency!',
  amountTenderedTooLow: 'Amount tendered is less than the total!',
  /** issue 22: only a cash payment type takes an amount tendered (and gives change) */
  amountTenderedCashOnly: 'Amount tendered is for cash payments only!',
  invalidTotal: 'Invalid total!',
  invalidDeliveryType: 'Invalid dining option!',
  invalidStatus: 'Invalid status!',
  orderSent: 'Order sent to Kitchen!',
  /** after a send the server priced otherwise than the POS showed (a menu change the POS had not loaded); `{ total }` */
  orderChargedOtherwise: 'Menu prices changed! This order was charged {total}.',
  itemStatusUpdated: 'Order Item status successfully updated!',
  ordersCancelled: 'Order cancelled!',
  ordersCompleted: 'Order completed!',
  /** issue 23: a table move (onto a free table, or merging onto an occupied one); ordersMoved's values `{ table }` */
  transferTableRequired: 'Please select the table to move to!',
  ordersMoved: 'Moved to {table}!',
  orderPaid: 'Payment collected, order completed!',
  orderClosed: 'Order is already closed!',
  orderPaidAlready: 'Order is already paid!',
  /** the payment included the item; taking it back would be a refund, which the product does not do */
  paidItemNotCancellable: 'This order is paid! Its items can no longer be cancelled.',
  /** issue 23: a paid order is refunded, never cancelled */
  paidOrderNotCancellable: 'This order is paid! It can no longer be cancelled.',
  noOrdersSelected: 'Please select orders!',
  tooManyOrders: `Select at most ${MAX_ORDERS_PER_ACTION} orders at once!`,
  /** after Pay & Complete the server charged otherwise than its summary showed (an item changed meanwhile); `{ total }` */
  paymentChargedOtherwise: 'The orders changed! This payment was charged {total}.',
  kitchenMoveRefused: 'This item cannot move to that status!',
  qrOrderTaken: 'This QR order was already accepted!',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different request!',
  orderSentBefore:
    'This order was already sent before it was changed! Check the Orders screen before sending it again.',
  searchTermRequired: 'Please provide a search term!',
  searchTermTooLong: `Search term must be at most ${SEARCH_TERM_MAX_LENGTH} characters!`,
  customerAdded: 'Customer added!',
  customerPhoneTaken: 'Customer with this phone already exists!',
  providePhone: "Please Provide Customer's Phone!",
  provideName: "Please Provide Customer's Name!",
  provideValidEmail: 'Please Provide Valid Email!',
  provideValidPhone: 'Please provide valid phone no.!',
  customerNameTooLong: "Customer's name can be at most 100 characters!",
  birthDateInFuture: "Birth date can't be in the future!",
  invalidGender: 'Invalid gender!',
} as const;
