import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { stubScreen } from '../../test/media';
import { makePosInit, posAnswers } from '../../test/pos-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

/** Issue 24: the till in the cashier's language, Arabic right to left, menu content as the store typed it. */

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

async function openPos() {
  mockFetch(posAnswers(makePosInit()));
  signIn(makeUser({ tenantId: 'tenant-24' }));
  renderApp('/dashboard/pos');
  await screen.findAllByTestId('menu-item-card');
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('POS in another language', () => {
  it('speaks German on the menu, the cart and the payment dialog; item titles stay as typed', async () => {
    await act(() => setLanguage('de'));
    const user = userEvent.setup();
    await openPos();
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('heading', { name: 'Kasse' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Artikel suchen' })).toBeTruthy();
    expect(
      screen.getByText('Der Warenkorb ist leer! Fügen Sie Artikel aus der Speisekarte hinzu.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'French Fries hinzufügen' }));
    const cart = within(screen.getByRole('region', { name: 'Warenkorb' }));
    expect(cart.getByRole('heading', { name: 'Warenkorb (1)' })).toBeTruthy();
    expect(cart.getByText('Zu zahlen')).toBeTruthy();
    // the figures keep their English test ids whatever the language, and are written as German writes money
    expect(cart.getByTestId('cart-Payable Total').textContent?.replace(/\s/g, ' ')).toBe('3,27 $');
    expect(cart.getByRole('button', { name: 'French Fries erhöhen' })).toBeTruthy();

    await user.click(cart.getByRole('button', { name: 'Beleg erstellen & bezahlen' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Kassieren & Bestellung an die Küche senden' }),
    );
    expect(dialog.getByRole('combobox', { name: 'Zahlungsart' })).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'Trinkgeld' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Kassieren & senden' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('reads right to left in Arabic on a 768 px tablet, with Arabic plurals in the cart bar and panel', async () => {
    await act(() => setLanguage('ar'));
    stubScreen((query) => query.includes('max-width'));
    const user = userEvent.setup();
    await openPos();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByRole('heading', { name: 'نقطة البيع' })).toBeTruthy();
    expect(screen.getByTestId('cart-bar-lines').textContent).toBe('لا بنود');

    await user.click(screen.getByRole('button', { name: 'إضافة French Fries' }));
    await user.click(screen.getByRole('button', { name: 'إضافة Cheesecake' }));
    await waitFor(() => expect(screen.getByTestId('cart-bar-lines').textContent).toBe('بندان'), {
      timeout: 4000,
    });

    await user.click(screen.getByRole('button', { name: /^عرض السلة/ }));
    const panel = within(await screen.findByRole('region', { name: 'السلة' }));
    expect(panel.getAllByTestId('cart-line')).toHaveLength(2);
    for (const name of ['مسودة', 'إرسال إلى المطبخ', 'إنشاء إيصال والدفع'])
      expect(panel.getByRole('button', { name })).toBeTruthy();
  });
});
