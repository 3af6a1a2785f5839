import type { TReceiptResponse } from '@opentab/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

afterEach(() => vi.useRealTimers());

function makeReceipt(changes: Partial<TReceiptResponse['print']> = {}): TReceiptResponse {
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
    floor: 'Ground',
    lines: [
      {
        title: 'Caffe Latte',
        variant: 'Large',
        addons: ['Oat Milk', 'Extra Shot'],
        notes: 'very hot',
        quantity: 2,
        unitPrice: 6.4,
        total: 12.8,
        discount: 0,
        discountReason: null,
      },
    ],
    // The server's figures, deliberately not what the client would compute from the lines.
    itemsTotal: 12.19,
    taxTotal: 0.61,
    taxes: [{ title: 'VAT 5', rate: 5, type: 'inclusive', amount: 0.61 }],
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
    store: {
      storeName: 'Demo Cafe',
      address: '12 Harbour St',
      phone: '+1 555 0100',
      email: null,
      image: null,
    },
    print: {
      page_format: 57,
      show_store_details: 1,
      show_customer_details: 1,
      show_notes: 1,
      print_token: 1,
      header: 'Thank you for visiting',
      footer: 'See you soon',
      ...changes,
    },
    feedbackUrl: null,
  };
}

function openReceipt(receipt: TReceiptResponse, path = '/print-receipt?orderId=order-1') {
  const fetchMock = mockFetch(() => ({ body: { receipt } }));
  signIn(makeUser());
  renderApp(path);
  return fetchMock;
}

describe('Receipt print view', () => {
  it("loads one bill for a table's orders from ?orderIds", async () => {
    vi.stubGlobal('print', vi.fn());
    const fetchMock = openReceipt(makeReceipt(), '/print-receipt?orderIds=order-1,order-2');
    expect(await screen.findByText('Receipt No.: 17-20250301')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/receipts/orders?ids=order-1%2Corder-2');
  });

  it("renders the server's receipt at the page width and prints 400 ms after it rendered", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const fetchMock = openReceipt(makeReceipt());
    expect(await screen.findByText('Receipt No.: 17-20250301')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/receipts/order/order-1');

    expect(screen.getByTestId('print-sheet').style.width).toBe('57mm');
    const store = within(screen.getByTestId('receipt-store'));
    expect(store.getByText('Demo Cafe')).toBeTruthy();
    expect(store.getByText('12 Harbour St')).toBeTruthy();
    expect(screen.getByText('Thank you for visiting')).toBeTruthy();
    const customer = within(screen.getByTestId('receipt-customer'));
    expect(customer.getByText('Customer: CUSTOMER - Ann Lee')).toBeTruthy();
    expect(customer.getByText('Order Type: Dine-In')).toBeTruthy();

    const line = within(screen.getByTestId('receipt-line'));
    expect(line.getByText('Caffe Latte')).toBeTruthy();
    expect(line.getByText('Large')).toBeTruthy();
    expect(line.getByText('+ Oat Milk, Extra Shot')).toBeTruthy();
    expect(line.getByText('Notes: very hot')).toBeTruthy();
    expect(line.getByText('2 x $6.40')).toBeTruthy();
    expect(line.getByText('$12.80')).toBeTruthy();
    expect(screen.queryByTestId('receipt-line-discount')).toBeNull();
    expect(screen.queryByTestId('receipt-Order discount')).toBeNull();
    expect(screen.queryByTestId('receipt-Tip')).toBeNull();

    expect(screen.getByTestId('receipt-Subtotal (excl. tax)').textContent).toBe('$12.19');
    expect(screen.getByTestId('receipt-Tax').textContent).toBe('$0.61');
    // issue 22: the invoice number, and one line per tax with its rate
    expect(screen.getByTestId('receipt-invoice-number').textContent).toBe('Invoice No.: INV-42');
    expect(screen.getAllByTestId('receipt-tax').map((row) => row.textContent)).toEqual([
      'VAT 5 - 5% (inclusive)$0.61',
    ]);
    expect(screen.getByTestId('receipt-Total').textContent).toBe('$12.80');
    expect(screen.getByTestId('receipt-Tendered').textContent).toBe('$20.00');
    expect(screen.getByTestId('receipt-Change').textContent).toBe('$7.20');
    expect(screen.getByText('See you soon')).toBeTruthy();
    expect(within(screen.getByTestId('receipt-token')).getByText('17')).toBeTruthy();

    expect(print).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints discounts and the service charge when the bill has them (issue 23)', async () => {
    vi.stubGlobal('print', vi.fn());
    const receipt = makeReceipt();
    openReceipt({
      ...receipt,
      lines: receipt.lines.map((line) => ({ ...line, discount: 1.28, discountReason: 'Staff meal' })),
      discountTotal: 1.78,
      orderDiscount: 0.5,
      billDiscount: 1,
      billDiscountReason: 'Late order',
      serviceCharge: 1.05,
      serviceChargeRate: 10,
      tip: 2,
      paymentType: 'Card + Cash',
      payments: [
        { title: 'Card', amount: 10 },
        { title: 'Cash', amount: 4.8 },
      ],
    });
    expect(await screen.findByText('Receipt No.: 17-20250301')).toBeTruthy();
    expect(screen.getByTestId('receipt-line-discount').textContent).toBe('Discount (Staff meal)-$1.28');
    expect(screen.getByTestId('receipt-Order discount').textContent).toBe('-$0.50');
    expect(screen.getByTestId('receipt-Bill discount (Late order)').textContent).toBe('-$1.00');
    expect(screen.getByTestId('receipt-Service charge (10%)').textContent).toBe('$1.05');
    expect(screen.getByTestId('receipt-Tip').textContent).toBe('$2.00');
    expect(screen.getByTestId('receipt-Total paid').textContent).toBe('$14.80');
    // a split payment prints each of its parts
    expect(screen.getByTestId('receipt-Paid by Card').textContent).toBe('$10.00');
    expect(screen.getByTestId('receipt-Paid by Cash').textContent).toBe('$4.80');
  });

  it('lists the refunds of the invoice and the net paid (issue 23)', async () => {
    vi.stubGlobal('print', vi.fn());
    const refunds = [
      {
        creditNoteNumber: 3,
        createdAt: '2025-03-02T20:30:00.000Z',
        amount: 6.4,
        paymentTypeTitle: 'Cash',
        reason: 'Spilt coffee',
      },
      {
        creditNoteNumber: 5,
        createdAt: '2025-03-03T09:00:00.000Z',
        amount: 1.25,
        paymentTypeTitle: 'Card',
        reason: 'Slow service',
      },
    ];
    openReceipt({ ...makeReceipt(), timeZone: 'Asia/Tokyo', refunds, netPaid: 5.15 });
    expect(await screen.findByText('Refunds')).toBeTruthy();
    const [first, second] = screen.getAllByTestId('receipt-refund').map((row) => within(row));
    expect(first?.getByText('Credit note 3')).toBeTruthy();
    expect(first?.getByText('-$6.40')).toBeTruthy();
    // the refund's time on the store's clock: 20:30 UTC is the next morning in Tokyo
    const tokyo = new Date(refunds[0]!.createdAt).toLocaleString(undefined, { timeZone: 'Asia/Tokyo' });
    expect(first?.getByText(tokyo)).toBeTruthy();
    expect(first?.getByText('Paid back by Cash')).toBeTruthy();
    expect(first?.getByText('Reason: Spilt coffee')).toBeTruthy();
    expect(second?.getByText('Credit note 5')).toBeTruthy();
    expect(second?.getByText('-$1.25')).toBeTruthy();
    expect(second?.getByText('Paid back by Card')).toBeTruthy();
    expect(second?.getByText('Reason: Slow service')).toBeTruthy();
    expect(screen.getByTestId('receipt-Net paid').textContent).toBe('$5.15');
  });

  it('prints no refunds block for an invoice without refunds', async () => {
    vi.stubGlobal('print', vi.fn());
    openReceipt(makeReceipt());
    expect(await screen.findByText('Receipt No.: 17-20250301')).toBeTruthy();
    expect(screen.queryByText('Refunds')).toBeNull();
    expect(screen.queryByTestId('receipt-Net paid')).toBeNull();
  });

  it("shows the receipt's date and time in the store's time zone, not the printing device's", async () => {
    vi.stubGlobal('print', vi.fn());
    // 20:30 UTC is already the next morning in Tokyo
    const receipt = { ...makeReceipt(), createdAt: '2025-03-01T20:30:00.000Z', timeZone: 'Asia/Tokyo' };
    openReceipt(receipt);
    const tokyo = new Date(receipt.createdAt).toLocaleString(undefined, { timeZone: 'Asia/Tokyo' });
    expect(tokyo).not.toBe(new Date(receipt.createdAt).toLocaleString(undefined, { timeZone: 'UTC' }));
    expect(await screen.findByText(tokyo)).toBeTruthy();
  });

  it('waits for the store logo to load before printing, so it does not print blank', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const loading = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const receipt = makeReceipt();
    openReceipt({ ...receipt, store: { ...receipt.store, image: '/uploads/logo.png' } });
    await screen.findByText('Receipt No.: 17-20250301');
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(print).not.toHaveBeenCalled();

    const logo = document.querySelector('img') as HTMLImageElement;
    act(() => {
      logo.dispatchEvent(new Event('load'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(print).toHaveBeenCalledTimes(1);
    loading.mockRestore();
  });

  it('hides notes, store, customer and token blocks when the print settings say so', async () => {
    vi.stubGlobal('print', vi.fn());
    openReceipt(
      makeReceipt({
        show_notes: 0,
        show_store_details: 0,
        show_customer_details: 0,
        print_token: 0,
        page_format: 80,
      }),
      '/print-receipt?invoiceId=inv-1',
    );
    expect(await screen.findByTestId('receipt-line')).toBeTruthy();
    expect(screen.queryByText('Notes: very hot')).toBeNull();
    expect(screen.queryByTestId('receipt-store')).toBeNull();
    expect(screen.queryByTestId('receipt-customer')).toBeNull();
    expect(screen.queryByTestId('receipt-token')).toBeNull();
    expect(screen.getByTestId('print-sheet').style.width).toBe('80mm');
  });

  it('reads the invoice receipt and shows a load error', async () => {
    vi.stubGlobal('print', vi.fn());
    const fetchMock = mockFetch(() => ({ status: 404, body: { message: 'Not found!' } }));
    signIn(makeUser());
    renderApp('/print-receipt?invoiceId=inv-1');
    expect(await screen.findByText('Not found!')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/receipts/invoice/inv-1');
  });

  it('prints one share of a bill split three ways: its payment and change, paid so far and the balance', async () => {
    vi.stubGlobal('print', vi.fn());
    const share = {
      ...makeReceipt(),
      paid: false,
      tip: 0.5,
      payments: [{ title: 'Cash', amount: 4.77 }],
      amountTendered: 10,
      changeDue: 5.23,
      part: 2,
      parts: [
        {
          part: 2,
          share: 'Share 2 of 3',
          createdAt: '2025-03-01T12:40:00.000Z',
          amount: 4.27,
          tip: 0.5,
          payments: [{ title: 'Cash', amount: 4.77 }],
          amountTendered: 10,
          changeDue: 5.23,
          lines: [],
        },
      ],
      paidSoFar: 8.54,
      balance: 4.26,
    };
    const fetchMock = openReceipt(share, '/print-receipt?invoiceId=inv-1&part=2');
    const part = within(await screen.findByTestId('receipt-part'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/receipts/invoice/inv-1/parts/2');
    expect(part.getByText('Share 2 of 3')).toBeTruthy();
    expect(part.getByTestId('receipt-Amount').textContent).toBe('$4.27');
    expect(part.getByTestId('receipt-Tip').textContent).toBe('$0.50');
    expect(part.getByTestId('receipt-Paid by Cash').textContent).toBe('$4.77');
    expect(part.getByTestId('receipt-Change').textContent).toBe('$5.23');
    expect(screen.getByTestId('receipt-Paid so far').textContent).toBe('$8.54');
    expect(screen.getByTestId('receipt-Balance').textContent).toBe('$4.26');
    // the bill's own tendered and change are the part's, printed once, with the part
    expect(screen.getAllByTestId('receipt-Change')).toHaveLength(1);
  });
});
