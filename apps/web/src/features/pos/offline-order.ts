import {
  businessDay,
  changeDue,
  discountValueOf,
  fromMinor,
  milliToPercent,
  percentToMilli,
  priceDiscountedCart,
  type TCreateOrderAndInvoiceInput,
  type TCreateOrderInput,
  type TPosInitResponse,
  type TReceiptResponse,
  type TSessionUser,
  taxesByRate,
  tipAmount,
  toMinor,
} from '@opentab/shared';
import { deviceId } from '../../lib/offline/device';
import type { TNewEntry } from '../../lib/offline/outbox-store';
import { lineInput, type TCartLine, type TPosTotals } from './cart';
import type { TSendOrder } from './pos-api';

/** What the POS knew when the cashier confirmed an order it could not send (issue 25). */
export type TOfflineOrder = {
  order: TSendOrder;
  /** the key of a live send that got no answer: the entry keeps it, and that body as its first body */
  sentLiveWith: string | null;
  data: TPosInitResponse;
  cart: TCartLine[];
  totals: TPosTotals;
  customerName: string | null;
  user: TSessionUser;
  tenantId: string;
  now: Date;
};

/**
 * The receipt this device prints for an order it made offline, from the prices it showed (the shared rules
 * the server applies too): the same shape as the server's, with the provisional token for its number.
 */
function offlineReceipt(offline: TOfflineOrder, provisionalToken: string): TReceiptResponse {
  const { data, cart, totals, now } = offline;
  const { currency, timeZone } = data.storeSettings;
  const major = (minor: number) => fromMinor(minor, currency);
  const body = offline.order.body;
  const paid = offline.order.mode === 'pay';
  const payment: Partial<TCreateOrderAndInvoiceInput> = paid ? offline.order.body : {};
  const discountOf = (discount: TCartLine['discount']) =>
    discount ? discountValueOf(discount, currency) : null;
  const priced = priceDiscountedCart(
    cart.map((line) => ({ ...lineInput(line, currency), discount: discountOf(line.discount) ?? null })),
    discountOf(body.discount ?? null) ?? null,
  );
  const lineTaxes = cart.map((line, index) => ({
    title: line.item.tax_title,
    rateMilli: line.item.tax_rate === null ? null : percentToMilli(line.item.tax_rate),
    type: line.item.tax_type,
    tax: priced.lines[index]?.tax ?? 0,
  }));
  const serviceCharge = paid ? totals.serviceCharge : 0;
  const serviceTax = paid ? totals.serviceChargeTax : 0;
  const taxes = taxesByRate(lineTaxes).map((tax) => ({
    title: tax.title,
    rate: milliToPercent(tax.rateMilli),
    type: tax.type,
    amount: major(tax.amount),
  }));
  if (serviceTax > 0 && data.serviceCharge.taxRate !== null)
    taxes.push({ title: '', rate: data.serviceCharge.taxRate, type: 'exclusive', amount: major(serviceTax) });
  const payableMinor = paid ? totals.billTotal : totals.payableTotal;
  const tip = payment.tip ? discountValueOf(payment.tip, currency) : null;
  const tipMinor = tip ? tipAmount(payableMinor, tip) : 0;
  const typeTitle = (id: unknown) => data.paymentTypes.find((type) => type.id === id)?.title ?? '';
  const tenderedMinor =
    typeof payment.amountTendered === 'number' ? toMinor(payment.amountTendered, currency) : null;
  const table = data.storeTables.find((candidate) => candidate.id === body.tableId);
  return {
    // the server's receipt number: the token and the business day without dashes
    receiptNo: `${provisionalToken}-${businessDay(now, timeZone).replaceAll('-', '')}`,
    invoiceNumber: null,
    tokenNos: [],
    provisionalToken,
    createdAt: now.toISOString(),
    paymentType: paid ? typeTitle(payment.paymentTypeId ?? payment.payments?.[0]?.paymentTypeId) : null,
    paid,
    deliveryType: (body.deliveryType as string | null | undefined) ?? null,
    customerType: body.customerType ?? 'WALKIN',
    customerName: offline.customerName,
    tableTitle: table?.table_title ?? null,
    floor: table?.floor ?? null,
    lines: cart.map((line, index) => ({
      title: line.item.title,
      variant: line.variant?.title ?? null,
      addons: line.addons.map((addon) => addon.title),
      notes: line.notes,
      quantity: line.quantity,
      unitPrice: major(lineInput(line, currency).unitPrice),
      total: major(priced.lines[index]?.amount ?? 0),
      discount: major(priced.lines[index]?.lineDiscount ?? 0),
      discountReason: line.discount?.reason ?? null,
    })),
    itemsTotal: major(totals.itemsTotal),
    taxTotal: major(paid ? totals.taxTotal : totals.taxTotal - totals.serviceChargeTax),
    taxes,
    discountTotal: major(totals.discountTotal),
    orderDiscount: major(priced.lines.reduce((sum, line) => sum + line.orderDiscountShare, 0)),
    billDiscount: 0,
    billDiscountReason: null,
    serviceCharge: major(serviceCharge),
    serviceChargeRate: paid && serviceCharge > 0 ? data.serviceCharge.rate : 0,
    payableTotal: major(payableMinor),
    tip: major(tipMinor),
    payments: payment.payments
      ? payment.payments.map((entry) => ({ title: typeTitle(entry.paymentTypeId), amount: entry.amount }))
      : [],
    amountTendered: tenderedMinor === null ? null : major(tenderedMinor),
    changeDue: tenderedMinor === null ? null : major(changeDue(tenderedMinor, payableMinor + tipMinor) ?? 0),
    part: null,
    parts: [],
    paidSoFar: paid ? major(payableMinor) : 0,
    balance: paid ? 0 : major(payableMinor),
    refunds: [],
    netPaid: paid ? major(payableMinor + tipMinor) : null,
    currency,
    timeZone,
    language: data.storeSettings.language,
    store: {
      storeName: data.storeSettings.storeName,
      address: data.storeSettings.address,
      phone: data.storeSettings.phone,
      email: data.storeSettings.email,
      image: data.storeSettings.image,
    },
    print: data.printSettings,
    // issue 27: an offline order has no invoice yet, so no feedback link
    feedbackUrl: null,
  };
}

/**
 * The outbox entry of an order the POS could not send: its body gains the offline block (the creation time,
 * the menu version it was priced with, the device and its provisional token), which the server prices it by.
 */
export function offlineEntry(offline: TOfflineOrder): TNewEntry {
  const { order, data, user, now } = offline;
  const createdAt = now.toISOString();
  const device = deviceId();
  const payableMinor = order.mode === 'pay' ? offline.totals.billTotal : offline.totals.payableTotal;
  return {
    id: offline.sentLiveWith ?? crypto.randomUUID(),
    tenantId: offline.tenantId,
    userId: user.username,
    userName: user.name,
    deviceId: device,
    mode: order.mode,
    createdAt,
    payableMinor,
    currency: data.storeSettings.currency,
    lineCount: offline.cart.length,
    ...(offline.sentLiveWith ? { firstBody: order.body } : {}),
    body: (provisionalToken) => ({
      ...(order.body as TCreateOrderInput),
      offline: { createdAt, catalogVersion: data.catalogVersion, deviceId: device, provisionalToken },
    }),
    receipt: (provisionalToken) => offlineReceipt(offline, provisionalToken),
  };
}
