import {
  EXPORT_MSG,
  MSG,
  SUPERADMIN_MSG,
  type TTenant,
  type TTenantExportRow,
  type TTenantListResponse,
} from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

function tenant(n: number, changes: Partial<TTenant> = {}): TTenant {
  return {
    id: `tenant-${n}`,
    name: `Tenant ${n}`,
    email: `owner${n}@example.com`,
    is_active: n % 4 === 0 ? 0 : 1,
    subscription_start: '2026-01-01T00:00:00.000Z',
    subscription_end: '2026-02-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

const twelve = Array.from({ length: 12 }, (_, i) => tenant(12 - i));

/** The server's paging, search and status filter over `all`. */
function pageOf(all: TTenant[], path: string): TTenantListResponse {
  const query = new URL(path, 'http://x').searchParams;
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('perPage') ?? 5);
  const search = query.get('search')?.toLowerCase();
  const status = query.get('status') ?? 'all';
  const matching = all
    .filter((t) => !search || t.name.toLowerCase().includes(search))
    .filter((t) => status === 'all' || t.is_active === (status === 'active' ? 1 : 0));
  return {
    tenants: matching.slice((page - 1) * perPage, page * perPage),
    currentPage: page,
    perPage,
    totalTenants: matching.length,
    totalPages: Math.ceil(matching.length / perPage),
  };
}

function answer(path: string) {
  if (path.startsWith('/superadmin/tenantsData')) {
    return { body: { activeTenants: 9, inactiveTenants: 3, allTenants: 12 } };
  }
  return { body: pageOf(twelve, path) };
}

const operator = () => makeUser({ role: 'superadmin', tenantId: null, name: 'Olive Operator' });

/** Files the page saves: their names (the link's download attribute) and contents (the blob). */
function stubDownloads() {
  const saved = { names: [] as string[], blobs: [] as Blob[] };
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.blobs.push(blob);
        return 'blob:tenants';
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.names.push(this.download);
  });
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Tenants page', () => {
  it('shows the status tiles, 5 tenants a page and "Showing X of Y"', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer);
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants');

    expect(await screen.findByText('Tenant 12')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Showing 5 of 12')).toBeTruthy();
    const tiles = screen.getByRole('group', { name: 'Tenant status' });
    const all = await within(tiles).findByRole('button', { name: /All\s*12/ });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(calledPaths(fetchMock)).toContain('GET /api/v1/superadmin/tenants?page=1&perPage=5&status=all');

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Showing 2 of 12')).toBeTruthy();
    // A status tile starts over at page 1.
    await user.click(within(tiles).getByRole('button', { name: /Inactive\s*3/ }));
    expect(await screen.findByText('Showing 3 of 3')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain(
      'GET /api/v1/superadmin/tenants?page=1&perPage=5&status=inactive',
    );
  });

  it('searches after the typing stops, from page 1, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer);
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Search tenants' }), 'tenant 1');
    // One request for the whole term, none per key.
    expect(calledPaths(fetchMock).filter((p) => p.includes('search='))).toEqual([]);
    await waitFor(() => expect(screen.getByText('Showing 4 of 4')).toBeTruthy(), { timeout: 3000 });
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(calledPaths(fetchMock).filter((p) => p.includes('search='))).toEqual([
      'GET /api/v1/superadmin/tenants?page=1&perPage=5&status=all&search=tenant+1',
    ]);

    await user.clear(screen.getByRole('textbox', { name: 'Search tenants' }));
    await user.type(screen.getByRole('textbox', { name: 'Search tenants' }), 'nobody');
    expect(await screen.findByText(SUPERADMIN_MSG.noTenants, {}, { timeout: 3000 })).toBeTruthy();
  });

  it('checks Add Tenant with the spec messages before sending', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer);
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants');
    await user.click(await screen.findByRole('button', { name: 'Add Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tenant' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please provide name!')).toBeTruthy();
    expect(within(dialog).getByText('Please provide valid email!')).toBeTruthy();
    expect(within(dialog).getByText('Please provide password!')).toBeTruthy();
    expect(calledPaths(fetchMock).some((p) => p.includes('/tenants/add'))).toBe(false);
  });

  it('switches a tenant off from the edit dialog', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path.includes('/tenants/update/') ? { body: { message: SUPERADMIN_MSG.tenantUpdated } } : answer(path),
    );
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants');
    await user.click(await screen.findByRole('button', { name: 'Edit Tenant 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Tenant' });
    await user.click(within(dialog).getByLabelText('Active'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SUPERADMIN_MSG.tenantUpdated)).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) => String(url).includes('/tenants/update/'));
    expect(update?.[1]?.method).toBe('PATCH');
    expect(JSON.parse(String(update?.[1]?.body))).toEqual({
      name: 'Tenant 11',
      email: 'owner11@example.com',
      isActive: false,
    });
  });

  it('exports the selected tile as CSV with "Data exported successfully !", formula cells defused', async () => {
    const user = userEvent.setup();
    const rows: TTenantExportRow[] = [
      {
        name: '=HYPERLINK("http://evil")',
        email: 'owner4@example.com',
        is_active: 0,
        subscription_start: '2026-01-01T00:00:00.000Z',
        subscription_end: null,
      },
    ];
    const fetchMock = mockFetch((path) =>
      path === '/superadmin/tenantsData/inactive' ? { body: rows } : answer(path),
    );
    const saved = stubDownloads();
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants');
    const tiles = await screen.findByRole('group', { name: 'Tenant status' });
    await user.click(await within(tiles).findByRole('button', { name: /Inactive\s*3/ }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(EXPORT_MSG.exported)).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('GET /api/v1/superadmin/tenantsData/inactive');
    expect(saved.names).toEqual(['tenants-inactive.csv']);
    expect((await saved.blobs[0]?.text())?.split('\r\n')).toEqual([
      'Name,Email,Status,Subscription Start,Subscription End',
      `"'=HYPERLINK(""http://evil"")",owner4@example.com,Inactive,2026-01-01T00:00:00.000Z,`,
    ]);
    expect(screen.queryByText(EXPORT_MSG.exportFailed)).toBeNull();
  });

  it('says "Failed to export Data. Please try again." when the export call fails, and saves nothing', async () => {
    const user = userEvent.setup();
    mockFetch((path) =>
      path.startsWith('/superadmin/tenantsData/') ? { status: 500, body: {} } : answer(path),
    );
    const saved = stubDownloads();
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(EXPORT_MSG.exportFailed)).toBeTruthy();
    expect(screen.queryByText(EXPORT_MSG.exported)).toBeNull();
    expect(saved.names).toEqual([]);
  });

  it('shows the load error of the list, and "Something went wrong!" when an action fails without a message', async () => {
    const user = userEvent.setup();
    let failList = true;
    mockFetch((path) => {
      if (path.startsWith('/superadmin/tenants?') && failList) return { status: 500, body: {} };
      if (path.includes('/tenants/delete/')) return { status: 500, body: {} };
      return answer(path);
    });
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants');
    expect(await screen.findByText(SUPERADMIN_MSG.loadTenantsFailed)).toBeTruthy();

    failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Tenant 12' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(SUPERADMIN_MSG.deleteTenantConfirm)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.somethingWrong)).toBeTruthy();
  });

  it('filters by when the subscription ends, from page 1, and clears back to any time', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer);
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Filters: Any time' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(filters).getByLabelText('Tomorrow'));
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calledPaths(fetchMock)).toContain(
        'GET /api/v1/superadmin/tenants?page=1&perPage=5&status=all&type=tomorrow',
      ),
    );
    expect(await screen.findByText('Page 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Filters: Tomorrow' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Clear' }),
    );
    expect(await screen.findByRole('button', { name: 'Filters: Any time' })).toBeTruthy();
  });

  it('adds a tenant and says "Tenant added!"', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path === '/superadmin/tenants/add'
        ? { body: { message: SUPERADMIN_MSG.tenantAdded, id: 'tenant-13' } }
        : answer(path),
    );
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants');
    await user.click(await screen.findByRole('button', { name: 'Add Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tenant' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Harbour Cafe');
    await user.type(within(dialog).getByLabelText(/^Email/), 'owner@harbour.example');
    await user.type(within(dialog).getByLabelText(/^Password/), 'a-long-password');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(SUPERADMIN_MSG.tenantAdded)).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/tenants/add'));
    expect(JSON.parse(String(add?.[1]?.body))).toEqual({
      name: 'Harbour Cafe',
      email: 'owner@harbour.example',
      password: 'a-long-password',
      isActive: true,
    });
  });

  it('checks Update Tenant with the spec messages before sending', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer);
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants');
    await user.click(await screen.findByRole('button', { name: 'Edit Tenant 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Tenant' });
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SUPERADMIN_MSG.provideTenantName)).toBeTruthy();
    expect(within(dialog).getByText(SUPERADMIN_MSG.provideValidTenantEmail)).toBeTruthy();
    expect(calledPaths(fetchMock).some((p) => p.includes('/tenants/update/'))).toBe(false);
  });

  it("deletes a tenant after the confirmation, with the server's message", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path.includes('/tenants/delete/') ? { body: { message: SUPERADMIN_MSG.tenantDeleted } } : answer(path),
    );
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants');
    await user.click(await screen.findByRole('button', { name: 'Delete Tenant 12' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SUPERADMIN_MSG.tenantDeleted)).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('DELETE /api/v1/superadmin/tenants/delete/tenant-12');
  });

  it('says "No result found!" when a search call fails', async () => {
    const user = userEvent.setup();
    mockFetch((path) => (path.includes('search=') ? { status: 500, body: {} } : answer(path)));
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants');
    await user.type(await screen.findByRole('textbox', { name: 'Search tenants' }), 'tenant 1');
    expect(await screen.findByText(MSG.searchFailed, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(SUPERADMIN_MSG.loadTenantsFailed)).toBeNull();
  });
});
