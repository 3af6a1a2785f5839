import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

/** The customers page of an empty store: a frame, a header, a search and an empty state to read. */
function emptyStore() {
  mockFetch(() => ({ body: { customers: [], currentPage: 1, totalPages: 0, totalCustomers: 0 } }));
}

function sidebar() {
  return screen.getByRole('navigation', { name: /./ });
}

describe('the signed-in frame in other languages (issue 24)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('speaks German: sidebar, header, page and the switch back to English', async () => {
    emptyStore();
    signIn(makeUser({ role: 'admin', name: 'Ada Owner' }));
    await act(() => setLanguage('de'));
    renderApp('/dashboard/customers');

    expect(await screen.findByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
    const nav = within(sidebar());
    expect(nav.getByRole('link', { name: 'Bestellungen' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Reservierungen' })).toBeTruthy();
    expect(nav.getByText('Verwaltung')).toBeTruthy();
    expect(nav.getByText('ADMINISTRATOR')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seitenleiste einklappen' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Kunden' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Kunden suchen' })).toBeTruthy();
    expect(
      await screen.findByText('Noch keine Kunden! An der Kasse angelegte Kunden erscheinen hier.'),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeTruthy();
    expect(within(sidebar()).getByRole('link', { name: 'Orders' })).toBeTruthy();
  });

  it('searches the pages by the names shown (Japanese) and by their English names', async () => {
    const user = userEvent.setup();
    emptyStore();
    signIn(makeUser({ role: 'admin' }));
    await act(() => setLanguage('ja'));
    renderApp('/dashboard/customers');
    await screen.findByRole('navigation', { name: 'メインナビゲーション' });

    await user.click(screen.getByRole('button', { name: /検索/ }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'ページを検索' });
    await user.type(input, 'キッチン');
    expect(within(dialog).getByRole('button', { name: 'キッチン' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '注文' })).toBeNull();
    // the English name finds it too (a manual or a colleague may say "Kitchen")
    await user.clear(input);
    await user.type(input, 'kitch');
    expect(within(dialog).getByRole('button', { name: 'キッチン' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '注文' })).toBeNull();
    expect(within(dialog).getByText('ESCキーまたは×ボタンで閉じます')).toBeTruthy();
  });

  it('turns right to left in Arabic, with the frame and the page in Arabic', async () => {
    emptyStore();
    signIn(makeUser({ role: 'staff', scope: 'CUSTOMERS' }));
    await act(() => setLanguage('ar'));
    renderApp('/dashboard/customers');

    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(await screen.findByRole('navigation', { name: 'التنقل الرئيسي' })).toBeTruthy();
    expect(within(sidebar()).getByRole('link', { name: 'العملاء' })).toBeTruthy();
    expect(within(sidebar()).getByText('موظف')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'العملاء' })).toBeTruthy();
    // the sidebar toggle's icon mirrors with the layout
    const toggle = screen.getByRole('button', { name: 'طي الشريط الجانبي' });
    expect(toggle.querySelector('svg')?.classList.contains('opentab-flip-rtl')).toBe(true);
  });
});
