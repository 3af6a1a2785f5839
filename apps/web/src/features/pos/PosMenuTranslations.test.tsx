import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { CHEESECAKE, FRIES, LATTE, makePosInit, posAnswers } from '../../test/pos-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

/** Issue 24: the POS shows the store's translations of its menu in the cashier's language. */

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

const TRANSLATED_LATTE = {
  ...LATTE,
  translations: { de: { title: 'Milchkaffee' }, ar: { title: 'لاتيه' } },
  category_translations: { de: { title: 'Kaffee' } },
  variants: [
    { id: 'v-small', title: 'Small', price: 3.5, translations: { de: { title: 'Klein' } } },
    { id: 'v-large', title: 'Large', price: 5, translations: { de: { title: 'Groß' } } },
  ],
  addons: [
    { id: 'a-oat', title: 'Oat Milk', price: 0.6, translations: { de: { title: 'Hafermilch' } } },
    { id: 'a-shot', title: 'Extra Shot', price: 0.8 },
  ],
};

async function openPos(language: 'en' | 'de' | 'ar') {
  const init = makePosInit({
    categories: [
      { id: 'coffee', title: 'Coffee', is_enabled: 1, translations: { de: { title: 'Kaffee' } } },
      { id: 'sides', title: 'Sides', is_enabled: 1 },
    ],
    menuItems: [TRANSLATED_LATTE, FRIES, CHEESECAKE],
  });
  const fetchMock = mockFetch(posAnswers(init));
  signIn(makeUser({ tenantId: 'tenant-24', language }));
  renderApp('/dashboard/pos');
  await screen.findAllByTestId('menu-item-card');
  return fetchMock;
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('POS menu translations', () => {
  it('shows the German titles in German: card, category, options and cart; untranslated ones as typed', async () => {
    await act(() => setLanguage('de'));
    const user = userEvent.setup();
    await openPos('de');

    const card = screen.getAllByTestId('menu-item-card')[0] as HTMLElement;
    expect(within(card).getByText('Milchkaffee')).toBeTruthy();
    expect(within(card).getByText('Kaffee')).toBeTruthy();
    expect(screen.queryByText('Caffe Latte')).toBeNull();
    expect(screen.getByRole('button', { name: 'French Fries hinzufügen' })).toBeTruthy();

    // the search finds the item by either title
    const search = screen.getByRole('textbox', { name: 'Artikel suchen' });
    await user.type(search, 'milchk');
    expect(screen.getAllByTestId('menu-item-card')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'latte');
    expect(screen.getAllByTestId('menu-item-card')).toHaveLength(1);
    await user.clear(search);

    await user.click(screen.getByRole('button', { name: 'Milchkaffee hinzufügen' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Milchkaffee')).toBeTruthy();
    await user.click(dialog.getByRole('radio', { name: /^Groß/ }));
    await user.click(dialog.getByRole('checkbox', { name: /^Hafermilch/ }));
    expect(dialog.getByRole('checkbox', { name: /^Extra Shot/ })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'In den Warenkorb' }));

    const cart = within(screen.getByRole('region', { name: 'Warenkorb' }));
    await waitFor(() => expect(cart.getAllByTestId('cart-line')).toHaveLength(1));
    const line = within(cart.getByTestId('cart-line'));
    expect(line.getByText('1. Milchkaffee')).toBeTruthy();
    expect(line.getByText('Groß')).toBeTruthy();
    expect(line.getByText('+ Hafermilch')).toBeTruthy();
  });

  it('keeps the stored titles in English', async () => {
    await openPos('en');
    const card = screen.getAllByTestId('menu-item-card')[0] as HTMLElement;
    expect(within(card).getByText('Caffe Latte')).toBeTruthy();
    expect(within(card).getByText('Coffee')).toBeTruthy();
  });

  it('reads right to left in Arabic with the Arabic title', async () => {
    await act(() => setLanguage('ar'));
    await openPos('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'إضافة لاتيه' })).toBeTruthy();
    // no Arabic category title: the category shows as typed
    const card = screen.getAllByTestId('menu-item-card')[0] as HTMLElement;
    expect(within(card).getByText('Coffee')).toBeTruthy();
  });
});
