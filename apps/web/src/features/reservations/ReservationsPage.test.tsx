import { MSG, RESERVATION_MSG, type TReservationResponse, toZonedDateTimeInput } from '@opentab/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

const reservation: TReservationResponse = {
  id: 'r1',
  customer_id: '5550001',
  customer_name: 'Ada Lovelace',
  date: '2030-01-02T18:30:00.000Z',
  table_id: 't1',
  table_title: 'Window',
  status: 'booked',
  notes: 'Birthday cake at nine',
  people_count: 4,
  unique_code: 'K7Q2M9XZ4P',
  created_at: '2029-12-01T10:00:00.000Z',
  updated_at: '2029-12-01T10:00:00.000Z',
};
const storeTables = [{ id: 't1', table_title: 'Window', floor: 'Ground', seating_capacity: 4 }];

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('Reservations page', () => {
  it("lists today's reservations as cards, and the filter dialog asks for another range", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) => {
      if (path === '/reservations/init') return { body: { storeTables, timeZone: 'UTC' } };
      if (path === '/reservations?type=today') return { body: [reservation] };
      return { body: [] };
    });
    signIn(makeUser());
    renderApp('/dashboard/reservation');

    const card = await screen.findByTestId('reservation-card');
    expect(within(card).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(card).getByText('4 people')).toBeTruthy();
    expect(within(card).getByText('Window')).toBeTruthy();
    expect(within(card).getByText('booked')).toBeTruthy();
    expect(within(card).getByLabelText('Notes: Birthday cake at nine')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Filters: Today' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByLabelText('Custom'));
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2030-01-05' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2030-01-01' } });
    expect(within(dialog).getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2030-01-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No Results found! Change the Filter!')).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain(
      'GET /api/v1/reservations?type=custom&from=2030-01-05&to=2030-01-31',
    );
  });

  it('shows search results above the list, and ignores a blank term', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) => {
      if (path === '/reservations/init') return { body: { storeTables, timeZone: 'UTC' } };
      if (path.startsWith('/reservations/search'))
        return path.endsWith('q=broken')
          ? { status: 500, body: { message: 'Something went wrong!' } }
          : { body: path.endsWith('q=nobody') ? [] : [reservation] };
      return { body: [] };
    });
    signIn(makeUser());
    renderApp('/dashboard/reservation');
    const box = await screen.findByLabelText('Search reservations');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(calledPaths(fetchMock).some((call) => call.includes('/search'))).toBe(false);

    await user.type(box, ' lovelace ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByText('Ada Lovelace')).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('GET /api/v1/reservations/search?q=lovelace');

    await user.clear(box);
    await user.type(box, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(results).findByText('No Results found! Change the Filter!')).toBeTruthy();

    // spec 02 section 8: a search whose call fails shows No result found!
    await user.clear(box);
    await user.type(box, 'broken');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(results).findByText(MSG.searchFailed)).toBeTruthy();
  });

  it("checks the customer and date before adding, with the spec's messages", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) => {
      if (path === '/reservations/init') return { body: { storeTables, timeZone: 'UTC' } };
      if (path.startsWith('/customers/search-by-phone-name/search')) {
        return { body: [{ name: 'Grace Hopper', phone: '5550002' }] };
      }
      if (path === '/reservations/add') return { body: { message: RESERVATION_MSG.added } };
      return { body: [] };
    });
    signIn(makeUser({ role: 'staff', scope: 'MANAGE_RESERVATIONS' }));
    renderApp('/dashboard/reservation');
    await user.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Reservation' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(RESERVATION_MSG.selectCustomer)).toBeTruthy();
    expect(within(dialog).getByText(RESERVATION_MSG.selectDateTime)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: /^Customer\b/ }));
    const picker = await screen.findByRole('dialog', { name: 'Search Customer' });
    await user.type(within(picker).getByLabelText('Search by phone or name'), 'Grace');
    await user.click(within(picker).getByRole('button', { name: 'Search' }));
    await user.click(await within(picker).findByText('Grace Hopper'));

    const form = await screen.findByRole('dialog', { name: 'Add Reservation' });
    expect(within(form).getByTestId('reservation-customer').textContent).toBe('Grace Hopper (5550002)');
    fireEvent.change(within(form).getByLabelText(/^Date & Time/), { target: { value: '2030-03-04T19:30' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(RESERVATION_MSG.added)).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reservations/add'));
    expect(bodyOf(add?.[1])).toEqual({
      customerId: '5550002',
      date: new Date('2030-03-04T19:30').toISOString(),
      tableId: null,
      status: 'booked',
      notes: null,
      peopleCount: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads only for VIEW_RESERVATIONS: no New, no edit or delete', async () => {
    mockFetch((path) => ({
      body: path === '/reservations/init' ? { storeTables, timeZone: 'UTC' } : [reservation],
    }));
    signIn(makeUser({ role: 'staff', scope: 'VIEW_RESERVATIONS' }));
    renderApp('/dashboard/reservation');
    await screen.findByTestId('reservation-card');
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('updates and deletes after asking', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path, init) => {
      if (path === '/reservations/init') return { body: { storeTables, timeZone: 'UTC' } };
      if (path === '/reservations/update/r1') return { body: { message: RESERVATION_MSG.updated } };
      if (init.method === 'DELETE') return { body: { message: RESERVATION_MSG.deleted } };
      return { body: [reservation] };
    });
    signIn(makeUser());
    renderApp('/dashboard/reservation');
    await user.click(await screen.findByRole('button', { name: 'Edit reservation of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Reservation' });
    expect(within(dialog).queryByRole('button', { name: /^Customer\b/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(RESERVATION_MSG.updated)).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reservations/update/r1'));
    expect(bodyOf(update?.[1])).toMatchObject({ date: reservation.date, tableId: 't1', peopleCount: 4 });

    await user.click(screen.getByRole('button', { name: 'Delete reservation of Ada Lovelace' }));
    expect(await screen.findByText('Are you sure! This process is irreversible!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('DELETE /api/v1/reservations/delete/r1'));
  });

  it("shows and picks times on the store's clock, fourteen hours ahead of the device's", async () => {
    const user = userEvent.setup();
    const zone = 'Pacific/Kiritimati'; // UTC+14; the test runner is on UTC
    const fetchMock = mockFetch((path) => {
      if (path === '/reservations/init') return { body: { storeTables, timeZone: zone } };
      if (path === '/reservations/add') return { body: { message: RESERVATION_MSG.added } };
      if (path.startsWith('/customers/search-by-phone-name/search')) {
        return { body: [{ name: 'Grace Hopper', phone: '5550002' }] };
      }
      // 18:30 UTC on January 2nd is 08:30 on January 3rd in the store
      return { body: [reservation] };
    });
    signIn(makeUser());
    renderApp('/dashboard/reservation');
    const card = await screen.findByTestId('reservation-card');
    expect(card.textContent).toContain(new Date('2030-01-03T12:00:00Z').toLocaleDateString());
    expect(card.textContent).not.toContain(new Date('2030-01-02T12:00:00Z').toLocaleDateString());
    expect(card.textContent).toMatch(/08:30\s?AM/);

    await user.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Reservation' });
    await user.click(within(dialog).getByRole('button', { name: /^Customer\b/ }));
    const picker = await screen.findByRole('dialog', { name: 'Search Customer' });
    await user.type(within(picker).getByLabelText('Search by phone or name'), 'Grace');
    await user.click(within(picker).getByRole('button', { name: 'Search' }));
    await user.click(await within(picker).findByText('Grace Hopper'));
    const form = await screen.findByRole('dialog', { name: 'Add Reservation' });
    const input = within(form).getByLabelText(/^Date & Time/) as HTMLInputElement;
    // the earliest choice is now on the store's clock (read twice: the minute may turn meanwhile)
    const storeNow = [new Date(Date.now() - 60_000), new Date()].map((at) => toZonedDateTimeInput(at, zone));
    expect(storeNow).toContain(input.min);

    // an hour ago on the store's clock is in the past (on the device's clock it would be 13 hours ahead)
    const hourAgo = toZonedDateTimeInput(new Date(Date.now() - 3_600_000), zone);
    fireEvent.change(input, { target: { value: hourAgo } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(RESERVATION_MSG.dateInPast)).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/v1/reservations/add');

    fireEvent.change(input, { target: { value: '2030-03-04T19:30' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(RESERVATION_MSG.added)).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reservations/add'));
    expect(bodyOf(add?.[1]).date).toBe('2030-03-04T05:30:00.000Z');
  });

  it('edits a booking that has passed with its date kept, on the store clock', async () => {
    const user = userEvent.setup();
    const zone = 'Pacific/Kiritimati';
    const passed = { ...reservation, date: new Date(Date.now() - 3 * 3_600_000).toISOString() };
    passed.date = `${passed.date.slice(0, 16)}:00.000Z`; // whole minutes, as the picker keeps them
    const fetchMock = mockFetch((path) => {
      if (path === '/reservations/init') return { body: { storeTables, timeZone: zone } };
      if (path === '/reservations/update/r1') return { body: { message: RESERVATION_MSG.updated } };
      return { body: [passed] };
    });
    signIn(makeUser());
    renderApp('/dashboard/reservation');
    await user.click(await screen.findByRole('button', { name: 'Edit reservation of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Reservation' });
    const input = within(dialog).getByLabelText(/^Date & Time/) as HTMLInputElement;
    expect(input.value).toBe(toZonedDateTimeInput(new Date(passed.date), zone));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(RESERVATION_MSG.updated)).toBeTruthy();
    const update = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reservations/update/r1'));
    expect(bodyOf(update?.[1]).date).toBe(passed.date);
  });

  it('shows the load error', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'boom' } }));
    signIn(makeUser());
    renderApp('/dashboard/reservation');
    expect(await screen.findByText('Error loading details! Please try later!')).toBeTruthy();
  });
});
