/** Permission scopes of spec 01 section 6 and the stored scope list; who needs which is in permissions.ts. */
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
  // issue 23: approves what needs a manager (voids after the kitchen started; later discounts, refunds) and
  // reads the audit log; admins always count as managers
  'MANAGER',
] as const;

export type TScope = (typeof SCOPES)[number];

export const ROLES = ['superadmin', 'admin', 'staff'] as const;
type TRole = (typeof ROLES)[number];

export type TPrincipal = { role: TRole; scope: readonly string[] };

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

/** What a scope allows, where its name alone does not say (the Users screen shows it under the box). */
export const SCOPE_DESCRIPTIONS: Partial<Record<TScope, string>> = {
  MANAGER: 'Approves voids with their PIN and reads the audit log',
};

/** The scope picker of the Users screen: every scope once, grouped by the area it opens. */
export const SCOPE_GROUPS: readonly { area: string; scopes: readonly TScope[] }[] = [
  { area: 'Dashboard', scopes: ['DASHBOARD'] },
  {
    area: 'POS and orders',
    scopes: ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY', 'CUSTOMER_DISPLAY'],
  },
  { area: 'Kitchen', scopes: ['KITCHEN', 'KITCHEN_DISPLAY'] },
  { area: 'Reservations', scopes: ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'] },
  { area: 'Customers', scopes: ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'] },
  { area: 'Invoices and reports', scopes: ['INVOICES', 'REPORTS'] },
  { area: 'Settings and users', scopes: ['SETTINGS'] },
  { area: 'Manager', scopes: ['MANAGER'] },
  {
    area: 'Membership and inventory',
    scopes: ['MEMBERSHIP', 'INVENTORY', 'VIEW_INVENTORY', 'MANAGE_INVENTORY'],
  },
];
