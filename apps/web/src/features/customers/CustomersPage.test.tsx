import {
  CUSTOMER_MSG,
  CUSTOMERS_PER_PAGE,
  EXPORT_MSG,
  POS_MSG,
  type TCustomer,
  type TCustomerListResponse,
} from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

function customer(n: number, changes: Partial<TCustomer> = {}): TCustomer {
  return {
    phone: `555 ${String(n).padStart(4, '0')}`,
    name: `Customer ${n}`,
    email: null,
    gender: null,
    birth_date: null,
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    isMember: 0,
    points: 0,
    ...changes,
  };
}

/** The server's paging over `all` (newest first is the order given). */
function pageOf(all: TCustomer[], path: string): TCustomerListResponse {
  const query = new URL(path, 'http://x').searchParams;
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('perPage') ?? CUSTOMERS_PER_PAGE);
  const filter = query.get('filter')?.toLowerCase();
  const matching = filter ? all.filter((c) => c.name.toLowerCase().includes(filter)) : all;
  return {
    customers: matching.slice((page - 1) * perPage, page * perPage),
    currentPage: page,
    totalPages: Math.ceil(matching.length / perPage),
    totalCustomers: matching.length,
  };
}

const twentyFive = Array.from({ length: 25 }, (_, i) => customer(25 - i));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Customers page', () => {
  it('pages through the customers with first, previous, next and last', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) => ({ body: pageOf(twentyFive, path) }));
    signIn(makeUser());
    renderApp('/dashboard/customers');

    expect(await screen.findByText('Customer 25')).toBeTruthy();
    expect(screen.getAllByTestId('customer-card')).toHaveLength(10);
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByText('Showing 10 of 25')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calledPaths(fetchMock)).toContain('GET /api/v1/customers?sort=created_at&page=1&perPage=10');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2')).toBeTruthy();
    expect(await screen.findByText('Customer 15')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Showing 5 of 25')).toBeTruthy();
    expect(screen.getByText('Page 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Page 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByText('Page 1')).toBeTruthy();
  });

  it('searches from page 1 after the debounce', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) => ({ body: pageOf(twentyFive, path) }));
    signIn(makeUser());
    renderApp('/dashboard/customers');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search customers' }), 'customer 2');
    await waitFor(() => expect(screen.getByText('Showing 7 of 7')).toBeTruthy(), { timeout: 3000 });
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain(
      'GET /api/v1/customers?sort=created_at&page=1&perPage=10&filter=customer+2',
    );
  });

  it('updates a customer with the phone read-only, after the form checks', async () => {
    const user = userEvent.setup();
    const grace = customer(1, { phone: '+1 555', name: 'Grace', email: 'g@example.com', gender: 'female' });
    const fetchMock = mockFetch((path) =>
      path.endsWith('/update')
        ? { body: { message: CUSTOMER_MSG.updated } }
        : { body: pageOf([grace], path) },
    );
    signIn(makeUser());
    renderApp('/dashboard/customers');

    await user.click(await screen.findByRole('button', { name: 'Edit Grace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Customer' });
    const phone = within(dialog).getByLabelText('Phone') as HTMLInputElement;
    expect([phone.value, phone.readOnly]).toEqual(['+1 555', true]);
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(POS_MSG.provideName)).toBeTruthy();
    expect(within(dialog).getByText(POS_MSG.provideValidEmail)).toBeTruthy();
    expect(calledPaths(fetchMock).some((p) => p.includes('/update'))).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Grace Hopper');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CUSTOMER_MSG.updated)).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/update'));
    expect(String(update?.[0])).toBe('/api/v1/customers/%2B1%20555/update');
    expect(JSON.parse(String(update?.[1]?.body))).toEqual({
      name: 'Grace Hopper',
      email: null,
      birthDate: null,
      gender: 'female',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before deleting and shows the server refusal', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path, init) =>
      init.method === 'DELETE'
        ? { status: 409, body: { message: CUSTOMER_MSG.hasOrders } }
        : { body: pageOf([customer(1)], path) },
    );
    signIn(makeUser());
    renderApp('/dashboard/customers');
    await user.click(await screen.findByRole('button', { name: 'Delete Customer 1' }));
    expect(await screen.findByText('Are you sure! This process is irreversible!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CUSTOMER_MSG.hasOrders)).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('DELETE /api/v1/customers/555%200001/delete');
  });

  it('shows VIEW_CUSTOMERS the list without New, Edit or Delete', async () => {
    mockFetch((path) => ({ body: pageOf([customer(1)], path) }));
    signIn(makeUser({ role: 'staff', scope: 'VIEW_CUSTOMERS' }));
    renderApp('/dashboard/customers');
    expect(await screen.findByText('Customer 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Customer 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Customer 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('shows the load error', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'boom' } }));
    signIn(makeUser());
    renderApp('/dashboard/customers');
    expect(await screen.findByText(CUSTOMER_MSG.loadFailed)).toBeTruthy();
  });

  it('exports what the search shows: every matching customer of every page, and no other', async () => {
    const user = userEvent.setup();
    // 150 regulars (two export pages of 100) among 60 others; the screen shows 10 of them at a time
    const everyone = [
      ...Array.from({ length: 150 }, (_, i) => customer(i + 1, { name: `Regular ${i + 1}` })),
      ...Array.from({ length: 60 }, (_, i) => customer(500 + i, { name: `Passer ${i + 1}` })),
    ];
    const fetchMock = mockFetch((path) => ({ body: pageOf(everyone, path) }));
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:customers';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    signIn(makeUser());
    renderApp('/dashboard/customers');
    await user.type(await screen.findByRole('textbox', { name: 'Search customers' }), 'regular');
    await waitFor(() => expect(screen.getByText('Showing 10 of 150')).toBeTruthy(), { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_MSG.exported)).toBeTruthy();
    const rows = ((await blobs[0]?.text())?.split('\r\n') ?? []).slice(1);
    expect(rows).toHaveLength(150);
    expect(rows.every((row) => row.startsWith('Regular '))).toBe(true);
    expect(new Set(rows).size).toBe(150);
    expect(calledPaths(fetchMock)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/customers?sort=created_at&page=1&perPage=100&filter=regular',
        'GET /api/v1/customers?sort=created_at&page=2&perPage=100&filter=regular',
      ]),
    );
  });

  it('exports every page as CSV with formula cells defused, and says when it fails', async () => {
    const user = userEvent.setup();
    const risky = [customer(1, { name: '=HYPERLINK("http://evil")' }), ...twentyFive];
    let failExport = false;
    mockFetch((path) =>
      failExport && path.includes('perPage=100') ? { status: 500, body: {} } : { body: pageOf(risky, path) },
    );
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:customers';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    signIn(makeUser());
    renderApp('/dashboard/customers');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_MSG.exported)).toBeTruthy();
    const lines = (await blobs[0]?.text())?.split('\r\n') ?? [];
    expect(lines[0]).toBe('Name,Phone,Email,Birth Date,Gender,Created At,Updated At');
    expect(lines).toHaveLength(27);
    expect(lines[1]?.startsWith(`"'=HYPERLINK(""http://evil"")",555 0001,`)).toBe(true);

    failExport = true;
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_MSG.exportFailed)).toBeTruthy();
  });
});
