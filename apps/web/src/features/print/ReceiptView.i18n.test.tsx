import type { TReceiptResponse } from '@opentab/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ReceiptView } from './ReceiptView';

afterEach(() => setLanguage('en'));

const receipt: TReceiptResponse = {
  receiptNo: '17-20250301',
  invoiceNumber: 'INV-42',
  tokenNos: [17],
  provisionalToken: null,
  createdAt: '2025-03-01T12:30:00.000Z',
  paymentType: 'Cash',
  paid: true,
  deliveryType: 'dinein',
  customerType: 'WALKIN',
  customerName: null,
  tableTitle: 'T1',
  floor: null,
  lines: [
    {
      title: 'Caffe Latte',
      variant: null,
      addons: [],
      notes: 'very hot',
      quantity: 2,
      unitPrice: 6.4,
      total: 12.8,
      discount: 0,
      discountReason: null,
    },
  ],
  itemsTotal: 12.19,
  taxTotal: 0.61,
  taxes: [],
  discountTotal: 0,
  orderDiscount: 0,
  billDiscount: 0,
  billDiscountReason: null,
  serviceCharge: 0,
  serviceChargeRate: 0,
  payableTotal: 12.8,
  tip: 0,
  payments: [{ title: 'Cash', amount: 12.8 }],
  amountTendered: 20,
  changeDue: 7.2,
  part: null,
  parts: [],
  paidSoFar: 12.8,
  balance: 0,
  refunds: [],
  netPaid: 12.8,
  currency: 'USD',
  timeZone: 'UTC',
  language: 'en',
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

describe('the receipt in other languages (issue 24)', () => {
  it('prints its labels in Japanese, its rows still named in English for tests', async () => {
    await act(() => setLanguage('ja'));
    renderWithProviders(<ReceiptView receipt={receipt} />);
    expect(screen.getByText('顧客：一般')).toBeTruthy();
    expect(screen.getByText('テーブル：T1')).toBeTruthy();
    expect(screen.getByText('請求書番号：INV-42')).toBeTruthy();
    expect(screen.getByText('備考：very hot')).toBeTruthy();
    expect(screen.getByText('小計（税抜）')).toBeTruthy();
    expect(screen.getByText('お預かり')).toBeTruthy();
    expect(screen.getByText('整理番号')).toBeTruthy();
    expect(screen.getByTestId('receipt-Change').textContent).toBe('$7.20');
    // the menu item is the store's data, not a text of the app
    expect(screen.getByText('Caffe Latte')).toBeTruthy();
    expect(screen.queryByText('Subtotal (excl. tax)')).toBeNull();
  });
});
