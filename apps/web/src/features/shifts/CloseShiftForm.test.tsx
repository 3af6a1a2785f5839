import { SHIFT_MSG, type TXReport } from '@opentab/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CloseShiftForm } from './CloseShiftForm';

const shift: TXReport = {
  id: 's1',
  currency: 'USD',
  timeZone: 'UTC',
  store: { storeName: 'Demo Cafe', address: null },
  openedAt: '2026-11-27T08:00:00.000Z',
  openedBy: 'Casey Cashier',
  openingFloat: 100,
  cashSales: 11,
  cashIn: 0,
  cashOut: 10,
  cashRefunds: 0,
  refundTotal: 0,
  expectedCash: 101,
  invoiceCount: 2,
  salesTotal: 22,
  taxTotal: 2,
  movements: [],
  payments: [
    {
      paymentTypeId: 'card',
      title: 'Card',
      isCash: false,
      invoiceCount: 1,
      sales: 11,
      refunds: 0,
      expected: 11,
    },
    {
      paymentTypeId: 'cash',
      title: 'Cash',
      isCash: true,
      invoiceCount: 1,
      sales: 11,
      refunds: 0,
      expected: 101,
    },
    {
      paymentTypeId: 'voucher',
      title: 'Voucher',
      isCash: false,
      invoiceCount: 0,
      sales: 0,
      refunds: 0,
      expected: 0,
    },
  ],
};

function renderForm() {
  const onConfirm = vi.fn();
  renderWithProviders(
    <CloseShiftForm shift={shift} busy={false} onCancel={() => {}} onConfirm={onConfirm} />,
  );
  const row = (title: string) => within(screen.getByText(title).closest('tr') as HTMLElement);
  return { onConfirm, row };
}

describe('CloseShiftForm', () => {
  it('shows expected, counted and the variance as the count is typed, then sends the count', async () => {
    const user = userEvent.setup();
    const { onConfirm, row } = renderForm();
    expect(row('Cash').getByText('$101.00')).toBeTruthy();
    expect(row('Cash').getByTestId('count-variance').textContent).toBe('—');
    await user.type(screen.getByRole('textbox', { name: 'Counted Cash' }), '98.5');
    expect(row('Cash').getByTestId('count-variance').textContent).toBe('−$2.50 short');
    await user.type(screen.getByRole('textbox', { name: 'Counted Card' }), '11.2');
    expect(row('Card').getByTestId('count-variance').textContent).toBe('+$0.20 over');
    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    // the voucher, with nothing expected, may stay blank: it is not sent and counts as 0
    expect(onConfirm).toHaveBeenCalledWith({
      counted: [
        { paymentTypeId: 'card', amount: 11.2 },
        { paymentTypeId: 'cash', amount: 98.5 },
      ],
    });
  });

  it('asks for every type with money expected, and refuses what is not an amount', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Counted Cash' }), '9.999');
    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    expect(screen.getByText('Please count Card!')).toBeTruthy();
    expect(screen.getByText(SHIFT_MSG.invalidCount)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Counted Card' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
