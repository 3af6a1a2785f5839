import { PAGES, type TPage } from '@opentab/shared';
import type { ReactNode } from 'react';
import { Navigate, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading/PageLoading';
import { LoginPage } from '../features/auth/LoginPage';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import { firstLoadChunk, pageChunk, type TPageLoader } from '../lib/lazy-page';
import {
  RedirectIfSignedIn,
  RedirectIfSuperadmin,
  RequireAuthCookie,
  RequireBusinessUser,
  RequirePage,
  RequireSuperadmin,
} from './guards';

// Every page and layout is a chunk of its own, named here and fetched by the router (`lazy`) when a route
// needs it: the router asks for a layout's and a page's chunks at once, and the login page never downloads
// the POS. The router, guards, providers and the login page are the only code every page loads: the login
// page is where every visitor who is not signed in lands, and it is small (its zod arrives on first use).
const forgotPasswordPage = pageChunk(
  () => import('../features/auth/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const noAccessPage = pageChunk(() => import('../features/auth/NoAccessPage'), 'NoAccessPage');
const registerPage = pageChunk(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const resetPasswordPage = pageChunk(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const superadminLoginPage = pageChunk(
  () => import('../features/auth/SuperadminLoginPage'),
  'SuperadminLoginPage',
);
const inactiveSubscriptionPage = pageChunk(
  () => import('../features/billing/InactiveSubscriptionPage'),
  'InactiveSubscriptionPage',
);
const localCheckoutPage = pageChunk(
  () => import('../features/billing/LocalCheckoutPage'),
  'LocalCheckoutPage',
);
const paymentCancelledPage = pageChunk(
  () => import('../features/billing/PaymentCancelledPage'),
  'PaymentCancelledPage',
);
const subscriptionSuccessPage = pageChunk(
  () => import('../features/billing/SubscriptionSuccessPage'),
  'SubscriptionSuccessPage',
);
const customersPage = pageChunk(() => import('../features/customers/CustomersPage'), 'CustomersPage');
const dashboardHomePage = pageChunk(
  () => import('../features/dashboard/DashboardHomePage'),
  'DashboardHomePage',
);
const devicesPage = pageChunk(() => import('../features/devices/DevicesPage'), 'DevicesPage');
const inventoryPage = pageChunk(() => import('../features/inventory/InventoryPage'), 'InventoryPage');
const stockItemPage = pageChunk(() => import('../features/inventory/StockItemPage'), 'StockItemPage');
const inventoryDashboardPage = pageChunk(
  () => import('../features/inventory/InventoryDashboardPage'),
  'InventoryDashboardPage',
);
const inventoryLogsPage = pageChunk(
  () => import('../features/inventory/InventoryLogsPage'),
  'InventoryLogsPage',
);
const invoicesPage = pageChunk(() => import('../features/invoices/InvoicesPage'), 'InvoicesPage');
const orderStatusBoardPage = pageChunk(
  () => import('../features/displays/OrderStatusBoardPage'),
  'OrderStatusBoardPage',
);
const customerDisplayPage = pageChunk(
  () => import('../features/displays/CustomerDisplayPage'),
  'CustomerDisplayPage',
);
const kitchenPage = pageChunk(() => import('../features/kitchen/KitchenPage'), 'KitchenPage');
const kitchenDisplayPage = pageChunk(
  () => import('../features/kitchen/KitchenDisplayPage'),
  'KitchenDisplayPage',
);
const landingPage = pageChunk(() => import('../features/landing/LandingPage'), 'LandingPage');
const menuItemDetailPage = pageChunk(
  () => import('../features/settings/MenuItemDetailPage'),
  'MenuItemDetailPage',
);
const menuItemsPage = pageChunk(() => import('../features/settings/MenuItemsPage'), 'MenuItemsPage');
const ordersPage = pageChunk(() => import('../features/orders/OrdersPage'), 'OrdersPage');
const posPage = firstLoadChunk(() => import('./layouts/signed-in-frame'), 'PosPage');
const receiptPrintPage = pageChunk(() => import('../features/print/ReceiptPrintPage'), 'ReceiptPrintPage');
const tokenPrintPage = pageChunk(() => import('../features/print/TokenPrintPage'), 'TokenPrintPage');
const zReportPrintPage = pageChunk(() => import('../features/print/ZReportPrintPage'), 'ZReportPrintPage');
const creditNotePrintPage = pageChunk(
  () => import('../features/print/CreditNotePrintPage'),
  'CreditNotePrintPage',
);
const shiftPage = pageChunk(() => import('../features/shifts/ShiftPage'), 'ShiftPage');
const zReportsPage = pageChunk(() => import('../features/shifts/ZReportsPage'), 'ZReportsPage');
const profilePage = pageChunk(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const reportsPage = pageChunk(() => import('../features/reports/ReportsPage'), 'ReportsPage');
const auditLogPage = pageChunk(() => import('../features/audit/AuditLogPage'), 'AuditLogPage');
const feedbackPage = pageChunk(() => import('../features/feedback/FeedbackPage'), 'FeedbackPage');
const reservationsPage = pageChunk(
  () => import('../features/reservations/ReservationsPage'),
  'ReservationsPage',
);
const categoriesPage = pageChunk(() => import('../features/settings/CategoriesPage'), 'CategoriesPage');
const paymentTypesPage = pageChunk(() => import('../features/settings/PaymentTypesPage'), 'PaymentTypesPage');
const kitchenStationsPage = pageChunk(
  () => import('../features/settings/KitchenStationsPage'),
  'KitchenStationsPage',
);
const printersPage = pageChunk(() => import('../features/printing/PrintersPage'), 'PrintersPage');
const printSettingsPage = pageChunk(
  () => import('../features/settings/PrintSettingsPage'),
  'PrintSettingsPage',
);
// issue 27: membership
const membersPage = pageChunk(() => import('../features/members/MembersPage'), 'MembersPage');
const memberDetailPage = pageChunk(() => import('../features/members/MemberDetailPage'), 'MemberDetailPage');
const loyaltyPage = pageChunk(() => import('../features/members/LoyaltyPage'), 'LoyaltyPage');
const serviceChargePage = pageChunk(
  () => import('../features/settings/ServiceChargePage'),
  'ServiceChargePage',
);
const settingsLayout = pageChunk(() => import('../features/settings/SettingsLayout'), 'SettingsLayout');
const storeDetailsPage = pageChunk(() => import('../features/settings/StoreDetailsPage'), 'StoreDetailsPage');
const storeTablesPage = pageChunk(() => import('../features/settings/StoreTablesPage'), 'StoreTablesPage');
const taxSetupPage = pageChunk(() => import('../features/settings/TaxSetupPage'), 'TaxSetupPage');
const subscriptionHistoryPage = pageChunk(
  () => import('../features/superadmin/SubscriptionHistoryPage'),
  'SubscriptionHistoryPage',
);
const superadminDashboardPage = pageChunk(
  () => import('../features/superadmin/SuperadminDashboardPage'),
  'SuperadminDashboardPage',
);
const superadminReportsPage = pageChunk(
  () => import('../features/superadmin/SuperadminReportsPage'),
  'SuperadminReportsPage',
);
const tenantsPage = pageChunk(() => import('../features/superadmin/TenantsPage'), 'TenantsPage');
const contactSupportPage = pageChunk(
  () => import('../features/support/ContactSupportPage'),
  'ContactSupportPage',
);
const usersPage = pageChunk(() => import('../features/users/UsersPage'), 'UsersPage');
const queryLayout = firstLoadChunk(() => import('./layouts/signed-in-frame'), 'QueryLayout');
const businessLayout = firstLoadChunk(() => import('./layouts/signed-in-frame'), 'BusinessLayout');
const superadminLayout = pageChunk(() => import('./layouts/SuperadminLayout'), 'SuperadminLayout');

const DASHBOARD = '/dashboard';
const SETTINGS = PAGES.settings.path;
const SUPERADMIN_DASHBOARD = '/superadmin/dashboard';

/** A route whose element is `wrap`ped around the component `load` fetches. */
function lazyRoute(
  load: TPageLoader,
  wrap: (page: ReactNode) => ReactNode = (page) => page,
): RouteObject['lazy'] {
  return async () => {
    const Page = await load();
    return { element: wrap(<Page />) };
  };
}

/** A page of the permission table (packages/shared permissions.ts) as a child of `parent`, behind its guard. */
function pageRoute(parent: string, page: TPage, load: TPageLoader): NonIndexRouteObject {
  const path = PAGES[page].path.slice(parent.length + 1);
  return {
    path,
    handle: { page },
    lazy: lazyRoute(load, (element) => <RequirePage page={page}>{element}</RequirePage>),
  };
}

const settingsRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="details" replace /> },
  pageRoute(SETTINGS, 'store-details', storeDetailsPage),
  pageRoute(SETTINGS, 'print-settings', printSettingsPage),
  pageRoute(SETTINGS, 'tables', storeTablesPage),
  pageRoute(SETTINGS, 'menu-items', menuItemsPage),
  pageRoute(SETTINGS, 'categories', categoriesPage),
  pageRoute(SETTINGS, 'menu-item', menuItemDetailPage),
  pageRoute(SETTINGS, 'tax-setup', taxSetupPage),
  pageRoute(SETTINGS, 'payment-types', paymentTypesPage),
  pageRoute(SETTINGS, 'service-charge', serviceChargePage),
  pageRoute(SETTINGS, 'loyalty', loyaltyPage),
  pageRoute(SETTINGS, 'printers', printersPage),
  pageRoute(SETTINGS, 'kitchen-stations', kitchenStationsPage),
];

/** /dashboard/* (spec 01 route table). */
const businessRoutes: RouteObject[] = [
  // The empty child path is the home page; redirecting keeps one URL (and one active sidebar link) for it.
  { index: true, element: <Navigate to="home" replace /> },
  pageRoute(DASHBOARD, 'home', dashboardHomePage),
  pageRoute(DASHBOARD, 'profile', profilePage),
  pageRoute(DASHBOARD, 'devices', devicesPage),
  pageRoute(DASHBOARD, 'contact-support', contactSupportPage),
  pageRoute(DASHBOARD, 'pos', posPage),
  pageRoute(DASHBOARD, 'orders', ordersPage),
  pageRoute(DASHBOARD, 'shift', shiftPage),
  pageRoute(DASHBOARD, 'kitchen', kitchenPage),
  pageRoute(DASHBOARD, 'reservation', reservationsPage),
  pageRoute(DASHBOARD, 'customers', customersPage),
  pageRoute(DASHBOARD, 'members', membersPage),
  pageRoute(DASHBOARD, 'member-detail', memberDetailPage),
  pageRoute(DASHBOARD, 'inventory', inventoryPage),
  pageRoute(DASHBOARD, 'inventory-dashboard', inventoryDashboardPage),
  pageRoute(DASHBOARD, 'inventory-logs', inventoryLogsPage),
  pageRoute(DASHBOARD, 'stock-item', stockItemPage),
  pageRoute(DASHBOARD, 'invoices', invoicesPage),
  pageRoute(DASHBOARD, 'users', usersPage),
  pageRoute(DASHBOARD, 'reports', reportsPage),
  pageRoute(DASHBOARD, 'feedback', feedbackPage),
  pageRoute(DASHBOARD, 'z-reports', zReportsPage),
  pageRoute(DASHBOARD, 'audit-log', auditLogPage),
  { ...pageRoute(DASHBOARD, 'settings', settingsLayout), children: settingsRoutes },
];

const superadminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="home" replace /> },
  pageRoute(SUPERADMIN_DASHBOARD, 'superadmin-home', superadminDashboardPage),
  pageRoute(SUPERADMIN_DASHBOARD, 'superadmin-tenants', tenantsPage),
  pageRoute(SUPERADMIN_DASHBOARD, 'superadmin-subscription-history', subscriptionHistoryPage),
  pageRoute(SUPERADMIN_DASHBOARD, 'superadmin-reports', superadminReportsPage),
  pageRoute(SUPERADMIN_DASHBOARD, 'superadmin-contact-support', contactSupportPage),
];

/** The pages behind a session, which read the API through the query cache (QueryLayout). */
const signedInRoutes: RouteObject[] = [
  // Reached from any 402 answer, so it does not depend on the session guards; it reads the subscription's
  // details (a trial, a subscription already active) through the query cache.
  { path: '/dashboard/inactive-subscription', lazy: lazyRoute(inactiveSubscriptionPage) },
  {
    element: <RequireAuthCookie />,
    children: [
      { path: '/print-receipt', lazy: lazyRoute(receiptPrintPage) },
      // issue 26: full screen, no sidebar (a wall screen or a tablet in the kitchen)
      pageRoute('', 'kitchen-display', kitchenDisplayPage),
      // issue 26: the guest screens, full screen (a TV board, the customer display at a till)
      pageRoute('', 'order-status-display', orderStatusBoardPage),
      pageRoute('', 'customer-display', customerDisplayPage),
      { path: '/print-token', lazy: lazyRoute(tokenPrintPage) },
      { path: '/print-z-report', lazy: lazyRoute(zReportPrintPage) },
      { path: '/print-credit-note', lazy: lazyRoute(creditNotePrintPage) },
      { path: '/success', lazy: lazyRoute(subscriptionSuccessPage) },
      { path: '/cancelled-payment', lazy: lazyRoute(paymentCancelledPage) },
      // the local billing provider's checkout (no Stripe keys): docs/decisions.md
      { path: '/local-checkout', lazy: lazyRoute(localCheckoutPage) },
    ],
  },
  {
    path: DASHBOARD,
    element: <RequireAuthCookie />,
    children: [
      {
        element: <RequireBusinessUser />,
        children: [{ lazy: lazyRoute(businessLayout), children: businessRoutes }],
      },
    ],
  },
  {
    path: SUPERADMIN_DASHBOARD,
    element: <RequireSuperadmin />,
    children: [{ lazy: lazyRoute(superadminLayout), children: superadminRoutes }],
  },
];

const appRoutes: RouteObject[] = [
  { path: '/', lazy: lazyRoute(landingPage) },
  {
    path: '/login',
    element: (
      <RedirectIfSignedIn>
        <LoginPage />
      </RedirectIfSignedIn>
    ),
  },
  { path: '/register', lazy: lazyRoute(registerPage) },
  { path: '/forgot-password', lazy: lazyRoute(forgotPasswordPage) },
  { path: '/reset-password', lazy: lazyRoute(resetPasswordPage) },
  { path: '/no-access', lazy: lazyRoute(noAccessPage) },
  // /m/* (the diners' QR menu) is its own entry, qr.html → src/qr: the server answers those paths with it.
  ...['/superadmin', '/superadmin/login'].map((path) => ({
    path,
    lazy: lazyRoute(superadminLoginPage, (page) => <RedirectIfSuperadmin>{page}</RedirectIfSuperadmin>),
  })),
  { lazy: lazyRoute(queryLayout), children: signedInRoutes },
  { path: '*', element: <NotFoundPage /> },
];

/** One root, so the first load shows "Please wait..." while its page's chunks arrive. */
export const routes: RouteObject[] = [{ hydrateFallbackElement: <PageLoading />, children: appRoutes }];
