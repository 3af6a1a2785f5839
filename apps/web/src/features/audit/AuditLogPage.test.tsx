import type { TAuditEntryResponse } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

afterEach(() => vi.restoreAllMocks());

const scopeChange: TAuditEntryResponse = {
  id: 'a2',
  created_at: '2026-11-27T10:15:00.000Z',
  user_id: 'u1',
  user_name: 'Ada Owner',
  device: 'Chrome on Windows',
  action: 'user.update',
  subject: 'casey@example.com',
  before: { scope: 'POS' },
  after: { scope: 'POS,ORDERS' },
};
const taxAdded: TAuditEntryResponse = {
  id: 'a1',
  created_at: '2026-11-27T09:00:00.000Z',
  user_id: 'u2',
  user_name: 'Max Manager',
  device: null,
  action: 'tax.add',
  subject: 'VAT',
  before: null,
  after: { title: 'VAT', rate: 5, type: 'exclusive' },
};

function mockAuditApi() {
  return mockFetch((path) => {
    if (path === '/settings/store-setting') return { body: { timeZone: 'UTC' } };
    if (path.startsWith('/audit-log?')) {
      const action = new URLSearchParams(path.split('?')[1]).get('action');
      const list = action
        ? [scopeChange, taxAdded].filter((entry) => entry.action === action)
        : [scopeChange, taxAdded];
      return { body: list, headers: { 'X-Total-Count': String(list.length), 'X-Has-More': 'false' } };
    }
    return { status: 404, body: { message: 'Not found!' } };
  });
}

async function openAuditLog() {
  signIn(makeUser({ role: 'admin' }));
  renderApp('/dashboard/audit-log');
  return screen.findByText('Chrome on Windows');
}

describe('Audit Log screen (issue 23)', () => {
  it("lists who changed what, from which device, with each change's before and after", async () => {
    mockAuditApi();
    await openAuditLog();
    expect(screen.getByRole('heading', { name: 'Audit Log' })).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Audit log' }));
    const [first, second] = table.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    // newest first, as the server answers
    expect(within(first).getByText('User changed')).toBeTruthy();
    expect(within(first).getByText('casey@example.com')).toBeTruthy();
    expect(first.textContent).toContain('scope: POS → POS,ORDERS');
    // an add shows what it set; a device no longer known shows a dash
    expect(within(second).getByText('Tax added')).toBeTruthy();
    expect(second.textContent).toContain('rate: 5');
    expect(within(second).getByText('Max Manager')).toBeTruthy();
    expect(within(second).getByText('—')).toBeTruthy();
  });

  it('asks the server for one action, and for one user of the list', async () => {
    const user = userEvent.setup();
    const fetchMock = mockAuditApi();
    await openAuditLog();
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Tax added', hidden: true }));
    await waitFor(() =>
      expect(calledPaths(fetchMock)).toContain('GET /api/v1/audit-log?type=today&action=tax.add'),
    );
    await waitFor(() => expect(screen.queryByText('Chrome on Windows')).toBeNull());
    // the users to choose from are those of the entries shown
    await user.click(screen.getByRole('combobox', { name: 'User' }));
    expect(await screen.findByRole('option', { name: 'Max Manager', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Ada Owner', hidden: true })).toBeNull();
  });

  it('downloads the filtered entries as a CSV file from the server', async () => {
    const user = userEvent.setup();
    mockAuditApi();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${new URL(this.href).pathname}${new URL(this.href).search} ${this.download}`);
    });
    await openAuditLog();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(clicked).toEqual(['/api/v1/audit-log/download?type=today audit-log.csv']);
    expect(within(document.body).queryByRole('dialog')).toBeNull();
  });
});
