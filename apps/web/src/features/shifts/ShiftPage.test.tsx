import {
  APPROVAL_MSG,
  APPROVAL_REQUIRED_CODE,
  SHIFT_MSG,
  type TXReport,
  type TZReportResponse,
} from '@opentab/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

afterEach(() => vi.restoreAllMocks());

const open: TXReport = {
  id: 's1',
  currency: 'USD',
  timeZone: 'UTC',
  store: { storeName: 'Demo Cafe', address: null },
  openedAt: '2026-11-27T08:00:00.000Z',
  openedBy: 'Casey Cashier',
  openingFloat: 100,
  cashSales: 11,
  cashIn: 0,
  cashOut: 0,
  cashRefunds: 0,
  refundTotal: 0,
  expectedCash: 111,
  invoiceCount: 1,
  salesTotal: 11,
  taxTotal: 1,
  movements: [],
  payments: [
    {
      paymentTypeId: 'cash',
      title: 'Cash',
      isCash: true,
      invoiceCount: 1,
      sales: 11,
      refunds: 0,
      expected: 111,
    },
  ],
};

const zReport: TZReportResponse = {
  ...open,
  number: 7,
  closedAt: '2026-11-27T16:00:00.000Z',
  closedBy: 'Casey Cashier',
  lines: [{ ...open.payments[0]!, counted: 110, variance: -1 }],
  totalExpected: 111,
  totalCounted: 110,
  totalVariance: -1,
  pageFormat: 80,
};

describe('Shift screen (issue 23)', () => {
  it('opens the drawer without a sale with a reason, asking for a manager when the server does', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    mockFetch((path, init) => {
      if (path === '/shifts/current') return { body: open };
      if (path === '/shifts/no-sale' && init.method === 'POST') {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return body.approval
          ? { body: { message: SHIFT_MSG.noSaleRecorded } }
          : { status: 403, body: { message: APPROVAL_MSG.approvalRequired, code: APPROVAL_REQUIRED_CODE } };
      }
      return { status: 404, body: { message: 'Not found!' } };
    });
    signIn(makeUser({ role: 'staff', scope: 'POS' }));
    renderApp('/dashboard/shift');
    await user.click(await screen.findByRole('button', { name: 'No sale (open drawer)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Open drawer: no sale' }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Change for a guest');
    await user.click(dialog.getByRole('button', { name: 'Open drawer' }));
    const manager = within(await screen.findByRole('dialog', { name: 'Manager approval' }));
    await user.type(manager.getByRole('textbox', { name: /Manager username/ }), 'mia@example.com');
    await user.type(manager.getByLabelText(/^PIN/), '1357');
    await user.click(manager.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(SHIFT_MSG.noSaleRecorded)).toBeTruthy();
    expect(bodies).toEqual([
      { reason: 'Change for a guest' },
      { reason: 'Change for a guest', approval: { username: 'mia@example.com', pin: '1357' } },
    ]);
  });

  it('opens a shift with the float', async () => {
    const user = userEvent.setup();
    let current: TXReport | null = null;
    const fetchMock = mockFetch((path, init) => {
      if (path === '/shifts/current') return { body: current };
      if (path === '/shifts/open' && init.method === 'POST') {
        current = open;
        return { body: { message: 'Shift opened!' } };
      }
      return { status: 404, body: { message: 'Not found!' } };
    });
    signIn(makeUser({ role: 'staff', scope: 'POS' }));
    renderApp('/dashboard/shift');
    await user.type(await screen.findByRole('textbox', { name: 'Opening float' }), '100');
    await user.click(screen.getByRole('button', { name: 'Open shift' }));
    expect(await screen.findByText('X report (shift open)')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/shifts/open'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ openingFloat: 100 });
  });

  it('closes the open shift with the count and shows its Z report', async () => {
    const user = userEvent.setup();
    let current: TXReport | null = open;
    const fetchMock = mockFetch((path, init) => {
      if (path === '/shifts/current') return { body: current };
      if (path === '/shifts/close' && init.method === 'POST') {
        current = null;
        return { body: zReport };
      }
      return { status: 404, body: { message: 'Not found!' } };
    });
    signIn(makeUser({ role: 'staff', scope: 'POS' }));
    renderApp('/dashboard/shift');
    expect(await screen.findByText('X report (shift open)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Counted Cash' }), '110');
    await user.click(dialog.getByRole('button', { name: 'Close shift' }));
    expect(await screen.findByText('Z report #7')).toBeTruthy();
    expect(screen.getByText('Shift closed')).toBeTruthy();
    expect(screen.getAllByText('−$1.00 short').length).toBeGreaterThan(0);
    expect(calledPaths(fetchMock)).toContain('POST /api/v1/shifts/close');
  });
});
