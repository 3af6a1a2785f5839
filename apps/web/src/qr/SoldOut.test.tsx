import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BURGER, CODE, menuFixture, renderAt, TABLE_ID } from '../test/qr-fixtures';

/** Issue 27: the QR menu shows an item whose recipe cannot be made once as sold out, and follows the store. */
function serve(soldOut: { menu: string[]; now: string[] }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const body = String(input).endsWith('/sold-out')
      ? { soldOutItemIds: soldOut.now }
      : { ...menuFixture(), soldOutItemIds: soldOut.menu };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const burgerCard = () => screen.getByRole('button', { name: new RegExp(BURGER.title) });

describe('QR menu sold-out items', () => {
  it('shows a sold-out item as sold out and not orderable, and follows the store when the phone comes back', async () => {
    const soldOut = { menu: [BURGER.id], now: [BURGER.id] };
    const fetchMock = serve(soldOut);
    renderAt(`/m/${CODE}?table=${TABLE_ID}`);
    await screen.findByRole('heading', { name: 'Harbour Cafe' });
    expect(within(burgerCard()).getByText('Sold out')).toBeTruthy();
    expect(burgerCard()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Iced Tea/ })).toHaveProperty('disabled', false);

    // stock arrived; the phone comes back to the page and asks again
    soldOut.now = [];
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(within(burgerCard()).queryByText('Sold out')).toBeNull());
    expect(burgerCard()).toHaveProperty('disabled', false);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/v1/qrmenu/${CODE}/sold-out`);
  });
});
