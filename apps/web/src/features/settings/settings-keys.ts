/** TanStack Query keys of the settings area; menu items are under their own key. */
export const SETTINGS_KEYS = {
  store: ['settings', 'store'] as const,
  print: ['settings', 'print'] as const,
  tables: ['settings', 'tables'] as const,
  categories: ['settings', 'categories'] as const,
  taxes: ['settings', 'taxes'] as const,
  paymentTypes: ['settings', 'payment-types'] as const,
  serviceCharge: ['settings', 'service-charge'] as const,
  kitchenStations: ['settings', 'kitchen-stations'] as const,
};

/** The printers' list (features/printing's key): a station's printer shows there. */
export const PRINTERS_KEY = ['settings', 'printers'] as const;

export const MENU_ITEMS_KEY = ['menu-items'] as const;
