import { MSG, type TInvoiceResponse } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeItem, makeOrder } from '../../test/order-fixtures';
import { makePosInit } from '../../test/pos-fixtures';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

const init = (() => {
  const { storeSettings, printSettings } = makePosInit();
  return { storeSettings: { ...storeSettings, currency: 'EUR' }, printSettings };
})();

function makeInvoice(changes: Partial<TInvoiceResponse> = {}): TInvoiceResponse {
  return {
    invoice_id: 'inv-1',
    invoiceNumber: 'INV-41',
    created_at: '2025-03-01T12:00:00.000Z',
    sub_total: 20,
    tax_total: 2,
    total: 22,
    table_id: null,
    table_title: null,
    floor: null,
    delivery_type: 'takeaway',
    customer_type: 'WALKIN',
    customer_id: null,
    name: null,
    email: null,
    payment_type_title: 'Cash',
    orders: [
      { order_id: 'o1', token_no: 7 },
      { order_id: 'o2', token_no: 9 },
    ],
    balance: 0,
    ...changes,
  };
}

const seated = makeInvoice({
  invoice_id: 'inv-2',
  invoiceNumber: 'INV-42',
  table_id: 't1',
  table_title: 'Window 1',
  customer_type: 'CUSTOMER',
  customer_id: 'c1',
  name: 'Greta Regular',
  orders: [{ order_id: 'o3', token_no: 12 }],
});

function answers(list: (path: string) => { status?: number; body?: unknown }) {
  return mockFetch((path) => {
    if (path === '/invoices/init') return { body: init };
    if (path === '/invoices/orders') {
      return {
        body: {
          subtotal: 20,
          taxTotal: 2,
          total: 22,
          taxes: [
            { title: 'VAT 5', rate: 5, type: 'inclusive', amount: 0.5 },
            { title: 'Sales 8.875', rate: 8.875, type: 'exclusive', amount: 1.5 },
          ],
          orders: [
            makeOrder({ items: [makeItem({ item_title: 'Classic Burger', quantity: 2, line_total: 20 })] }),
          ],
        },
      };
    }
    return list(path);
  });
}

describe('Invoices page', () => {
  it("lists today's invoices with WALKIN and N/A for none, and reprints one in the receipt window", async () => {
    const user = userEvent.setup();
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const fetchMock = answers(() => ({ body: [seated, makeInvoice()] }));
    signIn(makeUser());
    renderApp('/dashboard/invoices');

    const walkIn = (await screen.findByText('inv-1')).closest('tr') as HTMLElement;
    // issue 22: the store's sequential number beside the id
    expect(within(walkIn).getByText('INV-41')).toBeTruthy();
    expect(within(walkIn).getByText('7, 9')).toBeTruthy();
    expect(within(walkIn).getByText('WALKIN')).toBeTruthy();
    expect(within(walkIn).getByText('N/A')).toBeTruthy();
    expect(within(walkIn).getByText('€22.00')).toBeTruthy();
    const withTable = screen.getByText('inv-2').closest('tr') as HTMLElement;
    expect(within(withTable).getByText('Greta Regular')).toBeTruthy();
    expect(within(withTable).getByText('Window 1')).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('GET /api/v1/invoices?type=today');

    await user.click(screen.getByRole('button', { name: 'Print inv-1' }));
    expect(open).toHaveBeenCalledWith(
      '/print-receipt?invoiceId=inv-1',
      'receipt invoiceId=inv-1',
      'width=400,height=400',
    );
  });

  it('says what a bill paid in parts still owes (issue 23), and nothing for one paid in full', async () => {
    answers(() => ({ body: [seated, makeInvoice({ balance: 14.67 })] }));
    signIn(makeUser());
    renderApp('/dashboard/invoices');
    const partPaid = (await screen.findByText('inv-1')).closest('tr') as HTMLElement;
    expect(within(partPaid).getByTestId('invoice-balance').textContent).toBe('Balance €14.67');
    const paid = screen.getByText('inv-2').closest('tr') as HTMLElement;
    expect(within(paid).queryByTestId('invoice-balance')).toBeNull();
  });

  it('views a receipt as charged through POST /invoices/orders', async () => {
    const user = userEvent.setup();
    const fetchMock = answers(() => ({ body: [makeInvoice()] }));
    signIn(makeUser());
    renderApp('/dashboard/invoices');
    await user.click(await screen.findByRole('button', { name: 'View receipt inv-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt · Invoice No. INV-41' });
    expect(await within(dialog).findByText('2 × Classic Burger')).toBeTruthy();
    // one line per tax and rate (issue 22)
    expect(
      within(dialog)
        .getAllByTestId('invoice-tax')
        .map((row) => row.textContent),
    ).toEqual(['VAT 5 - 5% (inclusive)€0.50', 'Sales 8.875 - 8.875% (exclusive)€1.50']);
    expect(within(dialog).getByText('€22.00')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/invoices/orders'));
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ orderIds: ['o1', 'o2'] });
  });

  it('changes the date filter and searches only a trimmed, non-blank term, above the list', async () => {
    const user = userEvent.setup();
    const fetchMock = answers((path) =>
      path.startsWith('/invoices/search') ? { body: [seated] } : { body: [makeInvoice()] },
    );
    signIn(makeUser());
    renderApp('/dashboard/invoices');
    await screen.findByText('inv-1');

    await user.click(screen.getByRole('button', { name: /Filters: Today/ }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(filters).getByRole('radio', { name: 'Yesterday' }));
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('GET /api/v1/invoices?type=yesterday'));

    const searchBox = screen.getByRole('textbox', { name: 'Search' });
    await user.type(searchBox, '   {Enter}');
    expect(calledPaths(fetchMock).some((p) => p.includes('/invoices/search'))).toBe(false);
    await user.type(searchBox, 'greta ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Search Results')).toBeTruthy();
    expect(await screen.findByText('inv-2')).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('GET /api/v1/invoices/search?q=greta');
  });

  it('shows No result found! when the search call fails', async () => {
    const user = userEvent.setup();
    answers((path) =>
      path.startsWith('/invoices/search')
        ? { status: 500, body: { message: 'Something went wrong!' } }
        : { body: [makeInvoice()] },
    );
    signIn(makeUser());
    renderApp('/dashboard/invoices');
    await screen.findByText('inv-1');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'greta');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(MSG.searchFailed)).toBeTruthy();
  });

  it('says how many of the list it shows and loads the older pages on Load more', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 3 }, (_, i) => makeInvoice({ invoice_id: `inv-new-${i}` }));
    const fetchMock = answers((path) =>
      path.includes('after=inv-new-2')
        ? {
            body: [makeInvoice({ invoice_id: 'inv-old' })],
            headers: { 'x-total-count': '4', 'x-has-more': 'false' },
          }
        : {
            body: first,
            headers: { 'x-total-count': '4', 'x-has-more': 'true', 'x-next-cursor': 'inv-new-2' },
          },
    );
    signIn(makeUser());
    renderApp('/dashboard/invoices');
    expect(await screen.findByText('inv-new-0')).toBeTruthy();
    expect(
      screen.getByText('Showing the newest 3 of 4 invoices — narrow the date range or load more.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('inv-old')).toBeTruthy();
    expect(screen.getByText('inv-new-0')).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('GET /api/v1/invoices?type=today&after=inv-new-2');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(screen.queryByText(/Showing the newest/)).toBeNull();
  });

  it('shows the load error of the spec', async () => {
    answers(() => ({ status: 500, body: { message: 'boom' } }));
    signIn(makeUser());
    renderApp('/dashboard/invoices');
    expect(await screen.findByText('Error loading details! Please try later!')).toBeTruthy();
  });
});
