import type { TSubscriptionHistoryResponse, TSuperadminDashboardResponse } from '@opentab/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

// Issue 24: the operator's screens in other languages, counts through ICU plurals, Arabic right to left.

const operator = () => makeUser({ role: 'superadmin', tenantId: null, name: 'Olive Operator' });

const dashboard: TSuperadminDashboardResponse = {
  activeTenants: 12,
  ordersProcessedToday: 1500,
  salesVolumeToday: 2500.5,
  mrr: 1,
  arr: 3,
  mrrAmount: 5,
  arrAmount: 60,
  trials: 3,
  trialMrrAmount: 15,
  currenciesWithoutRate: ['EUR'],
};

const history: TSubscriptionHistoryResponse = {
  tenantInfo: {
    id: 'tenant-1',
    name: 'Harbour Cafe',
    email: 'owner@harbour.example',
    is_active: 1,
    subscription_start: '2026-09-01T00:00:00.000Z',
    subscription_end: '2026-11-01T00:00:00.000Z',
    created_at: '2026-08-20T00:00:00.000Z',
  },
  storeDetails: { address: null, email: null, phone: null, currency: 'EUR', is_qr_menu_enabled: 1 },
  totalUsers: 3,
  subscriptionHistory: [
    {
      id: 'h1',
      tenant_id: 'tenant-1',
      created_at: '2026-09-01T00:00:00.000Z',
      starts_on: '2026-09-01T00:00:00.000Z',
      expires_on: '2026-10-01T00:00:00.000Z',
      status: 'created',
    },
  ],
};

afterEach(async () => {
  await setLanguage('en');
});

async function tileOf(label: string): Promise<HTMLElement> {
  return (await screen.findByText(label, { selector: 'p' })).closest(
    '[data-testid="superadmin-tile"]',
  ) as HTMLElement;
}

describe('Superadmin screens in other languages', () => {
  it('shows the dashboard in Spanish, with one and several paying subscriptions', async () => {
    await setLanguage('es');
    mockFetch(() => ({ body: dashboard }));
    signIn(operator());
    renderApp('/superadmin/dashboard/home');
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeTruthy();
    expect(within(await tileOf('MRR')).getByText('1 suscripción de pago')).toBeTruthy();
    expect(within(await tileOf('ARR')).getByText('3 suscripciones de pago')).toBeTruthy();
    expect(await tileOf('Pedidos procesados hoy')).toBeTruthy();
    expect(await tileOf('Volumen de ventas de hoy')).toBeTruthy();
    expect(screen.getByText(/Las ventas en EUR no se cuentan/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tipos de cambio' })).toBeTruthy();
  });

  it('reads right to left in Arabic, with the dual form of the plural', async () => {
    await setLanguage('ar');
    mockFetch(() => ({ body: { ...dashboard, mrr: 2 } }));
    signIn(operator());
    renderApp('/superadmin/dashboard/home');
    expect(await screen.findByRole('heading', { name: 'لوحة التحكم' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(await tileOf('الإيراد الشهري المتكرر')).getByText('اشتراكان مدفوعان')).toBeTruthy();
  });

  it('shows a subscription history in Korean, its dates inside whole sentences', async () => {
    await setLanguage('ko');
    mockFetch(() => ({ body: history }));
    signIn(operator());
    renderApp('/superadmin/dashboard/tenants/tenant-1/subscription-history');
    expect(await screen.findByRole('heading', { name: '구독 내역' })).toBeTruthy();
    const entry = await screen.findByTestId('subscription-history-entry');
    expect(within(entry).getByText('생성됨')).toBeTruthy();
    expect(within(entry).getByText(/에 결제됨$/)).toBeTruthy();
    expect(within(entry).getByText('기간 2026-09-01 ~ 2026-10-01')).toBeTruthy();
    expect(screen.getByText('활성')).toBeTruthy();
  });
});
