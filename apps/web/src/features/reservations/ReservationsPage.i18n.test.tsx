import type { TReservationResponse } from '@opentab/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

const reservation: TReservationResponse = {
  id: 'r1',
  customer_id: '5550001',
  customer_name: 'Ada Lovelace',
  date: '2030-01-02T18:30:00.000Z',
  table_id: 't1',
  table_title: 'Window',
  status: 'booked',
  notes: 'Birthday cake at nine',
  people_count: 1,
  unique_code: 'K7Q2M9XZ4P',
  created_at: '2029-12-01T10:00:00.000Z',
  updated_at: '2029-12-01T10:00:00.000Z',
};

function mockReservations(people: number) {
  mockFetch((path) => {
    if (path === '/reservations/init') return { body: { storeTables: [], timeZone: 'UTC' } };
    if (path === '/reservations?type=today') return { body: [{ ...reservation, people_count: people }] };
    return { body: [] };
  });
}

describe('Reservations in other languages (issue 24)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('counts people with the language’s plural and names the status and the date filters (Spanish)', async () => {
    const user = userEvent.setup();
    mockReservations(1);
    signIn(makeUser());
    await act(() => setLanguage('es'));
    renderApp('/dashboard/reservation');

    const card = await screen.findByTestId('reservation-card');
    expect(within(card).getByText('1 persona')).toBeTruthy();
    expect(within(card).getByText('reservada')).toBeTruthy();
    expect(within(card).getByLabelText('Notas: Birthday cake at nine')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reservas' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Filtros: Hoy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    expect(within(dialog).getByLabelText('Últimos 7 días')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeTruthy();
  });

  it('uses the Arabic plural forms, right to left', async () => {
    mockReservations(2);
    signIn(makeUser());
    await act(() => setLanguage('ar'));
    renderApp('/dashboard/reservation');

    const card = await screen.findByTestId('reservation-card');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(card).getByText('شخصان')).toBeTruthy();
    expect(within(card).getByText('محجوز')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'حذف حجز Ada Lovelace' })).toBeTruthy();
  });
});
