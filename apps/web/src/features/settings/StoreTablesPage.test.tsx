import { MSG, type TStoreTableResponse } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf, storeSettings } from '../../test/settings-fixtures';

/** What each QR code downloaded here encodes. */
const qrTexts = vi.hoisted(() => [] as string[]);
vi.mock('qrcode', () => ({
  default: {
    toDataURL: async (text: string) => {
      qrTexts.push(text);
      return 'data:image/png;base64,';
    },
  },
}));

const table: TStoreTableResponse = {
  id: 't1',
  table_title: 'A1',
  floor: 'Patio',
  seating_capacity: 4,
  encrypted_id: 'public-table-id',
};

describe('Store Tables page', () => {
  it("shows the server's message when the list fails, and loads it again on Try again", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch((path) => {
      if (path === '/settings/store-setting') return { body: storeSettings() };
      return fail ? { status: 500, body: { message: 'The database is not answering.' } } : { body: [table] };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/tables');

    expect(await screen.findByText('Error loading data, Try Later!')).toBeTruthy();
    expect(screen.getByText('The database is not answering.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('A1')).toBeTruthy();
  });

  it('shows the four messages in the Add New Table dialog, then adds the table', async () => {
    const user = userEvent.setup();
    let tables: TStoreTableResponse[] = [];
    const fetchMock = mockFetch((path) => {
      if (path === '/settings/store-tables/add') {
        tables = [table];
        return { body: { message: MSG.tableAdded, id: 't1' } };
      }
      if (path === '/settings/store-setting') return { body: storeSettings() };
      return { body: tables };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/tables');

    expect(await screen.findByText(/No tables found!/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Table' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MSG.provideTableTitle)).toBeTruthy();
    expect(within(dialog).getByText(MSG.provideFloor)).toBeTruthy();
    expect(within(dialog).getByText(MSG.provideSeatingCapacity)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Title/));

    await user.type(within(dialog).getByLabelText(/^Title/), 'A1');
    await user.type(within(dialog).getByLabelText(/^Floor/), 'Patio');
    await user.type(within(dialog).getByLabelText(/^Seating Capacity/), '-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MSG.provideValidSeatingCapacity)).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/v1/settings/store-tables/add');

    await user.clear(within(dialog).getByLabelText(/^Seating Capacity/));
    await user.type(within(dialog).getByLabelText(/^Seating Capacity/), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.tableAdded)).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/settings/store-tables/add'));
    expect(bodyOf(add?.[1])).toEqual({ title: 'A1', floor: 'Patio', seatingCapacity: 4 });
    const card = await screen.findByTestId('table-card');
    expect(within(card).getByText('4 person')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('blocks the table QR while the QR menu is off', async () => {
    const user = userEvent.setup();
    mockFetch((path) =>
      path === '/settings/store-setting'
        ? { body: storeSettings({ isQRMenuEnabled: 0 }) }
        : { body: [table] },
    );
    signIn(makeUser());
    renderApp('/dashboard/settings/tables');
    await user.click(await screen.findByRole('button', { name: 'Download Table QR' }));
    expect(await screen.findByText(MSG.enableQrMenuFirst)).toBeTruthy();
  });

  it("encodes the table QR on the server's PUBLIC_URL and warns while that is localhost (issue 22)", async () => {
    const user = userEvent.setup();
    const publicUrl = 'http://127.0.0.1:3000';
    mockFetch((path) =>
      path === '/settings/store-setting'
        ? { body: storeSettings({ isQRMenuEnabled: 1, publicUrl }) }
        : { body: [table] },
    );
    signIn(makeUser());
    renderApp('/dashboard/settings/tables');
    const notice = await screen.findByTestId('public-url-notice');
    expect(notice.textContent).toContain(
      `Your public address is ${publicUrl}, which only this computer can open. Set PUBLIC_URL to the address diners and staff use (for example PUBLIC_URL=https://pos.example.com) and restart the server, then print the QR codes again.`,
    );
    qrTexts.length = 0;
    await user.click(screen.getByRole('button', { name: 'Download Table QR' }));
    await waitFor(() => expect(qrTexts).toEqual([`${publicUrl}/m/qr-code-token?table=public-table-id`]));
  });

  it('updates a table, and shows the server message when a delete is refused', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path, init) => {
      if (path === '/settings/store-setting') return { body: storeSettings() };
      if (path === '/settings/store-tables/t1/update') return { body: { message: MSG.tableUpdated } };
      if (init.method === 'DELETE') return { status: 409, body: { message: MSG.tableHasOpenOrders } };
      return { body: [table] };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/tables');

    await user.click(await screen.findByRole('button', { name: 'Edit A1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Table' });
    expect((within(dialog).getByLabelText(/^Floor/) as HTMLInputElement).value).toBe('Patio');
    await user.clear(within(dialog).getByLabelText(/^Floor/));
    await user.type(within(dialog).getByLabelText(/^Floor/), 'Terrace{Enter}');
    expect(await screen.findByText(MSG.tableUpdated)).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/t1/update'));
    expect(bodyOf(update?.[1])).toEqual({ title: 'A1', floor: 'Terrace', seatingCapacity: 4 });

    await user.click(screen.getByRole('button', { name: 'Delete A1' }));
    expect(await screen.findByText('Are you sure! This process is irreversible!')).toBeTruthy();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.tableHasOpenOrders)).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('DELETE /api/v1/settings/store-tables/t1');
  });
});
