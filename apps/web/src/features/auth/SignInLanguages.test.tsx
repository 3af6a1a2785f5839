import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceLanguage, setLanguage } from '../../lib/i18n';
import { renderApp } from '../../test/render';

// Issue 24: the sign-in pages speak the browser's language (or the one chosen on this device), Arabic right to left.

afterEach(async () => {
  await setLanguage('en');
  // back to jsdom's own languages
  Reflect.deleteProperty(navigator, 'languages');
});

function browserSpeaks(...languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

describe('Sign-in pages in other languages', () => {
  it('redraws the login page in German when the language changes', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    await act(() => setLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toBeTruthy();
    expect(screen.getByText('ODER')).toBeTruthy();
    expect(screen.getByLabelText(/^E-Mail/)).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it("follows the browser's language when nothing was chosen on this device", async () => {
    browserSpeaks('ja-JP', 'en-US');
    await setLanguage(deviceLanguage());
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'アカウント作成' })).toBeTruthy();
    expect(screen.getByText('数分で注文受付を始められます。')).toBeTruthy();
    expect(screen.getByLabelText(/^店舗名/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe('/login');
  });

  it('reads right to left in Arabic, the password reset pages included', async () => {
    await setLanguage('ar');
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'إعادة تعيين كلمة المرور' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(
      screen.getByText(
        'لا يحتوي هذا الرابط على رمز إعادة التعيين. اطلب رابطًا جديدًا من صفحة نسيت كلمة المرور.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toBeTruthy();
  });

  it('shows the landing page in Spanish, its lists of labels included', async () => {
    await setLanguage('es');
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Gestiona tu salón desde un punto de venta sencillo' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Precios' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Cocina en tiempo real')).toBeTruthy();
    expect(screen.getByText('Pedidos ilimitados')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toBeTruthy();
    expect(screen.getByText(/Versión/)).toBeTruthy();
  });
});
