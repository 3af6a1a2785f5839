import { hasAnyScope, PAGE_SCOPES, type TPrincipal } from '@opentab/shared';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconCashRegister,
  IconCategory,
  IconChartBar,
  IconClipboardList,
  IconDevices,
  IconFileInvoice,
  IconHeadset,
  IconLayoutDashboard,
  IconPrinter,
  IconReceipt,
  IconReceiptTax,
  IconSettings,
  IconTable,
  IconToolsKitchen2,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  IconWallet,
  type TablerIcon,
} from '@tabler/icons-react';

export type TNavLink = { label: string; path: string; icon: TablerIcon; scopes: readonly string[] };
export type TNavSection = { title: string; links: readonly TNavLink[] };

/** Business sidebar (spec 01 section 2). Users has an empty scope list so that only admin sees it. */
export const BUSINESS_SIDEBAR: readonly TNavSection[] = [
  {
    title: 'Offerings',
    links: [
      { label: 'Dashboard', path: '/dashboard/home', icon: IconLayoutDashboard, scopes: PAGE_SCOPES.home },
      { label: 'POS', path: '/dashboard/pos', icon: IconCashRegister, scopes: PAGE_SCOPES.pos },
      { label: 'Orders', path: '/dashboard/orders', icon: IconClipboardList, scopes: PAGE_SCOPES.orders },
      { label: 'Kitchen', path: '/dashboard/kitchen', icon: IconToolsKitchen2, scopes: PAGE_SCOPES.kitchen },
    ],
  },
  {
    title: 'Back Office',
    links: [
      {
        label: 'Reservations',
        path: '/dashboard/reservation',
        icon: IconCalendarEvent,
        scopes: PAGE_SCOPES.reservation,
      },
      { label: 'Customers', path: '/dashboard/customers', icon: IconUsers, scopes: PAGE_SCOPES.customers },
      { label: 'Invoices', path: '/dashboard/invoices', icon: IconFileInvoice, scopes: PAGE_SCOPES.invoices },
      { label: 'Users', path: '/dashboard/users', icon: IconUsersGroup, scopes: [] },
      { label: 'Reports', path: '/dashboard/reports', icon: IconChartBar, scopes: PAGE_SCOPES.reports },
      { label: 'Settings', path: '/dashboard/settings', icon: IconSettings, scopes: PAGE_SCOPES.settings },
    ],
  },
];

/**
 * The settings pages (spec 02 section 2): the settings side menu shows `menuLabel` (Categories nested
 * under Menu Items), the page search shows `label`.
 */
export const SETTINGS_PAGES: readonly (TNavLink & { menuLabel: string; nested?: boolean })[] = [
  {
    label: 'Store Details',
    menuLabel: 'Details',
    path: '/dashboard/settings/details',
    icon: IconBuildingStore,
    scopes: PAGE_SCOPES.settings,
  },
  {
    label: 'Print Settings',
    menuLabel: 'Print Settings',
    path: '/dashboard/settings/print-settings',
    icon: IconPrinter,
    scopes: PAGE_SCOPES.settings,
  },
  {
    label: 'Tables',
    menuLabel: 'Tables',
    path: '/dashboard/settings/tables',
    icon: IconTable,
    scopes: PAGE_SCOPES.settings,
  },
  {
    label: 'Menu Items',
    menuLabel: 'Menu Items',
    path: '/dashboard/settings/menu-items',
    icon: IconReceipt,
    scopes: PAGE_SCOPES.settings,
  },
  {
    label: 'Categories',
    menuLabel: 'Categories',
    nested: true,
    path: '/dashboard/settings/menu-items/categories',
    icon: IconCategory,
    scopes: PAGE_SCOPES.settings,
  },
  {
    label: 'Tax Setup',
    menuLabel: 'Tax Setup',
    path: '/dashboard/settings/tax-setup',
    icon: IconReceiptTax,
    scopes: PAGE_SCOPES.settings,
  },
  {
    label: 'Payment Types',
    menuLabel: 'Payment Types',
    path: '/dashboard/settings/payment-types',
    icon: IconWallet,
    scopes: PAGE_SCOPES.settings,
  },
];

/** Pages offered by the Ctrl/Cmd+K search; here Users needs SETTINGS and the account pages are open to all. */
export const SEARCH_PAGES: readonly TNavLink[] = [
  ...BUSINESS_SIDEBAR.flatMap((section) => section.links).map((link) =>
    link.path === '/dashboard/users' ? { ...link, scopes: PAGE_SCOPES.users } : link,
  ),
  ...SETTINGS_PAGES,
  { label: 'Profile', path: '/dashboard/profile', icon: IconUserCircle, scopes: PAGE_SCOPES.profile },
  { label: 'Devices', path: '/dashboard/devices', icon: IconDevices, scopes: PAGE_SCOPES.devices },
  {
    label: 'Support',
    path: '/dashboard/contact-support',
    icon: IconHeadset,
    scopes: PAGE_SCOPES['contact-support'],
  },
];

/**
 * Sidebar rule: admin sees every link; staff see a link when they hold one of its scopes, so a link
 * with an empty list (Users) is admin-only here, unlike the page guards where empty means "anyone".
 */
export function canSeeSidebarLink(principal: TPrincipal, link: TNavLink): boolean {
  if (principal.role === 'admin') return true;
  return link.scopes.length > 0 && hasAnyScope(principal, link.scopes);
}

export function canSeeSearchPage(principal: TPrincipal, link: TNavLink): boolean {
  return hasAnyScope(principal, link.scopes);
}

export function filterSections(
  sections: readonly TNavSection[],
  visible: (link: TNavLink) => boolean,
): TNavSection[] {
  return sections
    .map((section) => ({ ...section, links: section.links.filter(visible) }))
    .filter((section) => section.links.length > 0);
}

export const SUPERADMIN_SIDEBAR: readonly TNavSection[] = [
  {
    title: 'Superadmin',
    links: [
      { label: 'Dashboard', path: '/superadmin/dashboard/home', icon: IconLayoutDashboard, scopes: [] },
      { label: 'Tenants', path: '/superadmin/dashboard/tenants', icon: IconBuildingStore, scopes: [] },
      { label: 'Reports', path: '/superadmin/dashboard/reports', icon: IconChartBar, scopes: [] },
    ],
  },
];
