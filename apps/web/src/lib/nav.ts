import {
  canSearchPage,
  canSeeSidebarLink,
  PAGE_LIST,
  type TPage,
  type TPrincipal,
  type TSidebarSection,
} from '@opentab/shared';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconCashBanknote,
  IconCashRegister,
  IconCategory,
  IconChartBar,
  IconClipboardList,
  IconDevices,
  IconFileInvoice,
  IconHeadset,
  IconHistory,
  IconLayoutDashboard,
  IconListDetails,
  IconPercentage,
  IconPrinter,
  IconReceipt,
  IconReceiptTax,
  IconReportMoney,
  IconSettings,
  IconTable,
  IconToolsKitchen2,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  IconWallet,
  type TablerIcon,
} from '@tabler/icons-react';

/** The icon of each page; who sees which page is the permission table's (packages/shared permissions.ts). */
const PAGE_ICONS: Record<TPage, TablerIcon> = {
  home: IconLayoutDashboard,
  pos: IconCashRegister,
  orders: IconClipboardList,
  shift: IconCashBanknote,
  kitchen: IconToolsKitchen2,
  'kitchen-display': IconToolsKitchen2,
  reservation: IconCalendarEvent,
  customers: IconUsers,
  // issue 27: icons the bundle has already (the POS's first load is at its limit)
  members: IconUserCircle,
  'member-detail': IconUserCircle,
  loyalty: IconWallet,
  // issue 27: icons the bundle has already (the POS's first load is at its limit)
  inventory: IconClipboardList,
  'inventory-dashboard': IconChartBar,
  'inventory-logs': IconHistory,
  'stock-item': IconClipboardList,
  invoices: IconFileInvoice,
  users: IconUsersGroup,
  reports: IconChartBar,
  // issue 27: an icon the bundle has already (the POS's first load is at its limit)
  feedback: IconListDetails,
  'z-reports': IconReportMoney,
  'audit-log': IconListDetails,
  settings: IconSettings,
  'store-details': IconBuildingStore,
  'print-settings': IconPrinter,
  tables: IconTable,
  'menu-items': IconReceipt,
  categories: IconCategory,
  'menu-item': IconReceipt,
  'tax-setup': IconReceiptTax,
  'payment-types': IconWallet,
  'service-charge': IconPercentage,
  // issue 26: an icon the bundle has already (the POS's first load is at its limit)
  'kitchen-stations': IconToolsKitchen2,
  printers: IconPrinter,
  profile: IconUserCircle,
  devices: IconDevices,
  'contact-support': IconHeadset,
  // issue 26: the guest screens reuse icons already in the bundle (the POS's first load is at its limit)
  'order-status-display': IconClipboardList,
  'customer-display': IconDevices,
  'superadmin-home': IconLayoutDashboard,
  'superadmin-tenants': IconBuildingStore,
  'superadmin-subscription-history': IconHistory,
  'superadmin-reports': IconChartBar,
  'superadmin-contact-support': IconHeadset,
};

/**
 * `label`, a section's `title` and a settings page's `menuLabel` are the English texts of the shared page table
 * (packages/shared permissions.ts), which are keys of the catalogs (backoffice.json): show them through t().
 */
export type TNavLink = { page: TPage; label: string; path: string; icon: TablerIcon };
export type TNavSection = { title: TSidebarSection; links: readonly TNavLink[] };

const link = (page: (typeof PAGE_LIST)[number]): TNavLink => ({
  page: page.id,
  label: page.label,
  path: page.path,
  icon: PAGE_ICONS[page.id],
});

function sidebarSection(title: TSidebarSection): TNavSection {
  return { title, links: PAGE_LIST.filter((page) => page.sidebar?.section === title).map(link) };
}

/** Business sidebar (spec 01 section 2), in the table's order. */
export const BUSINESS_SIDEBAR: readonly TNavSection[] = [
  sidebarSection('Offerings'),
  sidebarSection('Back Office'),
];

export const SUPERADMIN_SIDEBAR: readonly TNavSection[] = [sidebarSection('Superadmin')];

/**
 * The settings pages (spec 02 section 2): the settings side menu shows `menuLabel` (Categories nested
 * under Menu Items), the page search shows `label`.
 */
export const SETTINGS_PAGES: readonly (TNavLink & { menuLabel: string; nested?: boolean })[] =
  PAGE_LIST.flatMap((page) => {
    const menu = page.settingsMenu;
    return menu ? [{ ...link(page), menuLabel: menu.label, nested: menu.nested === true }] : [];
  });

/** The sidebar links and page-search entries a user may see. */
export function visibleSections(principal: TPrincipal, sections: readonly TNavSection[]): TNavSection[] {
  return sections
    .map((section) => ({
      ...section,
      links: section.links.filter((l) => canSeeSidebarLink(principal, l.page)),
    }))
    .filter((section) => section.links.length > 0);
}

/** Pages offered by the Ctrl/Cmd+K search, in the table's order. */
export function searchPages(principal: TPrincipal): TNavLink[] {
  return PAGE_LIST.filter((page) => canSearchPage(principal, page.id)).map(link);
}
