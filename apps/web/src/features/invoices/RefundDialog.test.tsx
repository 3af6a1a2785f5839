import {
  APPROVAL_MSG,
  APPROVAL_REQUIRED_CODE,
  type TCreditNote,
  type TInvoiceDetailResponse,
  type TInvoiceResponse,
} from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePosInit } from '../../test/pos-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

const pos = makePosInit();
const init = {
  storeSettings: { ...pos.storeSettings, currency: 'EUR' },
  printSettings: pos.printSettings,
  paymentTypes: [
    { id: 'card', title: 'Card', is_active: 1 as const, isCash: 0 as const },
    { id: 'cash', title: 'Cash', is_active: 1 as const, isCash: 1 as const },
  ],
};

const invoice: TInvoiceResponse = {
  invoice_id: 'inv-1',
  invoiceNumber: 'INV-41',
  created_at: '2025-03-01T12:00:00.000Z',
  sub_total: 13,
  tax_total: 1,
  total: 14,
  table_id: null,
  table_title: null,
  floor: null,
  delivery_type: 'takeaway',
  customer_type: 'WALKIN',
  customer_id: null,
  name: null,
  email: null,
  payment_type_title: 'Cash',
  orders: [{ order_id: 'o1', token_no: 7 }],
  balance: 0,
};

const detail: TInvoiceDetailResponse = {
  ...invoice,
  discountTotal: 0,
  serviceCharge: 0,
  serviceChargeTax: 0,
  tip: 0,
  refundedTotal: 0,
  refundableTotal: 14,
  lines: [
    { orderItemId: 'i1', title: 'Burger', quantity: 1, refundedQuantity: 0, paid: 11 },
    { orderItemId: 'i2', title: 'Water', quantity: 3, refundedQuantity: 1, paid: 4.5 },
  ],
  refunds: [],
  balance: 0,
  parts: [],
};

const creditNote: TCreditNote = {
  refundId: 'r1',
  creditNoteNumber: 5,
  invoiceId: 'inv-1',
  invoiceNumber: 'INV-41',
  createdAt: '2025-03-01T13:00:00.000Z',
  amount: 3,
  taxAmount: 0,
  reason: 'Flat',
  paymentTypeTitle: 'Cash',
  createdBy: 'Cara',
  approvedBy: 'Mia',
  lines: [{ orderItemId: 'i2', title: 'Water', quantity: 2, amount: 3 }],
};

describe('Refund dialog (issue 23)', () => {
  it('refunds chosen lines with a reason, asking for a manager when the server does, then prints the credit note', async () => {
    const user = userEvent.setup();
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const bodies: unknown[] = [];
    mockFetch((path, request) => {
      if (path === '/invoices/init') return { body: init };
      if (path.startsWith('/invoices?')) return { body: [invoice] };
      if (path === '/invoices/inv-1') return { body: detail };
      if (path === '/invoices/inv-1/refund' && request.method === 'POST') {
        const body = JSON.parse(String(request.body));
        bodies.push(body);
        return body.approval
          ? { body: { message: 'Refunded: credit note 5', creditNote } }
          : { status: 403, body: { message: APPROVAL_MSG.approvalRequired, code: APPROVAL_REQUIRED_CODE } };
      }
      if (path === '/invoices/orders') return { status: 404, body: { message: 'Not found!' } };
      return { status: 404, body: { message: 'Not found!' } };
    });
    signIn(makeUser({ role: 'staff', scope: 'INVOICES' }));
    renderApp('/dashboard/invoices');

    await user.click(await screen.findByRole('button', { name: 'Refund inv-1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund · Invoice No. INV-41' }));
    expect(dialog.getByTestId('refundable').textContent).toBe('Left to refund €14.00');
    // two waters are left of three (one refunded before): 4.50 × 2 ÷ 3, by the shared rule
    const water = dialog.getByRole('textbox', { name: 'Refund quantity of Water' });
    await user.clear(water);
    await user.type(water, '2');
    expect(dialog.getByTestId('refund-preview').textContent).toBe('Refund €3.00');
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Flat');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));

    const manager = within(await screen.findByRole('dialog', { name: 'Manager approval' }));
    await user.type(manager.getByRole('textbox', { name: /Manager username/ }), 'mia@example.com');
    await user.type(manager.getByLabelText(/^PIN/), '1357');
    await user.click(manager.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Refunded: credit note 5 (€3.00)')).toBeTruthy();
    const sent = { lines: [{ orderItemId: 'i2', quantity: 2 }], reason: 'Flat', paymentTypeId: 'cash' };
    expect(bodies).toEqual([sent, { ...sent, approval: { username: 'mia@example.com', pin: '1357' } }]);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        '/print-credit-note?invoiceId=inv-1&number=5',
        'credit-note invoiceId=inv-1&number=5',
        'width=400,height=400',
      ),
    );
  });

  it('refunds an amount and shows the server refusal', async () => {
    const user = userEvent.setup();
    mockFetch((path, request) => {
      if (path === '/invoices/init') return { body: init };
      if (path.startsWith('/invoices?')) return { body: [invoice] };
      if (path === '/invoices/inv-1') return { body: detail };
      if (path === '/invoices/inv-1/refund' && request.method === 'POST') {
        return { status: 400, body: { message: 'A refund cannot exceed what is left of the invoice (14)!' } };
      }
      return { status: 404, body: { message: 'Not found!' } };
    });
    signIn(makeUser());
    renderApp('/dashboard/invoices');
    await user.click(await screen.findByRole('button', { name: 'Refund inv-1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund · Invoice No. INV-41' }));
    await user.click(dialog.getByText('An amount'));
    await user.type(dialog.getByRole('textbox', { name: /Amount/ }), '20');
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Goodwill');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('A refund cannot exceed what is left of the invoice (14)!')).toBeTruthy();
  });
});
