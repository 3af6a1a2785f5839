import { PRINT_MSG, type TPrintJobResponse } from '@opentab/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { groupOf, makeOrder } from '../../test/order-fixtures';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

const job = (changes: Partial<TPrintJobResponse>): TPrintJobResponse => ({
  id: 'j1',
  printerId: 'p1',
  printerName: 'Grill printer',
  kind: 'kitchen',
  orderId: 'o1',
  invoiceId: null,
  stationId: 's1',
  tokenNo: 7,
  title: 'Grill · Token 7',
  status: 'printed',
  attempts: 1,
  lastError: null,
  reprintOf: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  printedAt: '2025-03-01T12:00:01.000Z',
  ...changes,
});

describe('Print jobs of an order card', () => {
  it("lists the card's jobs with their status and reprints one", async () => {
    const user = userEvent.setup();
    const jobs = [
      job({}),
      job({ id: 'j2', kind: 'receipt', title: 'Receipt 12', status: 'uncertain', printerName: 'Counter' }),
    ];
    const fetchMock = mockFetch((path) => {
      if (path === '/orders') return { body: [groupOf([makeOrder()])] };
      if (path === '/orders/init')
        return {
          body: {
            storeSettings: { storeName: 'Demo', currency: 'USD', timeZone: 'UTC' },
            printSettings: { is_enable_print: 0 },
            paymentTypes: [],
            storeTables: [],
          },
        };
      if (path === '/print-jobs?orderId=o1') return { body: jobs };
      if (path === '/print-jobs/j2/reprint') return { body: { message: PRINT_MSG.jobQueuedAgain, id: 'j3' } };
      return { status: 404, body: { message: 'Not found!' } };
    });
    signIn(makeUser());
    renderApp('/dashboard/orders');

    const [card] = await screen.findAllByTestId('order-group');
    await user.click(within(card as HTMLElement).getByRole('button', { name: /^Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Print jobs', hidden: true }));
    const drawer = await screen.findByRole('dialog', { name: 'Print jobs' });
    const rows = await within(drawer).findAllByTestId('print-job');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Grill · Token 7'),
      expect.stringContaining('Receipt 12'),
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Uncertain')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Printed')).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: 'Reprint Receipt 12' }));
    expect(await screen.findByText(PRINT_MSG.jobQueuedAgain)).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('POST /api/v1/print-jobs/j2/reprint');
    expect(calledPaths(fetchMock)).not.toContain('POST /api/v1/print-jobs/j1/reprint');
  });
});
