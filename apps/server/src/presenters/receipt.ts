import { fromMinor, languageOfUser, milliToPercent, type TReceiptResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { readAddonsSnapshot } from '../lib/addons-snapshot.ts';
import { billOfLines } from '../lib/bill.ts';
import { chargedLines } from '../lib/order-lines.ts';
import { presentBillParts, type TBillPartsSource } from './bill-part.ts';
import { presentFeedbackUrl } from './feedback.ts';
import { presentInvoiceNumber } from './invoice.ts';
import { presentTaxesByRate } from './payment-summary.ts';
import { presentPosPrintSettings } from './print-setting.ts';
import { presentPosStoreSettings } from './store-setting.ts';
import { presentTendered } from './tendered.ts';

export type TReceiptSource = {
  /** the receipt's orders, oldest first (at least one) */
  orders: readonly Row<'orders'>[];
  items: readonly Row<'order_items'>[];
  /** the invoice that paid them, if one did */
  invoice: Row<'invoices'> | undefined;
  /** true when the orders are all of that invoice's orders: then the invoice's totals are printed */
  coversInvoice: boolean;
  /** what that invoice was paid with, when the receipt is its (split tender: several; each part's) */
  payments: readonly Pick<Row<'invoice_payments'>, 'part' | 'payment_type_title' | 'amount'>[];
  /** that invoice's refunds (credit notes), oldest first, when the receipt is its */
  refunds: readonly Pick<
    Row<'refunds'>,
    'credit_note_no' | 'created_at' | 'amount' | 'payment_type_title' | 'reason'
  >[];
  /** split bill: the invoice's parts (none when paid at once), and the one part this receipt is of, if one */
  parts: Omit<TBillPartsSource, 'payments' | 'items'>;
  part: number | null;
  store: Row<'store_settings'>;
  print: Row<'print_settings'>;
  /** issue 27: the server's PUBLIC_URL, on which the feedback link is built */
  publicUrl: string;
  /** issue 27: the points balance of the invoice's customer when a member (null: none) */
  memberPoints?: number | null;
};

/**
 * What a receipt prints, always from the stored snapshots and totals (the server's numbers, never the
 * client's); cancelled lines are left off and not charged.
 */
export function presentReceipt(source: TReceiptSource): TReceiptResponse {
  const { orders, invoice } = source;
  const store = presentPosStoreSettings(source.store);
  const { is_enable_print: _, ...print } = presentPosPrintSettings(source.print);
  const first = orders[0]!;
  const charged = chargedLines(source.items);
  // all of its invoice's orders: the invoice as charged (service charge included); else what the lines owe
  const bill = (source.coversInvoice && invoice) || billOfLines(charged);
  const money = (minor: number) => fromMinor(minor, store.currency);
  const ownInvoice = source.coversInvoice ? invoice : undefined;
  const refunded = source.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0);
  return {
    receiptNo: `${orders.map((o) => o.token_no).join(',')}-${first.business_day.replaceAll('-', '')}`,
    invoiceNumber: invoice ? presentInvoiceNumber(invoice) : null,
    tokenNos: orders.map((o) => o.token_no),
    // one order's: the tokens of several are joined in receiptNo, where a "was P-7" could not say whose
    provisionalToken: orders.length === 1 ? first.provisional_token : null,
    paymentType: invoice?.payment_type_title ?? null,
    paid: orders.every((o) => o.payment_status === 'paid'),
    deliveryType: first.delivery_type,
    customerType: first.customer_type,
    customerName: first.customer_name,
    tableTitle: first.table_title,
    floor: first.floor,
    lines: charged.map((item) => ({
      title: item.item_title,
      variant: item.variant_title,
      addons: readAddonsSnapshot(item.addons).map((a) => a.title),
      notes: item.notes,
      quantity: item.quantity,
      unitPrice: money(item.unit_price),
      total: money(item.unit_price * item.quantity),
      discount: money(item.line_discount),
      discountReason: item.discount_reason,
    })),
    itemsTotal: money(bill.sub_total),
    taxTotal: money(bill.tax_total),
    taxes: presentTaxesByRate(charged, store.currency, bill),
    discountTotal: money(bill.discount_total),
    orderDiscount: money(charged.reduce((sum, item) => sum + item.order_discount_share, 0)),
    // issue 27: redeemed points are shared over the lines like a bill discount, and printed apart
    billDiscount: money(
      charged.reduce((sum, item) => sum + item.bill_discount_share, 0) - (ownInvoice?.points_discount ?? 0),
    ),
    billDiscountReason: invoice?.bill_discount_reason ?? null,
    ...presentReceiptPoints(ownInvoice, source.memberPoints ?? null, store.currency),
    serviceCharge: money(bill.service_charge),
    serviceChargeRate: milliToPercent(bill.service_charge_milli),
    payableTotal: money(bill.total),
    ...presentPaidSoFar(source, bill.total, store.currency),
    // a part's receipt is dated when the part was paid
    createdAt:
      source.parts.parts.find((row) => row.part === source.part)?.created_at ??
      invoice?.created_at ??
      first.created_at,
    refunds: source.refunds.map((refund) => ({
      creditNoteNumber: Number(refund.credit_note_no),
      createdAt: refund.created_at,
      amount: money(Number(refund.amount)),
      paymentTypeTitle: refund.payment_type_title,
      reason: refund.reason,
    })),
    // what was paid (of a bill paid in parts, so far) and its tips, less what was refunded
    netPaid: ownInvoice ? money(ownInvoice.total - ownInvoice.balance + ownInvoice.tip - refunded) : null,
    currency: store.currency,
    // the store's zone: the receipt's date and time are the store's, whichever device prints it
    timeZone: store.timeZone,
    // issue 24: the receipt prints in the store's language, whoever prints it
    language: languageOfUser(null, store.language),
    store: {
      storeName: store.storeName,
      address: store.address,
      phone: store.phone,
      email: store.email,
      image: store.image,
    },
    print,
    feedbackUrl: presentFeedbackUrl(source.publicUrl, source.store, ownInvoice),
  };
}

/**
 * What a receipt says was paid: the whole bill's tip, payments, cash and change (every part's payments for a
 * bill paid in parts, each part listed with its own cash and change), or one part's alone (issue 23, split
 * bill), with what was paid of the bill by then and what it still owed. Nothing is paid on a receipt that is
 * not its invoice's.
 */
function presentPaidSoFar(source: TReceiptSource, total: number, currency: string) {
  const invoice = source.coversInvoice ? source.invoice : undefined;
  const money = (minor: number) => fromMinor(minor, currency);
  if (!invoice) {
    return {
      tip: 0,
      payments: [],
      ...presentTendered(undefined, currency),
      part: null,
      parts: [],
      paidSoFar: 0,
      balance: money(total),
    };
  }
  const parts = presentBillParts(
    { ...source.parts, payments: source.payments, items: source.items },
    currency,
  );
  const part = source.part === null ? undefined : source.parts.parts.find((row) => row.part === source.part);
  const payments = source.payments.filter((payment) => !part || payment.part === part.part);
  const paidSoFar = part
    ? source.parts.parts
        .filter((row) => row.part <= part.part)
        .reduce((sum, row) => sum + Number(row.amount), 0)
    : total - invoice.balance;
  return {
    tip: money(part ? part.tip : invoice.tip),
    payments: payments.map((payment) => ({
      title: payment.payment_type_title,
      amount: money(payment.amount),
    })),
    // a bill paid in parts lists each part's cash and change with the part
    ...presentTendered(part ?? (parts.length > 0 ? undefined : invoice), currency),
    part: part?.part ?? null,
    parts: part ? parts.filter((shown) => shown.part === part.part) : parts,
    paidSoFar: money(paidSoFar),
    balance: money(total - paidSoFar),
  };
}

/** Issue 27: what the bill did to its member's points, on its invoice's receipt; nothing when it moved none. */
function presentReceiptPoints(
  invoice: Pick<Row<'invoices'>, 'points_redeemed' | 'points_discount' | 'points_earned'> | undefined,
  memberPoints: number | null,
  currency: string,
) {
  if (!invoice || (invoice.points_redeemed === 0 && invoice.points_earned === 0 && memberPoints === null))
    return {};
  return {
    pointsRedeemed: invoice.points_redeemed,
    pointsDiscount: fromMinor(invoice.points_discount, currency),
    pointsEarned: invoice.points_earned,
    memberPoints,
  };
}
