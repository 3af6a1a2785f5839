import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { menuItem, storeSettings } from '../../test/settings-fixtures';

// Issue 24: the settings screens in the user's language, switched live, and right to left in Arabic.
describe('Settings in other languages', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('switches the menu items to German while open, with plural counts', async () => {
    mockFetch((path) => {
      if (path === '/settings/store-setting') return { body: storeSettings({ currency: 'EUR' }) };
      return {
        body: [
          menuItem({
            variants: [
              { id: 'v1', title: 'Small', price: 8 },
              { id: 'v2', title: 'Large', price: 12 },
            ],
            addons: [{ id: 'a1', title: 'Extra cheese', price: 1 }],
          }),
        ],
      };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/menu-items');
    expect(within(await screen.findByTestId('menu-item-card')).getByText('2 variants')).toBeTruthy();

    await act(() => setLanguage('de'));
    const card = await screen.findByTestId('menu-item-card');
    expect(within(card).getByText('2 Varianten')).toBeTruthy();
    expect(within(card).getByText('1 Extra')).toBeTruthy();
    expect(within(card).getByText('Ohne Kategorie')).toBeTruthy();
    expect(within(card).getByLabelText('Margherita auf der Karte')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Menüartikel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neu' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  }, 40_000); // two full renders: the page in English, then again in German

  it('shows the tax list in Japanese, its stored type included', async () => {
    await setLanguage('ja');
    mockFetch(() => ({ body: [{ id: 'x1', title: 'VAT', rate: 10, type: 'inclusive' }] }));
    signIn(makeUser());
    renderApp('/dashboard/settings/tax-setup');

    expect(await screen.findByRole('heading', { name: '税設定' })).toBeTruthy();
    const row = (await screen.findByText('10%')).closest('tr') as HTMLElement;
    expect(within(row).getByText('内税')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '税率' })).toBeTruthy();
    expect(document.title).toBe('税設定 · OpenTab');
  });

  it('shows the store details in French, the currency named in French', async () => {
    await setLanguage('fr');
    mockFetch((path) => {
      if (path === '/settings/store-setting') return { body: storeSettings({ currency: 'EUR' }) };
      return { body: [] };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings');

    expect(await screen.findByRole('heading', { name: 'Détails du restaurant' })).toBeTruthy();
    const currency = (await screen.findByRole('combobox', { name: /^Devise/ })) as HTMLInputElement;
    expect(currency.value).toBe('euro (€)');
    expect(screen.getByRole('switch', { name: 'Activer le menu QR' })).toBeTruthy();
  });

  it('lays the tables out right to left in Arabic', async () => {
    await setLanguage('ar');
    mockFetch((path) => {
      if (path === '/settings/store-setting') return { body: storeSettings() };
      return {
        body: [{ id: 't1', table_title: 'A1', floor: 'Patio', seating_capacity: 4, encrypted_id: 'e1' }],
      };
    });
    signIn(makeUser());
    renderApp('/dashboard/settings/tables');

    const card = await screen.findByTestId('table-card');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByRole('heading', { name: 'الطاولات' })).toBeTruthy();
    expect(within(card).getByText(/أشخاص/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'تنزيل رمز QR للطاولة' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'صفحة الإعدادات' })).toBeTruthy();
  });
});
