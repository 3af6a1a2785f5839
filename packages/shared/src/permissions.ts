import type { TPrincipal, TScope } from './scopes.ts';

/**
 * The one permission table (spec 01 section 6, spec 02 sections 2 and 6): who opens each page and who may
 * make each API call. The server's guard, the web's route guards, the sidebar and the page search all
 * read it; nothing else decides access.
 *
 * An access is one of:
 * - 'public': anyone, no session;
 * - 'signed-in': any signed-in tenant user, no scope (profile, devices, support);
 * - 'admin': the tenant's admin only;
 * - 'superadmin': the superadmin only (and the superadmin passes nothing else);
 * - a scope list: a tenant user holding any one of the scopes; the admin always passes. On the API these
 *   also need the tenant's subscription to be active (402 otherwise).
 */
export type TAccess = 'public' | 'signed-in' | 'admin' | 'superadmin' | readonly [TScope, ...TScope[]];

/** Spec 01 section 6's rule: admin passes every business check, the superadmin only its own, staff any one scope. */
export function canAccess(principal: TPrincipal, access: TAccess): boolean {
  if (access === 'public') return true;
  if (access === 'superadmin') return principal.role === 'superadmin';
  if (principal.role === 'superadmin') return false;
  if (principal.role === 'admin' || access === 'signed-in') return true;
  if (access === 'admin') return false;
  return access.some((scope) => principal.scope.includes(scope));
}

/** Whether the access needs an active subscription (402 otherwise): every scope-guarded business call. */
export function needsActiveSubscription(access: TAccess): boolean {
  return typeof access !== 'string';
}

const ORDERS_SCOPES = ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY'] as const;
const KITCHEN_SCOPES = ['KITCHEN', 'KITCHEN_DISPLAY'] as const;
const RESERVATION_SCOPES = ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'] as const;
const CUSTOMER_SCOPES = ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'] as const;
const SETTINGS = ['SETTINGS'] as const;
const INVENTORY_SCOPES = ['INVENTORY', 'VIEW_INVENTORY', 'MANAGE_INVENTORY'] as const;
/** Issue 27: changing the stock is for the inventory and manage-inventory scopes, not view-inventory. */
const INVENTORY_CHANGE = ['INVENTORY', 'MANAGE_INVENTORY'] as const;
const FEEDBACK_SCOPES = ['REPORTS', 'INVOICES'] as const;

// ---------------------------------------------------------------------------------------------------------
// Pages

const SIDEBAR_SECTIONS = ['Offerings', 'Back Office', 'Superadmin'] as const;
export type TSidebarSection = (typeof SIDEBAR_SECTIONS)[number];

export type TPageRule = {
  /** the page's path in the web app (`:id` for a parameter) */
  path: string;
  /** the name the sidebar and the page search show */
  label: string;
  /** who opens the page (and sees it in the page search) */
  access: TAccess;
  /**
   * The sidebar section where its link shows; `access` narrows who sees the link when that differs from
   * who opens the page (spec 01 section 6: the Users link is the admin's only).
   */
  sidebar?: { section: TSidebarSection; access?: TAccess };
  /** listed by the page search (Ctrl/Cmd+K) */
  search?: true;
  /** an entry of the settings side menu, with its shorter label; nested under the entry above it */
  settingsMenu?: { label: string; nested?: true };
};

/** Every page behind a sign-in, in the order the sidebar, the settings menu and the page search list them. */
export const PAGES = {
  home: {
    path: '/dashboard/home',
    label: 'Dashboard',
    access: ['DASHBOARD'],
    sidebar: { section: 'Offerings' },
    search: true,
  },
  pos: {
    path: '/dashboard/pos',
    label: 'POS',
    access: ['POS'],
    sidebar: { section: 'Offerings' },
    search: true,
  },
  orders: {
    path: '/dashboard/orders',
    label: 'Orders',
    access: ORDERS_SCOPES,
    sidebar: { section: 'Offerings' },
    search: true,
  },
  // Issue 23: the cashier's own shift (float, cash in and out, X report, close with the count).
  shift: {
    path: '/dashboard/shift',
    label: 'Shift',
    access: ['POS'],
    sidebar: { section: 'Offerings' },
    search: true,
  },
  kitchen: {
    path: '/dashboard/kitchen',
    label: 'Kitchen',
    access: KITCHEN_SCOPES,
    sidebar: { section: 'Offerings' },
    search: true,
  },
  reservation: {
    path: '/dashboard/reservation',
    label: 'Reservations',
    access: RESERVATION_SCOPES,
    sidebar: { section: 'Back Office' },
    search: true,
  },
  customers: {
    path: '/dashboard/customers',
    label: 'Customers',
    access: CUSTOMER_SCOPES,
    sidebar: { section: 'Back Office' },
    search: true,
  },
  // Issue 27: loyalty members, their balances and points history.
  members: {
    path: '/dashboard/members',
    label: 'Members',
    access: ['MEMBERSHIP'],
    sidebar: { section: 'Back Office' },
    search: true,
  },
  'member-detail': { path: '/dashboard/members/:id', label: 'Member', access: ['MEMBERSHIP'] },
  // Issue 27: the stock, an item's movements, the inventory dashboard and the movement logs.
  inventory: {
    path: '/dashboard/inventory',
    label: 'Inventory',
    access: INVENTORY_SCOPES,
    sidebar: { section: 'Back Office' },
    search: true,
  },
  'inventory-dashboard': {
    path: '/dashboard/inventory/dashboard',
    label: 'Inventory Dashboard',
    access: INVENTORY_SCOPES,
    search: true,
  },
  'inventory-logs': {
    path: '/dashboard/inventory/logs',
    label: 'Inventory Logs',
    access: INVENTORY_SCOPES,
    search: true,
  },
  'stock-item': { path: '/dashboard/inventory/:id', label: 'Stock Item', access: INVENTORY_SCOPES },
  invoices: {
    path: '/dashboard/invoices',
    label: 'Invoices',
    access: ['INVOICES'],
    sidebar: { section: 'Back Office' },
    search: true,
  },
  users: {
    path: '/dashboard/users',
    label: 'Users',
    access: SETTINGS,
    sidebar: { section: 'Back Office', access: 'admin' },
    search: true,
  },
  reports: {
    path: '/dashboard/reports',
    label: 'Reports',
    access: ['REPORTS'],
    sidebar: { section: 'Back Office' },
    search: true,
  },
  // Issue 27: guests' feedback, for whoever reads the reports or the invoices (admins always).
  feedback: {
    path: '/dashboard/feedback',
    label: 'Feedback',
    access: FEEDBACK_SCOPES,
    sidebar: { section: 'Back Office' },
    search: true,
  },
  // Issue 23: the store's Z reports, for the cashiers who close shifts and for whoever reads the reports.
  'z-reports': {
    path: '/dashboard/z-reports',
    label: 'Z Reports',
    access: ['POS', 'REPORTS'],
    sidebar: { section: 'Back Office' },
    search: true,
  },
  // Issue 23: who changed what (users and scopes, taxes, prices, voids and approvals): admins and managers.
  'audit-log': {
    path: '/dashboard/audit-log',
    label: 'Audit Log',
    access: ['MANAGER'],
    sidebar: { section: 'Back Office' },
    search: true,
  },
  settings: {
    path: '/dashboard/settings',
    label: 'Settings',
    access: SETTINGS,
    sidebar: { section: 'Back Office' },
    search: true,
  },
  'store-details': {
    path: '/dashboard/settings/details',
    label: 'Store Details',
    access: SETTINGS,
    search: true,
    settingsMenu: { label: 'Details' },
  },
  'print-settings': {
    path: '/dashboard/settings/print-settings',
    label: 'Print Settings',
    access: SETTINGS,
    search: true,
    settingsMenu: { label: 'Print Settings' },
  },
  tables: {
    path: '/dashboard/settings/tables',
    label: 'Tables',
    access: SETTINGS,
    search: true,
    settingsMenu: { label: 'Tables' },
  },
  'menu-items': {
    path: '/dashboard/settings/menu-items',
    label: 'Menu Items',
    access: SETTINGS,
    search: true,
    settingsMenu: { label: 'Menu Items' },
  },
  categories: {
    path: '/dashboard/settings/menu-items/categories',
    label: 'Categories',
    access: SETTINGS,
    search: true,
    settingsMenu: { label: 'Categories', nested: true },
  },
  'menu-item': { path: '/dashboard/settings/menu-items/:id', label: 'Menu Item', access: SETTINGS },
  'tax-setup': {
    path: '/dashboard/settings/tax-setup',
    label: 'Tax Setup',
    access: SETTINGS,
    search: true,
    settingsMenu: { label: 'Tax Setup' },
  },
  'payment-types': {
    path: '/dashboard/settings/payment-types',
    label: 'Payment Types',
    access: SETTINGS,
    search: true,
    settingsMenu: { label: 'Payment Types' },
  },
  // Issue 23: the service charge and the discount limit, the store-wide rules of a bill's money.
  'service-charge': {
    path: '/dashboard/settings/service-charge',
    label: 'Service Charge & Discounts',
    access: SETTINGS,
    search: true,
    settingsMenu: { label: 'Service Charge' },
  },
  // Issue 27: the store's loyalty rules (points earned per amount paid, a point's value, the fewest redeemed).
  loyalty: {
    path: '/dashboard/settings/loyalty',
    label: 'Loyalty',
    access: SETTINGS,
    search: true,
    settingsMenu: { label: 'Loyalty' },
  },
  // Issue 26: network ESC/POS printers, what each prints and its live status.
  printers: {
    path: '/dashboard/settings/printers',
    label: 'Printers',
    access: SETTINGS,
    search: true,
    settingsMenu: { label: 'Printers' },
  },
  // Issue 26: the kitchen's stations (grill, bar, ...), the categories each prepares and its ticket printer.
  'kitchen-stations': {
    path: '/dashboard/settings/kitchen-stations',
    label: 'Kitchen Stations',
    access: SETTINGS,
    search: true,
    settingsMenu: { label: 'Kitchen Stations' },
  },
  profile: { path: '/dashboard/profile', label: 'Profile', access: 'signed-in', search: true },
  devices: { path: '/dashboard/devices', label: 'Devices', access: 'signed-in', search: true },
  'contact-support': {
    path: '/dashboard/contact-support',
    label: 'Support',
    access: 'signed-in',
    search: true,
  },
  // Issue 26: the kitchen display, full screen (no sidebar) for a wall screen or a tablet.
  'kitchen-display': {
    path: '/display/kitchen',
    label: 'Kitchen Display',
    access: ['KITCHEN_DISPLAY'],
    search: true,
  },
  // Issue 26: full-screen guest screens (no sidebar): the order-status board and the customer display.
  'order-status-display': {
    path: '/display/order-status',
    label: 'Order Status Board',
    access: ['ORDER_STATUS_DISPLAY'],
    search: true,
  },
  'customer-display': {
    path: '/display/customer',
    label: 'Customer Display',
    access: ['CUSTOMER_DISPLAY'],
    search: true,
  },
  'superadmin-home': {
    path: '/superadmin/dashboard/home',
    label: 'Dashboard',
    access: 'superadmin',
    sidebar: { section: 'Superadmin' },
  },
  'superadmin-tenants': {
    path: '/superadmin/dashboard/tenants',
    label: 'Tenants',
    access: 'superadmin',
    sidebar: { section: 'Superadmin' },
  },
  'superadmin-subscription-history': {
    path: '/superadmin/dashboard/tenants/:id/subscription-history',
    label: 'Subscription History',
    access: 'superadmin',
  },
  'superadmin-reports': {
    path: '/superadmin/dashboard/reports',
    label: 'Reports',
    access: 'superadmin',
    sidebar: { section: 'Superadmin' },
  },
  'superadmin-contact-support': {
    path: '/superadmin/dashboard/contact-support',
    label: 'Support',
    access: 'superadmin',
  },
} as const satisfies Record<string, TPageRule>;

export type TPage = keyof typeof PAGES;

/** Every page of the table with its id, in table order. */
export const PAGE_LIST: readonly (TPageRule & { id: TPage })[] = (Object.keys(PAGES) as TPage[]).map(
  (id) => ({
    id,
    ...PAGES[id],
  }),
);

export function canOpenPage(principal: TPrincipal, page: TPage): boolean {
  return canAccess(principal, PAGES[page].access);
}

export function canSeeSidebarLink(principal: TPrincipal, page: TPage): boolean {
  const rule: TPageRule = PAGES[page];
  if (!rule.sidebar) return false;
  return canAccess(principal, rule.sidebar.access ?? rule.access);
}

export function canSearchPage(principal: TPrincipal, page: TPage): boolean {
  const rule: TPageRule = PAGES[page];
  return rule.search === true && canAccess(principal, rule.access);
}

/** Issue 26: the display scopes and the full-screen page each opens (the kitchen display's is issue 26's too). */
const DISPLAY_HOMES: readonly (readonly [TScope, string])[] = [
  ['ORDER_STATUS_DISPLAY', '/display/order-status'],
  ['CUSTOMER_DISPLAY', '/display/customer'],
  ['KITCHEN_DISPLAY', '/display/kitchen'],
];

/**
 * Issue 26: a staff user whose scopes are all display scopes is a wall screen: its session slides for a year
 * (the server's refresh session) instead of 30 days, so the screen never signs out; Devices revokes it.
 */
export function isDisplayOnlyUser(principal: TPrincipal): boolean {
  return (
    principal.role === 'staff' &&
    principal.scope.length > 0 &&
    principal.scope.every((scope) => DISPLAY_HOMES.some(([display]) => display === scope))
  );
}

/** Where a signed-in user lands after sign-in or when opening /login (spec 01 section 2). */
export function homePathFor(principal: TPrincipal): string {
  if (principal.role === 'superadmin') return PAGES['superadmin-home'].path;
  if (canOpenPage(principal, 'home')) return PAGES.home.path;
  // Issue 26: a wall screen's user (display scopes only) opens its display, the first of the scopes it holds; a
  // cook who also holds the kitchen display lands where the spec lands them, and opens the display from the menu.
  const display = DISPLAY_HOMES.find(([scope]) => principal.scope.includes(scope));
  if (display && isDisplayOnlyUser(principal)) return display[1];
  return PAGES.profile.path;
}

// ---------------------------------------------------------------------------------------------------------
// API route groups

export type TApiGroup = {
  /** the path under /api/v1 that every call of the group starts with */
  prefix: string;
  /** the group's name in the OpenAPI document */
  tag: string;
  access: TAccess;
  /** calls whose access differs from the group's, by `METHOD /path` (the route's pattern under /api/v1) */
  calls?: Readonly<Record<string, TAccess>>;
};

/**
 * Every API route group; a call belongs to the group with the longest matching prefix. Spec 02's back
 * office groups are here before their routes, so adding a route never needs a guard of its own.
 */
export const API_GROUPS: readonly TApiGroup[] = [
  { prefix: '/health', tag: 'Health', access: 'public' },
  { prefix: '/openapi.json', tag: 'Documentation', access: 'public' },
  { prefix: '/docs', tag: 'Documentation', access: 'public' },
  {
    prefix: '/auth',
    tag: 'Auth',
    access: 'public',
    calls: {
      'GET /auth/devices': 'signed-in',
      'POST /auth/remove-device': 'signed-in',
      // Billing (spec 02 section 6): the admin subscribes and cancels, any user reads the state (the staff
      // notice); none of them needs an active subscription. The webhook stays public: its signature is the check.
      'POST /auth/stripe-product-lookup': 'admin',
      'GET /auth/subscription-details': 'signed-in',
      'POST /auth/cancel-subscription': 'admin',
      'GET /auth/local-checkout': 'admin',
      'POST /auth/local-checkout/complete': 'admin',
    },
  },
  { prefix: '/profile', tag: 'Profile', access: 'signed-in' },
  { prefix: '/dashboard', tag: 'Dashboard', access: ['DASHBOARD'] },
  { prefix: '/pos', tag: 'POS', access: ['POS'] },
  { prefix: '/pos/qrorders', tag: 'QR orders', access: ['POS'] },
  {
    prefix: '/customers',
    tag: 'Customers',
    access: CUSTOMER_SCOPES,
    calls: {
      // The POS screen finds and adds the customer of an order.
      'GET /customers/search-by-phone-name/search': ['POS', ...CUSTOMER_SCOPES],
      'POST /customers/add': ['POS', 'CUSTOMERS', 'MANAGE_CUSTOMERS'],
      // Spec 02: changing customers is for the customers and manage-customers scopes, not view-customers.
      'POST /customers/:id/update': ['CUSTOMERS', 'MANAGE_CUSTOMERS'],
      'DELETE /customers/:id/delete': ['CUSTOMERS', 'MANAGE_CUSTOMERS'],
    },
  },
  // Issue 27: members and their points (docs/api-members.md); admins always pass.
  { prefix: '/members', tag: 'Members', access: ['MEMBERSHIP'] },
  { prefix: '/orders', tag: 'Orders', access: ORDERS_SCOPES },
  { prefix: '/kitchen', tag: 'Kitchen', access: KITCHEN_SCOPES },
  // Receipts print from the Orders screen and, in the back office, from the invoices.
  { prefix: '/receipts', tag: 'Receipts', access: [...ORDERS_SCOPES, 'INVOICES'] },
  {
    prefix: '/reservations',
    tag: 'Reservations',
    access: RESERVATION_SCOPES,
    calls: {
      // Spec 02: only the reservations and manage-reservations scopes create or change reservations.
      'POST /reservations/add': ['RESERVATIONS', 'MANAGE_RESERVATIONS'],
      'POST /reservations/update/:id': ['RESERVATIONS', 'MANAGE_RESERVATIONS'],
      'DELETE /reservations/delete/:id': ['RESERVATIONS', 'MANAGE_RESERVATIONS'],
    },
  },
  { prefix: '/invoices', tag: 'Invoices', access: ['INVOICES'] },
  {
    prefix: '/users',
    tag: 'Users',
    access: SETTINGS,
    // issue 23: only the admin clears someone's approval PIN
    calls: { 'POST /users/clear-pin/:username': 'admin' },
  },
  { prefix: '/reports', tag: 'Reports', access: ['REPORTS'] },
  { prefix: '/audit-log', tag: 'Audit log', access: ['MANAGER'] },
  // Issue 27: guests' feedback; the dashboard's ratings card reads the summary too.
  {
    prefix: '/feedback',
    tag: 'Feedback',
    access: FEEDBACK_SCOPES,
    calls: { 'GET /feedback/summary': ['DASHBOARD', ...FEEDBACK_SCOPES] },
  },
  // Issue 23: a cashier's own shift; its Z reports also for the reports scope.
  { prefix: '/shifts', tag: 'Shifts', access: ['POS'] },
  { prefix: '/z-reports', tag: 'Shifts', access: ['POS', 'REPORTS'] },
  {
    prefix: '/settings',
    tag: 'Settings',
    access: SETTINGS,
    calls: {
      // Issue 27: the POS and the Orders screen show what points redeemed take off before they send them.
      'GET /settings/store-setting/loyalty': ['SETTINGS', 'MEMBERSHIP', ...ORDERS_SCOPES],
    },
  },
  { prefix: '/menu-items', tag: 'Menu items', access: SETTINGS },
  // Issue 27: recipes are part of the menu (its scope edits them); the stock picker is readable from the inventory too.
  {
    prefix: '/menu-items/recipe',
    tag: 'Inventory',
    access: SETTINGS,
    calls: { 'GET /menu-items/recipe/items': [...SETTINGS, ...INVENTORY_SCOPES] },
  },
  // Issue 27: the stock; view-inventory reads, inventory and manage-inventory change it.
  {
    prefix: '/inventory',
    tag: 'Inventory',
    access: INVENTORY_SCOPES,
    calls: {
      'POST /inventory/add-item': INVENTORY_CHANGE,
      'PUT /inventory/:id': INVENTORY_CHANGE,
      'DELETE /inventory/:id': INVENTORY_CHANGE,
      'PATCH /inventory/:id/add-stock-movement': INVENTORY_CHANGE,
      'POST /inventory/:id/count': INVENTORY_CHANGE,
    },
  },
  // Issue 26: the guest screens. The board reads tokens; the POS pairs a customer display and either side unpairs.
  {
    prefix: '/displays',
    tag: 'Displays',
    access: ['ORDER_STATUS_DISPLAY'],
    calls: {
      'POST /displays/customer/pairing-code': ['POS'],
      'GET /displays/customer': ['CUSTOMER_DISPLAY'],
      'POST /displays/customer/pair': ['CUSTOMER_DISPLAY'],
      'POST /displays/customer/unpair': ['POS', 'CUSTOMER_DISPLAY'],
    },
  },
  // Issue 26: the print queue, seen and reprinted from the Orders screen (and by whoever sets printers up).
  { prefix: '/print-jobs', tag: 'Printing', access: [...ORDERS_SCOPES, 'SETTINGS'] },
  { prefix: '/qrmenu', tag: 'QR menu', access: 'public' },
  {
    prefix: '/superadmin',
    tag: 'Superadmin',
    access: 'superadmin',
    calls: {
      'POST /superadmin/signin': 'public',
      'POST /superadmin/signout': 'public',
      'POST /superadmin/refresh-token': 'public',
    },
  },
];

/** The group of a call path (under /api/v1, with or without a trailing slash): the longest matching prefix. */
export function findApiGroup(path: string): TApiGroup | undefined {
  let found: TApiGroup | undefined;
  for (const group of API_GROUPS) {
    const matches = path === group.prefix || path.startsWith(`${group.prefix}/`);
    if (matches && (!found || group.prefix.length > found.prefix.length)) found = group;
  }
  return found;
}

/**
 * Who may make a call: `method` and the route's path pattern under /api/v1 (`/customers/:id/update`).
 * undefined for a path no group covers: the server refuses to start with such a route.
 */
export function apiAccess(method: string, path: string): TAccess | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  const group = findApiGroup(trimmed);
  if (!group) return undefined;
  // HEAD is answered by the GET route.
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return group.calls?.[`${verb} ${trimmed}`] ?? group.access;
}
