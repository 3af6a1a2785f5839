import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  BURGER,
  CAPPUCCINO,
  CODE,
  cartLine,
  errorAnswer,
  fakeApi,
  ICED_TEA,
  menuAnswer,
  menuFixture,
  renderAt,
  seedCart,
  storedCart,
  TABLE_ID,
} from '../test/qr-fixtures';

const cartUrl = `/m/${CODE}/cart?table=${TABLE_ID}`;

function summary() {
  const section = screen.getByRole('region', { name: 'Order Summary' });
  const value = (label: string) => within(section).getByText(label).nextElementSibling?.textContent;
  return { items: value('Items Total'), tax: value('Tax Total'), payable: value('Payable Total') };
}

const row = (title: string) => screen.getByRole('listitem', { name: title });

async function openCart() {
  renderAt(cartUrl);
  await screen.findByRole('heading', { name: 'Order Summary' });
}

describe('QR cart page', () => {
  it('shows the table and prices tax on top for an exclusive tax', async () => {
    fakeApi();
    seedCart([cartLine(BURGER, { addons: [0], quantity: 2 })]);
    await openCart();
    expect(screen.getByText('T4')).toBeTruthy();
    expect(screen.getByText(/Ground Floor/)).toBeTruthy();
    expect(within(row('Classic Burger')).getByText('$29.00')).toBeTruthy();
    expect(within(row('Classic Burger')).getByText('+ Bacon')).toBeTruthy();
    // 29.00 × 8.875 % = 2.57375 → 2.57
    expect(summary()).toEqual({ items: '$29.00', tax: '$2.57', payable: '$31.57' });
  });

  it('takes an inclusive tax out of the price, and adds both kinds up', async () => {
    fakeApi();
    seedCart([cartLine(CAPPUCCINO, { variant: 1, addons: [0] })]);
    await openCart();
    // 5.00 incl. 5 %: tax 5.00 − 5.00 × 100 / 105 = 0.238 → 0.24
    expect(within(row('Cappuccino')).getByText('Large')).toBeTruthy();
    expect(summary()).toEqual({ items: '$4.76', tax: '$0.24', payable: '$5.00' });

    seedCart([
      cartLine(CAPPUCCINO, { variant: 1, addons: [0] }),
      cartLine(BURGER, { addons: [0], quantity: 2 }),
      cartLine(ICED_TEA),
    ]);
    window.dispatchEvent(new StorageEvent('storage'));
    await waitFor(() => expect(summary()).toEqual({ items: '$36.76', tax: '$2.81', payable: '$39.57' }));
  });

  it('changes quantities with plus and minus, removes at 0 and with Remove', async () => {
    const user = userEvent.setup();
    fakeApi();
    seedCart([cartLine(BURGER), cartLine(ICED_TEA, { quantity: 2 })]);
    await openCart();
    const burger = row('Classic Burger');
    await user.click(within(burger).getByRole('button', { name: 'Increase quantity' }));
    expect(within(burger).getByLabelText('Quantity').textContent).toBe('2');
    expect(within(burger).getByText('$25.00')).toBeTruthy();
    expect(storedCart()?.lines[0]?.quantity).toBe(2);
    await user.click(within(burger).getByRole('button', { name: 'Decrease quantity' }));
    await user.click(within(burger).getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.queryByRole('listitem', { name: 'Classic Burger' })).toBeNull();

    await user.click(within(row('Iced Tea')).getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Your cart is empty!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    expect(storedCart()?.lines).toEqual([]);
  });

  it('stops notes at 100 characters with a counter, and clears blank notes to null', async () => {
    const user = userEvent.setup();
    fakeApi();
    seedCart([cartLine(ICED_TEA)]);
    await openCart();
    await user.click(within(row('Iced Tea')).getByRole('button', { name: 'Notes' }));
    const dialog = screen.getByRole('dialog', { name: 'Notes' });
    expect(within(dialog).getByText('100 characters maximum')).toBeTruthy();
    const field = within(dialog).getByRole('textbox', { name: 'Notes for Iced Tea' }) as HTMLTextAreaElement;
    await user.type(field, 'x'.repeat(120));
    expect(field.value).toHaveLength(100);
    expect(within(dialog).getByText('100/100')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedCart()?.lines[0]?.notes).toBe('x'.repeat(100));
    expect(within(row('Iced Tea')).getByText(`Notes: ${'x'.repeat(100)}`)).toBeTruthy();

    await user.click(within(row('Iced Tea')).getByRole('button', { name: 'Notes' }));
    const again = screen.getByRole('textbox', { name: 'Notes for Iced Tea' });
    await user.clear(again);
    await user.type(again, '   {Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedCart()?.lines[0]?.notes).toBeNull();
  });

  it("checks the phone customer's name and phone with the spec's messages before sending", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    seedCart([cartLine(ICED_TEA)]);
    await openCart();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = screen.getByRole('dialog', { name: 'Continue as' });
    await user.click(within(dialog).getByRole('radio', { name: 'Using Phone Number' }));
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(within(dialog).getByText('Name is Required.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid phone number.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name' }));

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '   ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(within(dialog).getByText('Name is Required.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid phone number.')).toBeTruthy();
    expect(api.orders()).toEqual([]);
  });

  it('places a phone customer order for the table, empties the cart and shows the thank-you page', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    seedCart([
      { ...cartLine(CAPPUCCINO, { variant: 1, addons: [0, 1], quantity: 2 }), notes: 'Extra hot' },
      cartLine(ICED_TEA),
    ]);
    await openCart();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await user.click(screen.getByRole('radio', { name: 'Using Phone Number' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Ana Diner ');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 555 0199{Enter}');

    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(window.location.pathname).toBe('/m/order-success');
    const [order] = api.orders();
    expect(order?.body).toEqual({
      deliveryType: null,
      cartItems: [
        {
          id: 'cappuccino',
          quantity: 2,
          notes: 'Extra hot',
          variant_id: 'v-large',
          addons_ids: ['a-oat', 'a-shot'],
        },
        { id: 'iced-tea', quantity: 1, notes: null, variant_id: null, addons_ids: [] },
      ],
      customerType: 'CUSTOMER',
      customer: { name: 'Ana Diner', phone: '+1 555 0199' },
      tableId: TABLE_ID,
    });
    expect((order?.headers ?? {}) as Record<string, string>).toHaveProperty('idempotency-key');
    expect(((order?.headers ?? {}) as Record<string, string>)['idempotency-key']).toMatch(
      /^qr-[0-9a-f]{32}$/,
    );
    expect(storedCart()?.lines).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to Menu' }).getAttribute('href')).toBe(
      `/m/${CODE}?table=${TABLE_ID}`,
    );
  });

  it('places a guest order without a table as Guest with an empty phone', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ menu: menuAnswer(menuFixture({}, false)) });
    seedCart([cartLine(BURGER)], null);
    renderAt(`/m/${CODE}/cart`);
    await screen.findByRole('heading', { name: 'Order Summary' });
    expect(screen.queryByText(/Ground Floor/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect((screen.getByRole('radio', { name: 'Guest' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(api.orders()[0]?.body).toEqual({
      deliveryType: null,
      cartItems: [{ id: 'burger', quantity: 1, notes: null, variant_id: null, addons_ids: [] }],
      customerType: 'WALKIN',
      customer: { name: 'Guest', phone: '' },
      tableId: null,
    });
  });

  it('goes to Order Failed on any failure, keeps the cart, and Try Again ! leads back to it', async () => {
    const user = userEvent.setup();
    fakeApi({
      order: () => errorAnswer(429, 'Too many orders from this device, please try again in a few minutes!'),
    });
    seedCart([cartLine(ICED_TEA)]);
    await openCart();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await screen.findByRole('heading', { name: 'Order Failed' });
    expect(window.location.pathname).toBe('/m/order-failed');
    expect(
      screen.getByText('Too many orders from this device, please try again in a few minutes!'),
    ).toBeTruthy();
    expect(storedCart()?.lines).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try Again !' }));
    expect(window.location.pathname).toBe(`/m/${CODE}/cart`);
    expect(window.location.search).toBe(`?table=${TABLE_ID}`);
    expect(await screen.findByRole('listitem', { name: 'Iced Tea' })).toBeTruthy();
  });

  it('goes to Order Failed when the network is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    fakeApi({
      order: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    seedCart([cartLine(ICED_TEA)]);
    await openCart();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Order Failed' });
  });

  it('offers no checkout while QR ordering is off, and drops lines no longer on the menu', async () => {
    const menu = menuFixture({ is_qr_order_enabled: 0 });
    menu.menuItems = menu.menuItems.filter((item) => item.id !== 'burger');
    fakeApi({ menu: menuAnswer(menu) });
    seedCart([cartLine(BURGER), cartLine(ICED_TEA)]);
    await openCart();
    expect(screen.getByText('Ordering via QR menu is not available right now!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    await waitFor(() => expect(storedCart()?.lines.map((line) => line.id)).toEqual(['iced-tea']));
    expect(screen.queryByRole('listitem', { name: 'Classic Burger' })).toBeNull();
  });
});
