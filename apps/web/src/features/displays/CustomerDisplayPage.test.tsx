import type { TCustomerDisplayCart } from '@opentab/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitSocket } from '../../test/fake-realtime';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

const emitDisplay = (event: string, payload: unknown) => act(() => emitSocket(event, payload));

afterEach(() => {
  cleanup();
});

const store = { name: 'Harbour Grill', logo: null, brandColor: null, currency: 'USD' };
const displayUser = () => makeUser({ role: 'staff', scope: 'CUSTOMER_DISPLAY', name: 'Till 1 screen' });

function mockDisplay(state: { isPaired: 0 | 1 }) {
  return mockFetch((path) => {
    if (path === '/displays/customer') return { body: { ...state, store } };
    if (path === '/displays/customer/pair') {
      state.isPaired = 1;
      return { body: { message: 'Customer display paired!' } };
    }
    return { status: 404, body: { message: 'Not found!' } };
  });
}

const cart: TCustomerDisplayCart = {
  lines: [
    { quantity: 2, title: 'Classic Burger', variant: 'Large', addons: ['Bacon', 'Cheese'], amount: 24 },
    { quantity: 1, title: 'Espresso', variant: null, addons: [], amount: 3.5 },
  ],
  subtotal: 27.5,
  discount: 2.5,
  serviceCharge: 0,
  tax: 2.5,
  tip: 3,
  total: 30.5,
  tendered: 40,
  changeDue: 9.5,
};

describe('the customer display', () => {
  it('asks for the POS’s code while unpaired, pairs with it and shows the cart sent at once', async () => {
    const fetchMock = mockDisplay({ isPaired: 0 });
    signIn(displayUser());
    renderApp('/display/customer');
    await screen.findByTestId('customer-display-pairing');
    const pair = screen.getByRole('button', { name: 'Pair' });
    expect(pair).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Pairing code' }), '48a2913');
    await userEvent.click(pair);
    // the POS sends its cart the moment the pairing is made, before this screen has reread its state
    emitDisplay('customer_display_cart', cart);
    expect(await screen.findByTestId('customer-display-cart')).toBeTruthy();
    const pairCall = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/displays/customer/pair'),
    );
    expect(JSON.parse(String(pairCall?.[1]?.body))).toEqual({ code: '482913' });
    expect(calledPaths(fetchMock)).toContain('POST /api/v1/displays/customer/pair');
  });

  it('idles with the store, mirrors its POS’s cart line by line with the totals, and idles again when it empties', async () => {
    mockDisplay({ isPaired: 1 });
    signIn(displayUser());
    renderApp('/display/customer');
    const idle = await screen.findByTestId('customer-display-idle');
    expect(within(idle).getByText('Welcome to Harbour Grill')).toBeTruthy();

    emitDisplay('customer_display_cart', cart);
    const lines = screen.getAllByTestId('customer-display-line').map((line) => line.textContent);
    expect(lines).toEqual(['2×Classic BurgerLarge, Bacon, Cheese$24.00', '1×Espresso$3.50']);
    const totals = within(screen.getByTestId('customer-display-totals'));
    expect(totals.getByTestId('display-Subtotal').textContent).toBe('$27.50');
    expect(totals.getByTestId('display-Discount').textContent).toBe('-$2.50');
    expect(totals.getByTestId('display-Tip').textContent).toBe('$3.00');
    expect(totals.getByTestId('display-Total').textContent).toBe('$30.50');
    expect(totals.getByTestId('display-Tendered').textContent).toBe('$40.00');
    expect(totals.getByTestId('display-Change').textContent).toBe('$9.50');
    // nothing the guest does not pay for: no service charge line when there is none
    expect(totals.queryByTestId('display-Service Charge')).toBeNull();

    emitDisplay('customer_display_cart', { ...cart, lines: [] });
    expect(await screen.findByTestId('customer-display-idle')).toBeTruthy();
  });

  it('goes back to the code when the POS unpairs it', async () => {
    const state = { isPaired: 1 as 0 | 1 };
    mockDisplay(state);
    signIn(displayUser());
    renderApp('/display/customer');
    await screen.findByTestId('customer-display-idle');
    emitDisplay('customer_display_cart', cart);
    state.isPaired = 0;
    emitDisplay('customer_display_pairing', { isPaired: 0 });
    await waitFor(() => expect(screen.getByTestId('customer-display-pairing')).toBeTruthy());
    expect(screen.queryByTestId('customer-display-cart')).toBeNull();
  });
});
