/** Permission scopes of spec 01 section 6. One place for the list and the page table. */
export const SCOPES = [
  'DASHBOARD',
  'POS',
  'CUSTOMER_DISPLAY',
  'KITCHEN_DISPLAY',
  'ORDER_STATUS_DISPLAY',
  'ORDER_STATUS',
  'ORDERS',
  'KITCHEN',
  'RESERVATIONS',
  'VIEW_RESERVATIONS',
  'MANAGE_RESERVATIONS',
  'CUSTOMERS',
  'VIEW_CUSTOMERS',
  'MANAGE_CUSTOMERS',
  'INVOICES',
  'MEMBERSHIP',
  'INVENTORY',
  'VIEW_INVENTORY',
  'MANAGE_INVENTORY',
  'SETTINGS',
  'REPORTS',
] as const;

export type TScope = (typeof SCOPES)[number];

export const ROLES = ['superadmin', 'admin', 'staff'] as const;
export type TRole = (typeof ROLES)[number];

export type TPrincipal = { role: TRole; scope: readonly string[] };

/** Business pages and the scopes that open them (any one is enough). An empty list means any signed-in user. */
export const PAGE_SCOPES = {
  home: ['DASHBOARD'],
  pos: ['POS'],
  orders: ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY'],
  kitchen: ['KITCHEN', 'KITCHEN_DISPLAY'],
  reservation: ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
  customers: ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'],
  invoices: ['INVOICES'],
  reports: ['REPORTS'],
  settings: ['SETTINGS'],
  users: ['SETTINGS'],
  profile: [],
  devices: [],
  'contact-support': [],
} as const satisfies Record<string, readonly TScope[]>;

export type TPage = keyof typeof PAGE_SCOPES;

/** Parses the stored comma-separated scope list, dropping blanks and unknown names. */
export function parseScopeList(value: string | null | undefined): TScope[] {
  if (!value) return [];
  const known = new Set<string>(SCOPES);
  const scopes = value
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter((s): s is TScope => known.has(s));
  return [...new Set(scopes)];
}

export function formatScopeList(scopes: readonly string[]): string {
  return parseScopeList(scopes.join(',')).join(',');
}

/**
 * The one permission rule: a superadmin only passes superadmin checks; an admin passes every business
 * check; staff need at least one of the required scopes (an empty requirement passes).
 */
export function hasAnyScope(principal: TPrincipal, required: readonly string[]): boolean {
  if (principal.role === 'superadmin') return false;
  if (principal.role === 'admin') return true;
  if (required.length === 0) return true;
  return required.some((scope) => principal.scope.includes(scope));
}

export function canOpenPage(principal: TPrincipal, page: TPage): boolean {
  return hasAnyScope(principal, PAGE_SCOPES[page]);
}

/** Where a signed-in user lands after sign-in or when opening /login (spec 01 section 2). */
export function homePathFor(principal: TPrincipal): string {
  if (principal.role === 'superadmin') return '/superadmin/dashboard/home';
  if (hasAnyScope(principal, PAGE_SCOPES.home)) return '/dashboard/home';
  return '/dashboard/profile';
}
