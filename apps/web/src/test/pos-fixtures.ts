import type { TPosInitResponse, TPosMenuItem } from '@opentab/shared';
import { configure } from '@testing-library/react';

// The POS tests click through many dialogs; under a loaded parallel run a step can pass the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

const item = (
  changes: Partial<TPosMenuItem> & Pick<TPosMenuItem, 'id' | 'title' | 'price'>,
): TPosMenuItem => ({
  image: null,
  category_id: null,
  category_title: null,
  variants: [],
  addons: [],
  recipeItems: [],
  tax_id: null,
  tax_title: null,
  tax_rate: null,
  tax_type: null,
  is_enabled: 1,
  ...changes,
});

/** Latte: variants and addons, 5 % inclusive tax. */
export const LATTE = item({
  id: 'latte',
  title: 'Caffe Latte',
  price: 4,
  category_id: 'coffee',
  category_title: 'Coffee',
  variants: [
    { id: 'v-small', title: 'Small', price: 3.5 },
    { id: 'v-large', title: 'Large', price: 5 },
  ],
  addons: [
    { id: 'a-oat', title: 'Oat Milk', price: 0.6 },
    { id: 'a-shot', title: 'Extra Shot', price: 0.8 },
  ],
  tax_id: 'vat',
  tax_title: 'VAT 5% (incl.)',
  tax_rate: 5,
  tax_type: 'inclusive',
});

/** Fries: no options, 8.875 % exclusive tax. */
export const FRIES = item({
  id: 'fries',
  title: 'French Fries',
  price: 3,
  category_id: 'sides',
  category_title: 'Sides',
  tax_id: 'sales',
  tax_title: 'Sales Tax 8.875%',
  tax_rate: 8.875,
  tax_type: 'exclusive',
});

/** Cheesecake: no options, untaxed. */
export const CHEESECAKE = item({
  id: 'cake',
  title: 'Cheesecake',
  price: 6.5,
  category_id: 'desserts',
  category_title: 'Desserts',
});

export function makePosInit(changes: Partial<TPosInitResponse> = {}): TPosInitResponse {
  return {
    categories: [
      { id: 'coffee', title: 'Coffee', is_enabled: 1 },
      { id: 'sides', title: 'Sides', is_enabled: 1 },
      { id: 'desserts', title: 'Desserts', is_enabled: 1 },
    ],
    menuItems: [LATTE, FRIES, CHEESECAKE],
    paymentTypes: [
      // by title, as the server lists them: Card first, yet the store's default is Cash
      { id: 'pt-card', title: 'Card', is_active: 1, isCash: 0 },
      { id: 'pt-cash', title: 'Cash', is_active: 1, isCash: 1 },
    ],
    printSettings: {
      page_format: 80,
      is_enable_print: 0,
      show_store_details: 1,
      show_customer_details: 1,
      show_notes: 1,
      print_token: 1,
      header: null,
      footer: null,
    },
    storeSettings: {
      storeName: 'Demo Cafe',
      brandColor: null,
      address: null,
      phone: null,
      email: null,
      currency: 'USD',
      image: null,
      storeImage: null,
      defaultPaymentTypeId: 'pt-cash',
      invoicePrefix: '',
      shiftsRequired: false,
      language: 'en',
      timeZone: 'UTC',
      isQROrderEnabled: 0,
      store_name: 'Demo Cafe',
      store_image: null,
    },
    storeTables: [
      { id: 't1', table_title: 'T1', seating_capacity: 4, floor: 'Ground' },
      { id: 't2', table_title: 'T2', seating_capacity: 2, floor: 'Terrace' },
    ],
    serviceCharge: { rate: 0, taxRate: null, isDineInOnly: true },
    hasOpenShift: true,
    catalogVersion: 1,
    soldOutItemIds: [],
    stockShortPolicy: 'allow',
    ...changes,
  };
}

type TAnswer = { status?: number; body?: unknown };

/** GET /pos/init answers `init`; other paths answer from `answers` (a function gets the request). */
export function posAnswers(
  init: TPosInitResponse,
  answers: Record<string, TAnswer | ((init: RequestInit) => TAnswer)> = {},
) {
  return (path: string, request: RequestInit): TAnswer => {
    const answer = answers[path.split('?')[0] ?? path];
    if (typeof answer === 'function') return answer(request);
    if (answer) return answer;
    if (path === '/pos/init') return { body: init };
    return { status: 404, body: { message: 'Not found!' } };
  };
}
