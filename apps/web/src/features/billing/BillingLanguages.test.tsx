import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

// Issue 24: the billing pages in other languages; the trial's days left go through an ICU plural.

afterEach(async () => {
  await setLanguage('en');
});

function onTrial(days: number) {
  const trialEnd = new Date(Date.now() + (days - 0.5) * 86_400_000).toISOString();
  mockFetch((path) =>
    path === '/auth/subscription-details'
      ? { body: { subscription_id: null, is_active: 1, subscription_end: trialEnd, trialEnd } }
      : { body: {} },
  );
}

describe('Billing pages in other languages', () => {
  it('counts the trial days in French, and says the last day in words', async () => {
    await setLanguage('fr');
    onTrial(13);
    signIn(makeUser({ role: 'admin' }));
    renderApp('/dashboard/inactive-subscription');
    expect(await screen.findByRole('heading', { name: 'Essai gratuit : 13 jours restants' })).toBeTruthy();
    expect(screen.getByText('par mois')).toBeTruthy();
    expect(screen.getByText('Commandes illimitées')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'S’abonner' })).toBeTruthy();
  });

  it('says the last day of the trial in Japanese', async () => {
    await setLanguage('ja');
    onTrial(1);
    signIn(makeUser({ role: 'staff' }));
    renderApp('/dashboard/inactive-subscription');
    expect(await screen.findByRole('heading', { name: '無料トライアル：最終日' })).toBeTruthy();
    expect(screen.getByText(/まで無料トライアル中です/)).toBeTruthy();
  });

  it('reads right to left in Arabic on the cancelled payment page', async () => {
    await setLanguage('ar');
    mockFetch(() => ({ body: {} }));
    signIn(makeUser({ role: 'admin' }));
    renderApp('/cancelled-payment');
    expect(await screen.findByRole('heading', { name: 'تم إلغاء الدفع/فشل' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('link', { name: 'العودة إلى الملف الشخصي' })).toBeTruthy();
  });
});
