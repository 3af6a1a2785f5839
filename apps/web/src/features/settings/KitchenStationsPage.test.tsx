import { STATION_MSG, type TKitchenStationResponse } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { bodyOf } from '../../test/settings-fixtures';

const CATEGORIES = [
  { id: 'c1', title: 'Mains', is_enabled: 1, prepMinutes: 12 },
  { id: 'c2', title: 'Drinks', is_enabled: 1, prepMinutes: null },
  { id: 'c3', title: 'Desserts', is_enabled: 1, prepMinutes: null },
];
const PRINTERS = [{ id: 'p1', name: 'Grill printer' }];

function station(changes: Partial<TKitchenStationResponse>): TKitchenStationResponse {
  return { id: 's1', name: 'Main kitchen', isDefault: true, categoryIds: [], printerId: null, ...changes };
}

/** The store's stations, categories and printers; `printers: false` makes the printers' call fail. */
function serve(stations: TKitchenStationResponse[], options: { printers?: boolean } = {}) {
  return mockFetch((path) => {
    if (path === '/settings/kitchen-stations') return { body: stations };
    if (path === '/settings/categories') return { body: CATEGORIES };
    if (path === '/settings/printers') {
      return options.printers === false
        ? { status: 500, body: { message: 'Something went wrong!' } }
        : { body: PRINTERS };
    }
    if (path === '/settings/kitchen-stations/add')
      return { body: { message: STATION_MSG.stationAdded, id: 's9' } };
    if (path.endsWith('/update')) return { body: { message: STATION_MSG.stationUpdated } };
    return { body: { message: STATION_MSG.stationDeleted } };
  });
}

const user = () => userEvent.setup();

/** Picks `option` in the list of the combobox named `label` inside `scope`. */
async function choose(
  u: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  label: RegExp,
  option: string,
) {
  const box = within(scope).getByRole('combobox', { name: label });
  await u.click(box);
  const list = await waitFor(() => {
    const found = document.getElementById(box.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no list for ${label}`);
    return found;
  });
  await u.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('Kitchen Stations page', () => {
  it('lists each station with its default badge, categories and printer', async () => {
    serve([
      station({}),
      station({ id: 's2', name: 'Grill', isDefault: false, categoryIds: ['c1'], printerId: 'p1' }),
    ]);
    signIn(makeUser());
    renderApp('/dashboard/settings/kitchen-stations');

    const row = (name: string) => screen.getByText(name, { selector: 'span' }).closest('tr') as HTMLElement;
    await screen.findByText('Grill');
    await waitFor(() => expect(within(row('Grill')).getByText('Mains')).toBeTruthy());
    expect(within(row('Grill')).getByText('Grill printer')).toBeTruthy();
    expect(within(row('Grill')).queryByText('Default')).toBeNull();
    expect(within(row('Main kitchen')).getByText('Default')).toBeTruthy();
    expect(within(row('Main kitchen')).getByText('Everything no other station makes')).toBeTruthy();
    expect(within(row('Main kitchen')).getByText('No printer')).toBeTruthy();
  });

  it('adds a station with a category taken from another station, checking its name first', async () => {
    const u = user();
    const fetchMock = serve([station({ categoryIds: ['c2'] })]);
    signIn(makeUser());
    renderApp('/dashboard/settings/kitchen-stations');
    await screen.findByText('Main kitchen');
    await u.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Kitchen Station' });

    await u.type(within(dialog).getByLabelText(/^Name/), '   {Enter}');
    expect(await within(dialog).findByText(STATION_MSG.provideName)).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/v1/settings/kitchen-stations/add');

    await u.type(within(dialog).getByLabelText(/^Name/), 'Bar');
    // a category already at a station says which one
    await u.click(within(dialog).getByRole('checkbox', { name: 'Drinks (now at Main kitchen)' }));
    await choose(u, dialog, /^Ticket printer/, 'Grill printer');
    await u.click(within(dialog).getByRole('switch', { name: /Default station/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(STATION_MSG.stationAdded)).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/kitchen-stations/add'));
    expect(bodyOf(add?.[1])).toEqual({ name: 'Bar', categoryIds: ['c2'], printerId: 'p1', isDefault: true });
  });

  it('still saves a station when the printers cannot be loaded, without a printer', async () => {
    const u = user();
    const fetchMock = serve([station({})], { printers: false });
    signIn(makeUser());
    renderApp('/dashboard/settings/kitchen-stations');
    await u.click(await screen.findByRole('button', { name: 'Edit Main kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kitchen Station' });
    // the default station stays the default until another is made it
    expect(
      (within(dialog).getByRole('switch', { name: /Default station/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    await u.click(within(dialog).getByRole('combobox', { name: /^Ticket printer/ }));
    expect(screen.queryByRole('option', { name: 'Grill printer', hidden: true })).toBeNull();
    await u.clear(within(dialog).getByLabelText(/^Name/));
    await u.type(within(dialog).getByLabelText(/^Name/), 'Hot kitchen{Enter}');

    expect(await screen.findByText(STATION_MSG.stationUpdated)).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/kitchen-stations/s1/update'));
    expect(bodyOf(update?.[1])).toEqual({
      name: 'Hot kitchen',
      categoryIds: [],
      printerId: null,
      isDefault: true,
    });
  });

  it('deletes a station after the confirmation', async () => {
    const u = user();
    const fetchMock = serve([station({})]);
    signIn(makeUser());
    renderApp('/dashboard/settings/kitchen-stations');
    await u.click(await screen.findByRole('button', { name: 'Delete Main kitchen' }));
    expect(await screen.findByText('Are you sure! This process is irreversible!')).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('DELETE /api/v1/settings/kitchen-stations/s1');
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(STATION_MSG.stationDeleted)).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('DELETE /api/v1/settings/kitchen-stations/s1');
  });
});
