import { formatMoney, type TLanguage, type TReceiptResponse, toMinor } from '@opentab/shared';
import { translate } from '../../lib/translate.ts';
import type { TPrintBlock } from './escpos.ts';

/**
 * What each printout says, as blocks (escpos.ts prints them): pure functions from data, in the store's language,
 * following the browser's print views (apps/web/src/features/print/) line for line where they print the same.
 */

const dateTime = (iso: string, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

export type TReceiptExtras = {
  /** the store's logo file, when it has one the server stored */
  logo?: Buffer;
  /** the QR menu's address, when the store's QR menu is on */
  qrUrl?: string;
};

/** A receipt: the browser's receipt view (ReceiptView.tsx) on a thermal printer. */
export function receiptBlocks(receipt: TReceiptResponse, extras: TReceiptExtras = {}): TPrintBlock[] {
  const language = receipt.language as TLanguage;
  const t = (english: string, values?: Record<string, string | number>) =>
    translate(language, english, values);
  const money = (major: number) => formatMoney(toMinor(major, receipt.currency), receipt.currency, language);
  const { print, store } = receipt;
  const blocks: TPrintBlock[] = [];
  if (extras.logo) blocks.push({ kind: 'image', data: extras.logo });
  if (print.show_store_details) {
    blocks.push({ kind: 'text', text: store.storeName, align: 'center', isBold: true, isLarge: true });
    for (const detail of [store.address, store.phone, store.email])
      if (detail) blocks.push({ kind: 'text', text: detail, align: 'center' });
  }
  if (print.header) blocks.push({ kind: 'text', text: print.header, align: 'center' });
  blocks.push({ kind: 'rule' });
  if (print.show_customer_details) {
    const type = receipt.customerType === 'WALKIN' ? t('WALKIN') : t('CUSTOMER');
    blocks.push({
      kind: 'text',
      text: receipt.customerName
        ? t('Customer: {type} - {name}', { type, name: receipt.customerName })
        : t('Customer: {type}', { type }),
    });
    if (receipt.tableTitle)
      blocks.push({
        kind: 'text',
        text: receipt.floor
          ? t('Table: {table} ({floor})', { table: receipt.tableTitle, floor: receipt.floor })
          : t('Table: {table}', { table: receipt.tableTitle }),
      });
  }
  if (receipt.invoiceNumber)
    blocks.push({ kind: 'text', text: t('Invoice No.: {number}', { number: receipt.invoiceNumber }) });
  blocks.push({ kind: 'text', text: t('Receipt No.: {number}', { number: receipt.receiptNo }) });
  blocks.push({ kind: 'text', text: dateTime(receipt.createdAt, language, receipt.timeZone) });
  blocks.push({ kind: 'rule' });
  for (const line of receipt.lines) {
    const title = line.variant ? `${line.title} (${line.variant})` : line.title;
    blocks.push({ kind: 'pair', left: `${line.quantity} x ${title}`, right: money(line.total) });
    for (const addon of line.addons) blocks.push({ kind: 'text', text: `  + ${addon}` });
    if (print.show_notes && line.notes)
      blocks.push({ kind: 'text', text: t('Notes: {notes}', { notes: line.notes }) });
    if (line.discount > 0)
      blocks.push({
        kind: 'pair',
        left: line.discountReason ? t('Discount ({reason})', { reason: line.discountReason }) : t('Discount'),
        right: `-${money(line.discount)}`,
      });
  }
  blocks.push({ kind: 'rule' });
  if (receipt.orderDiscount > 0)
    blocks.push({ kind: 'pair', left: t('Order discount'), right: `-${money(receipt.orderDiscount)}` });
  if (receipt.billDiscount > 0)
    blocks.push({
      kind: 'pair',
      left: receipt.billDiscountReason
        ? t('Bill discount ({reason})', { reason: receipt.billDiscountReason })
        : t('Bill discount'),
      right: `-${money(receipt.billDiscount)}`,
    });
  if (receipt.pointsRedeemed)
    blocks.push({
      kind: 'pair',
      left: `${t('Points redeemed')} (${receipt.pointsRedeemed})`,
      right: `-${money(receipt.pointsDiscount ?? 0)}`,
    });
  blocks.push({ kind: 'pair', left: t('Subtotal (excl. tax)'), right: money(receipt.itemsTotal) });
  if (receipt.serviceCharge > 0)
    blocks.push({
      kind: 'pair',
      left: t('Service charge ({rate}%)', { rate: receipt.serviceChargeRate }),
      right: money(receipt.serviceCharge),
    });
  for (const tax of receipt.taxes)
    blocks.push({
      kind: 'pair',
      left:
        tax.type === 'inclusive'
          ? t('{title} - {rate}% (inclusive)', { title: tax.title, rate: tax.rate })
          : t('{title} - {rate}% (exclusive)', { title: tax.title, rate: tax.rate }),
      right: money(tax.amount),
    });
  blocks.push({ kind: 'pair', left: t('Tax'), right: money(receipt.taxTotal) });
  blocks.push({ kind: 'pair', left: t('Total'), right: money(receipt.payableTotal), isBold: true });
  if (receipt.tip > 0) {
    blocks.push({ kind: 'pair', left: t('Tip'), right: money(receipt.tip) });
    blocks.push({ kind: 'pair', left: t('Total paid'), right: money(receipt.payableTotal + receipt.tip) });
  }
  if (receipt.paid && receipt.payments.length > 1)
    for (const payment of receipt.payments)
      blocks.push({
        kind: 'pair',
        left: t('Paid by {method}', { method: payment.title }),
        right: money(payment.amount),
      });
  else if (receipt.paid && receipt.paymentType)
    blocks.push({ kind: 'text', text: t('Paid by {method}', { method: receipt.paymentType }) });
  if (receipt.amountTendered !== null)
    blocks.push({ kind: 'pair', left: t('Tendered'), right: money(receipt.amountTendered) });
  if (receipt.changeDue !== null)
    blocks.push({ kind: 'pair', left: t('Change'), right: money(receipt.changeDue), isBold: true });
  if (receipt.part !== null) {
    blocks.push({ kind: 'pair', left: t('Paid so far'), right: money(receipt.paidSoFar) });
    blocks.push({ kind: 'pair', left: t('Balance'), right: money(receipt.balance), isBold: true });
  }
  // issue 27: what the bill earned its member, and their balance
  if (receipt.pointsEarned)
    blocks.push({ kind: 'pair', left: t('Points earned'), right: String(receipt.pointsEarned) });
  if (receipt.memberPoints !== undefined && receipt.memberPoints !== null)
    blocks.push({ kind: 'pair', left: t('Points balance'), right: String(receipt.memberPoints) });
  if (print.footer) blocks.push({ kind: 'feed' }, { kind: 'text', text: print.footer, align: 'center' });
  const tokens = receipt.tokenNos.length > 0 ? receipt.tokenNos.join(', ') : receipt.provisionalToken;
  if (print.print_token && tokens) {
    blocks.push({ kind: 'feed' }, { kind: 'text', text: t('Token No.'), align: 'center' });
    blocks.push({ kind: 'text', text: tokens, align: 'center', isBold: true, isLarge: true });
  }
  // issue 27: a paid visit's receipt carries its feedback link instead of the menu's (docs/feedback.md)
  if (receipt.feedbackUrl) {
    blocks.push({ kind: 'feed' }, { kind: 'text', text: t('How was your visit? Rate us'), align: 'center' });
    blocks.push({ kind: 'qr', value: receipt.feedbackUrl });
  } else if (extras.qrUrl) blocks.push({ kind: 'feed' }, { kind: 'qr', value: extras.qrUrl });
  return blocks;
}

/** One kitchen station's part of an order. */
export type TKitchenTicket = {
  language: TLanguage;
  timeZone: string;
  stationName: string;
  tokenNo: number;
  createdAt: string;
  /** dine-in's table, or the order type */
  tableTitle: string | null;
  deliveryType: string | null;
  lines: {
    title: string;
    variant: string | null;
    addons: string[];
    notes: string | null;
    quantity: number;
  }[];
};

/** A kitchen ticket: the station, the token in large type, each item with its quantity, addons and notes. */
export function kitchenTicketBlocks(ticket: TKitchenTicket): TPrintBlock[] {
  const t = (english: string, values?: Record<string, string | number>) =>
    translate(ticket.language, english, values);
  const blocks: TPrintBlock[] = [
    { kind: 'text', text: ticket.stationName, align: 'center', isBold: true },
    { kind: 'text', text: t('Token No.'), align: 'center' },
    { kind: 'text', text: String(ticket.tokenNo), align: 'center', isBold: true, isLarge: true },
  ];
  if (ticket.tableTitle)
    blocks.push({ kind: 'text', text: t('Table: {table}', { table: ticket.tableTitle }) });
  else if (ticket.deliveryType) blocks.push({ kind: 'text', text: t(ticket.deliveryType) });
  blocks.push(
    { kind: 'text', text: dateTime(ticket.createdAt, ticket.language, ticket.timeZone) },
    { kind: 'rule' },
  );
  for (const line of ticket.lines) {
    const title = line.variant ? `${line.title} (${line.variant})` : line.title;
    blocks.push({ kind: 'text', text: `${line.quantity} x ${title}`, isBold: true, isLarge: true });
    for (const addon of line.addons) blocks.push({ kind: 'text', text: `  + ${addon}` });
    if (line.notes) blocks.push({ kind: 'text', text: t('Notes: {notes}', { notes: line.notes }) });
  }
  return blocks;
}

/** The test page: the printer's name and settings, and a line of each script the store might print. */
export function testPageBlocks(
  printer: { name: string; paperWidth: number; charsPerLine: number },
  language: TLanguage,
): TPrintBlock[] {
  const t = (english: string, values?: Record<string, string | number>) =>
    translate(language, english, values);
  return [
    { kind: 'text', text: t('Test page'), align: 'center', isBold: true, isLarge: true },
    { kind: 'text', text: printer.name, align: 'center' },
    { kind: 'rule' },
    {
      kind: 'text',
      text: t('Paper: {width} mm, {count} characters per line', {
        width: printer.paperWidth,
        count: printer.charsPerLine,
      }),
    },
    {
      kind: 'text',
      text: '0123456789'.repeat(Math.ceil(printer.charsPerLine / 10)).slice(0, printer.charsPerLine),
    },
    { kind: 'text', text: t('This printer is ready.'), align: 'center' },
  ];
}
