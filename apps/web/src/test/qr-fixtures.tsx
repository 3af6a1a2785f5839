import type { TQrMenuResponse } from '@opentab/shared';
import { type RenderResult, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { TQrMenuItem } from '../qr/api';
import { lineKey, type TCartLine } from '../qr/cart-store';
import { QrApp } from '../qr/QrApp';

/** Fixtures and helpers of the QR pages' component tests (a fake API behind fetch, a URL to start at). */
export const CODE = 'qr-code-123';
export const TABLE_ID = 'table-pub-1';

const item = (changes: Partial<TQrMenuItem> & Pick<TQrMenuItem, 'id' | 'title' | 'price'>): TQrMenuItem => ({
  image: null,
  category_id: null,
  category_title: null,
  tax_title: null,
  tax_rate: null,
  tax_type: null,
  is_enabled: 1,
  variants: [],
  addons: [],
  ...changes,
});

/** Cappuccino: 2 variants and 2 addons, 5 % tax included in the price. */
export const CAPPUCCINO = item({
  id: 'cappuccino',
  title: 'Cappuccino',
  price: 3.8,
  image: '/uploads/cappuccino.webp',
  category_id: 'coffee',
  category_title: 'Coffee',
  tax_title: 'VAT 5% (incl.)',
  tax_rate: 5,
  tax_type: 'inclusive',
  variants: [
    { id: 'v-regular', title: 'Regular', price: 3.8 },
    { id: 'v-large', title: 'Large', price: 4.5 },
  ],
  addons: [
    { id: 'a-oat', title: 'Oat milk', price: 0.5 },
    { id: 'a-shot', title: 'Extra shot', price: 0.8 },
  ],
});

/** Burger: addons only, 8.875 % tax on top. */
export const BURGER = item({
  id: 'burger',
  title: 'Classic Burger',
  price: 12.5,
  category_id: 'mains',
  category_title: 'Mains',
  tax_title: 'Sales Tax 8.875%',
  tax_rate: 8.875,
  tax_type: 'exclusive',
  addons: [{ id: 'a-bacon', title: 'Bacon', price: 2 }],
});

/** Iced Tea: nothing to choose, no tax. */
export const ICED_TEA = item({
  id: 'iced-tea',
  title: 'Iced Tea',
  price: 3,
  category_id: 'drinks',
  category_title: 'Drinks',
});

export function menuFixture(
  changes: Partial<TQrMenuResponse['storeSettings']> = {},
  table = true,
): TQrMenuResponse {
  return {
    storeSettings: {
      store_name: 'Harbour Cafe',
      address: '12 Harbour Street',
      phone: '+1 555 0100',
      email: 'hello@harbour.test',
      image: null,
      store_image: null,
      currency: 'USD',
      is_qr_menu_enabled: 1,
      is_qr_order_enabled: 1,
      ...changes,
    },
    categories: [
      { id: 'coffee', title: 'Coffee', is_enabled: 1 },
      { id: 'mains', title: 'Mains', is_enabled: 1 },
      { id: 'drinks', title: 'Drinks', is_enabled: 1 },
    ],
    menuItems: [CAPPUCCINO, BURGER, ICED_TEA],
    storeTable: table ? { id: TABLE_ID, table_title: 'T4', floor: 'Ground Floor' } : null,
    soldOutItemIds: [],
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the two QR calls; records what was sent. */
export function fakeApi(options: { menu?: Response | (() => Response); order?: () => Response } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/place-order')) return options.order?.() ?? json(200, { message: 'Order placed!' });
    const menu = options.menu ?? json(200, menuFixture());
    return typeof menu === 'function' ? menu() : menu.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    orders: () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).includes('/place-order'))
        .map(([, init]) => ({ body: JSON.parse(String(init?.body)), headers: init?.headers })),
  };
}

export const menuAnswer = (menu: TQrMenuResponse) => json(200, menu);
export const errorAnswer = (status: number, message: string) => json(status, { message });

export function cartLine(
  source: TQrMenuItem,
  options: { variant?: number; addons?: number[]; quantity?: number; notes?: string | null } = {},
): TCartLine {
  const variant = options.variant === undefined ? null : (source.variants[options.variant] ?? null);
  const addons = (options.addons ?? []).map((i) => source.addons[i]!);
  return {
    key: lineKey(
      source.id,
      variant?.id ?? null,
      addons.map((a) => a.id),
    ),
    id: source.id,
    title: source.title,
    price: source.price,
    image: source.image,
    category_title: source.category_title,
    tax_title: source.tax_title,
    tax_rate: source.tax_rate,
    tax_type: source.tax_type,
    quantity: options.quantity ?? 1,
    notes: options.notes ?? null,
    final_price: source.price,
    variant_id: variant?.id ?? null,
    variant,
    addons_ids: addons.map((a) => a.id),
    addons,
  };
}

export function seedCart(lines: TCartLine[], tableId: string | null = TABLE_ID): void {
  localStorage.setItem(`opentab.qr-cart.${CODE}`, JSON.stringify({ tableId, lines }));
}

export function storedCart(): { tableId: string | null; lines: TCartLine[] } | null {
  const raw = localStorage.getItem(`opentab.qr-cart.${CODE}`);
  return raw ? JSON.parse(raw) : null;
}

/** Renders the QR app at a URL, as if the phone had opened it. */
export function renderAt(url: string): RenderResult {
  vi.stubGlobal('scrollTo', () => {});
  window.history.replaceState(null, '', url);
  return render(<QrApp />);
}
