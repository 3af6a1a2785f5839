import type { TReceiptResponse } from '@opentab/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { openTokenWindow } from '../../lib/print-windows';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

afterEach(async () => {
  vi.useRealTimers();
  await act(() => setLanguage('en'));
});

function makeReceipt(language: TReceiptResponse['language']): TReceiptResponse {
  return {
    receiptNo: '17-20250301',
    invoiceNumber: 'INV-42',
    tokenNos: [17],
    provisionalToken: null,
    createdAt: '2025-03-01T12:30:00.000Z',
    paymentType: 'Cash',
    paid: true,
    deliveryType: 'dinein',
    customerType: 'CUSTOMER',
    customerName: 'Ann Lee',
    tableTitle: 'T1',
    floor: null,
    lines: [
      {
        title: 'Caffe Latte',
        variant: null,
        addons: [],
        notes: null,
        quantity: 2,
        unitPrice: 620,
        total: 1240,
        discount: 0,
        discountReason: null,
      },
    ],
    itemsTotal: 1127,
    taxTotal: 113,
    taxes: [{ title: 'VAT', rate: 10, type: 'exclusive', amount: 113 }],
    discountTotal: 0,
    orderDiscount: 0,
    billDiscount: 0,
    billDiscountReason: null,
    serviceCharge: 0,
    serviceChargeRate: 0,
    payableTotal: 1240,
    tip: 0,
    payments: [{ title: 'Cash', amount: 1240 }],
    amountTendered: 2000,
    changeDue: 760,
    part: null,
    parts: [],
    paidSoFar: 1240,
    balance: 0,
    refunds: [],
    netPaid: 1240,
    currency: 'JPY',
    timeZone: 'Asia/Tokyo',
    language,
    store: { storeName: 'Demo Cafe', address: null, phone: null, email: null, image: null },
    print: {
      page_format: 80,
      show_store_details: 1,
      show_customer_details: 1,
      show_notes: 1,
      print_token: 1,
      header: null,
      footer: null,
    },
    feedbackUrl: null,
  };
}

function openReceipt(receipt: TReceiptResponse, userLanguage: 'en' | 'ar' = 'en') {
  vi.stubGlobal('print', vi.fn());
  mockFetch(() => ({ body: { receipt } }));
  signIn(makeUser({ language: userLanguage }));
  renderApp('/print-receipt?orderId=order-1');
}

describe('receipts and kitchen tokens in the store’s language (issue 24)', () => {
  it('prints a Japanese store’s receipt in Japanese while the cashier’s screens speak English', async () => {
    openReceipt(makeReceipt('ja'));
    expect(await screen.findByText('レシート番号：17-20250301')).toBeTruthy();
    const sheet = screen.getByTestId('print-sheet');
    expect(sheet.getAttribute('lang')).toBe('ja');
    expect(sheet.getAttribute('dir')).toBe('ltr');
    // the store's language for the sheet's fonts too: a Japanese font before the monospace one
    expect(sheet.style.fontFamily.indexOf('Noto Sans CJK JP')).toBeLessThan(
      sheet.style.fontFamily.indexOf('monospace'),
    );
    expect(within(sheet).getByText('顧客：顧客 - Ann Lee')).toBeTruthy();
    expect(within(sheet).getByText('テーブル：T1')).toBeTruthy();
    expect(within(sheet).getByText('小計（税抜）')).toBeTruthy();
    expect(within(sheet).getByText('VAT - 10%（外税）')).toBeTruthy();
    expect(within(sheet).getByText('合計')).toBeTruthy();
    expect(within(sheet).getByText('整理番号')).toBeTruthy();
    expect(screen.getByTestId('receipt-Change').textContent).toBe(
      new Intl.NumberFormat('ja', { style: 'currency', currency: 'JPY' }).format(760),
    );
    // the date as Japanese writes it, on the store's clock
    const printed = new Date('2025-03-01T12:30:00.000Z').toLocaleString('ja', { timeZone: 'Asia/Tokyo' });
    expect(within(sheet).getByText(printed)).toBeTruthy();
    expect(within(sheet).queryByText('Total')).toBeNull();
    // the menu item is the store's data, not a text of the app
    expect(within(sheet).getByText('Caffe Latte')).toBeTruthy();
    // the screens keep the cashier's language: the page, and the Print button that is not printed
    expect(document.documentElement.lang).not.toBe('ja');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('prints an Arabic store’s receipt right to left, in Arabic, for an English-speaking cashier', async () => {
    openReceipt(makeReceipt('ar'));
    // the receipt number isolated left to right, so its digits keep their order in the Arabic sentence
    expect(await screen.findByText('رقم الإيصال: \u206617-20250301\u2069')).toBeTruthy();
    const sheet = screen.getByTestId('print-sheet');
    expect(sheet.getAttribute('dir')).toBe('rtl');
    expect(sheet.getAttribute('lang')).toBe('ar');
    expect(within(sheet).getByText('الإجمالي')).toBeTruthy();
    // the amount ends in a left-to-right mark, so a symbol written after it ("US$") keeps its order
    expect(screen.getByTestId('receipt-Total').textContent?.endsWith('\u200e')).toBe(true);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('prints an English store’s receipt in English for a cashier whose screens read Arabic', async () => {
    await act(() => setLanguage('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    openReceipt(makeReceipt('en'), 'ar');
    expect(await screen.findByText('Receipt No.: 17-20250301')).toBeTruthy();
    const sheet = screen.getByTestId('print-sheet');
    expect(sheet.getAttribute('dir')).toBe('ltr');
    expect(within(sheet).getByText('Total')).toBeTruthy();
    expect(within(sheet).getByText('VAT - 10% (exclusive)')).toBeTruthy();
    expect(screen.getByTestId('receipt-Change').textContent).toBe('¥760');
  });

  it('prints the kitchen token in the store’s language given by the POS, and prints once it is in it', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    signIn(makeUser());
    renderApp('/print-token?token=42&lang=ko');
    expect((await screen.findByTestId('token-number')).textContent).toBe('42');
    const sheet = screen.getByTestId('print-sheet');
    expect(sheet.getAttribute('lang')).toBe('ko');
    expect(within(sheet).getByText('번호표')).toBeTruthy();
    expect(within(sheet).queryByText('Token No.')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('opens the token window in the store’s language, English left implicit', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openTokenWindow(17, 57, 'hi');
    openTokenWindow(18, 80, 'en');
    expect(open.mock.calls.map(([url]) => url)).toEqual([
      '/print-token?token=17&width=57&lang=hi',
      '/print-token?token=18&width=80',
    ]);
  });
});
