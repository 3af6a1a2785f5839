import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
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

const menuUrl = `/m/${CODE}?table=${TABLE_ID}`;
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Menu items' }))
    .getAllByRole('button')
    .map((card) => card.querySelector('.qr-item-title')?.textContent);

describe('QR menu page', () => {
  it('shows Please wait... while loading, then the menu of the table', async () => {
    const api = fakeApi();
    renderAt(menuUrl);
    expect(screen.getByText('Please wait...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Harbour Cafe' })).toBeTruthy();
    expect(screen.getByText('Table T4 · Ground Floor')).toBeTruthy();
    expect(String(api.fetch.mock.calls[0]?.[0])).toBe(`/api/v1/qrmenu/${CODE}?tableId=${TABLE_ID}`);
    expect(screen.getByText('Prices shown may be inclusive or exclusive of tax.')).toBeTruthy();
  });

  it('says Broken Link! without a code or for an unknown one, and Menu Not Available! when it is off', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi();
    const first = renderAt('/m/');
    expect(screen.getByRole('heading', { name: 'Broken Link!' })).toBeTruthy();
    first.unmount();

    fakeApi({ menu: errorAnswer(404, 'Broken Link!') });
    const second = renderAt('/m/unknown');
    expect(await screen.findByRole('heading', { name: 'Broken Link!' })).toBeTruthy();
    second.unmount();

    fakeApi({ menu: errorAnswer(404, 'Menu Not Available!') });
    renderAt(`/m/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Menu Not Available!' })).toBeTruthy();
  });

  it('shows each item with its price, category, option counts and the Customisable tag', async () => {
    fakeApi();
    renderAt(menuUrl);
    const card = await screen.findByRole('button', { name: /Cappuccino/ });
    expect(within(card).getByText('$3.80')).toBeTruthy();
    expect(within(card).getByText('Coffee')).toBeTruthy();
    expect(within(card).getByText('2 variants · 2 addons')).toBeTruthy();
    expect(within(card).getByText('Customisable')).toBeTruthy();
    const image = card.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('88');
    expect(image?.getAttribute('height')).toBe('88');
    const tea = screen.getByRole('button', { name: /Iced Tea/ });
    expect(within(tea).queryByText('Customisable')).toBeNull();
    expect(within(screen.getByRole('button', { name: /Classic Burger/ })).getByText('1 addon')).toBeTruthy();
  });

  it('searches titles on the trimmed text, ignoring case', async () => {
    const user = userEvent.setup();
    fakeApi();
    renderAt(menuUrl);
    const search = await screen.findByRole('searchbox', { name: 'Search menu' });
    await user.type(search, '  cAPPu  ');
    expect(cardTitles()).toEqual(['Cappuccino']);
    await user.clear(search);
    await user.type(search, 'ICED');
    expect(cardTitles()).toEqual(['Iced Tea']);
    await user.clear(search);
    await user.type(search, 'Coffee');
    expect(screen.getByText('No items found!')).toBeTruthy();
    await user.clear(search);
    await user.type(search, '   ');
    expect(cardTitles()).toEqual(['Cappuccino', 'Classic Burger', 'Iced Tea']);
  });

  it('filters by category chip, All first', async () => {
    const user = userEvent.setup();
    fakeApi();
    renderAt(menuUrl);
    const chips = within(await screen.findByRole('group', { name: 'Categories' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Coffee', 'Mains', 'Drinks']);
    expect(chips[0]?.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Mains' }));
    expect(cardTitles()).toEqual(['Classic Burger']);
    expect(screen.getByRole('button', { name: 'Mains' }).getAttribute('aria-pressed')).toBe('true');
    await user.type(screen.getByRole('searchbox'), 'tea');
    expect(screen.getByText('No items found!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(cardTitles()).toEqual(['Iced Tea']);
  });

  it('opens an item with its first variant chosen, prices the choice live and adds it to the cart', async () => {
    const user = userEvent.setup();
    fakeApi();
    renderAt(menuUrl);
    await user.click(await screen.findByRole('button', { name: /Cappuccino/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cappuccino' });
    const regular = within(dialog).getByRole('radio', { name: /Regular/ }) as HTMLInputElement;
    expect(regular.checked).toBe(true);
    expect(within(dialog).getByText('$3.80', { selector: 'strong' })).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Oat milk/ }));
    expect(within(dialog).getByText('$5.00', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByText(/Items Added/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'ADD TO CART' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('1 Items Added')).toBeTruthy();
    const line = storedCart()?.lines[0];
    expect(line).toMatchObject({
      id: 'cappuccino',
      quantity: 1,
      notes: null,
      variant_id: 'v-large',
      addons_ids: ['a-oat'],
      final_price: 5,
    });
    expect(storedCart()?.tableId).toBe(TABLE_ID);

    // The same choice again is the same line, one more of it.
    await user.click(screen.getByRole('button', { name: /Cappuccino/ }));
    await user.click(screen.getByRole('radio', { name: /Large/ }));
    await user.click(screen.getByRole('checkbox', { name: /Oat milk/ }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('2 Items Added')).toBeTruthy();
    expect(storedCart()?.lines).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'View Cart' }));
    expect(window.location.pathname).toBe(`/m/${CODE}/cart`);
    expect(window.location.search).toBe(`?table=${TABLE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeTruthy();
  });

  it('hides ADD TO CART and the cart bar when QR ordering is off', async () => {
    const user = userEvent.setup();
    fakeApi({ menu: menuAnswer(menuFixture({ is_qr_order_enabled: 0 })) });
    seedCart([cartLine(ICED_TEA)]);
    renderAt(menuUrl);
    await screen.findByRole('heading', { name: 'Harbour Cafe' });
    expect(screen.queryByText(/Items Added/)).toBeNull();
    await user.click(await screen.findByRole('button', { name: /Cappuccino/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cappuccino' });
    expect((within(dialog).getByRole('radio', { name: /Regular/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'ADD TO CART' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the store details and copies the menu link when the phone cannot share', async () => {
    const user = userEvent.setup();
    fakeApi();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      renderAt(menuUrl);
      await user.click(await screen.findByRole('button', { name: 'Store details' }));
      const dialog = screen.getByRole('dialog', { name: 'Harbour Cafe' });
      expect(within(dialog).getByText('12 Harbour Street')).toBeTruthy();
      expect(within(dialog).getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe(
        'tel:+15550100',
      );
      expect(within(dialog).getByRole('link', { name: 'hello@harbour.test' })).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Copy Menu Link' }));
      await waitFor(() => expect(screen.getByText('Menu Link Copied!')).toBeTruthy());
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/m/${CODE}`);
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('shares through the phone when it can', async () => {
    const user = userEvent.setup();
    fakeApi();
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderAt(menuUrl);
      await user.click(await screen.findByRole('button', { name: 'Store details' }));
      await user.click(screen.getByRole('button', { name: 'Share Menu' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Harbour Cafe',
        url: `${window.location.origin}/m/${CODE}`,
      });
      expect(screen.queryByText('Menu Link Copied!')).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});
