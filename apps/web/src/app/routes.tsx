import { PAGES, type TPage } from '@opentab/shared';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { NoAccessPage } from '../features/auth/NoAccessPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SuperadminLoginPage } from '../features/auth/SuperadminLoginPage';
import { InactiveSubscriptionPage } from '../features/billing/InactiveSubscriptionPage';
import { LocalCheckoutPage } from '../features/billing/LocalCheckoutPage';
import { PaymentCancelledPage } from '../features/billing/PaymentCancelledPage';
import { SubscriptionSuccessPage } from '../features/billing/SubscriptionSuccessPage';
import { CustomersPage } from '../features/customers/CustomersPage';
import { DashboardHomePage } from '../features/dashboard/DashboardHomePage';
import { DevicesPage } from '../features/devices/DevicesPage';
import { InvoicesPage } from '../features/invoices/InvoicesPage';
import { KitchenPage } from '../features/kitchen/KitchenPage';
import { LandingPage } from '../features/landing/LandingPage';
import { MenuItemDetailPage } from '../features/menu/MenuItemDetailPage';
import { MenuItemsPage } from '../features/menu/MenuItemsPage';
import { OrdersPage } from '../features/orders/OrdersPage';
import { PosPage } from '../features/pos/PosPage';
import { ReceiptPrintPage } from '../features/print/ReceiptPrintPage';
import { TokenPrintPage } from '../features/print/TokenPrintPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { ReportsPage } from '../features/reports/ReportsPage';
import { ReservationsPage } from '../features/reservations/ReservationsPage';
import { CategoriesPage } from '../features/settings/CategoriesPage';
import { PaymentTypesPage } from '../features/settings/PaymentTypesPage';
import { PrintSettingsPage } from '../features/settings/PrintSettingsPage';
import { SettingsLayout } from '../features/settings/SettingsLayout';
import { StoreDetailsPage } from '../features/settings/StoreDetailsPage';
import { StoreTablesPage } from '../features/settings/StoreTablesPage';
import { TaxSetupPage } from '../features/settings/TaxSetupPage';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import { SubscriptionHistoryPage } from '../features/superadmin/SubscriptionHistoryPage';
import { SuperadminDashboardPage } from '../features/superadmin/SuperadminDashboardPage';
import { SuperadminReportsPage } from '../features/superadmin/SuperadminReportsPage';
import { TenantsPage } from '../features/superadmin/TenantsPage';
import { ContactSupportPage } from '../features/support/ContactSupportPage';
import { UsersPage } from '../features/users/UsersPage';
import {
  RedirectIfSignedIn,
  RedirectIfSuperadmin,
  RequireAuthCookie,
  RequireBusinessUser,
  RequirePage,
  RequireSuperadmin,
} from './guards';
import { BusinessLayout } from './layouts/BusinessLayout';
import { SuperadminLayout } from './layouts/SuperadminLayout';

const DASHBOARD = '/dashboard';
const SETTINGS = PAGES.settings.path;
const SUPERADMIN_DASHBOARD = '/superadmin/dashboard';

/** A page of the permission table (packages/shared permissions.ts) as a child of `parent`, behind its guard. */
function pageRoute(parent: string, page: TPage, element: ReactNode, children?: RouteObject[]): RouteObject {
  const path = PAGES[page].path.slice(parent.length + 1);
  return { path, element: <RequirePage page={page}>{element}</RequirePage>, children };
}

const settingsRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="details" replace /> },
  pageRoute(SETTINGS, 'store-details', <StoreDetailsPage />),
  pageRoute(SETTINGS, 'print-settings', <PrintSettingsPage />),
  pageRoute(SETTINGS, 'tables', <StoreTablesPage />),
  pageRoute(SETTINGS, 'menu-items', <MenuItemsPage />),
  pageRoute(SETTINGS, 'categories', <CategoriesPage />),
  pageRoute(SETTINGS, 'menu-item', <MenuItemDetailPage />),
  pageRoute(SETTINGS, 'tax-setup', <TaxSetupPage />),
  pageRoute(SETTINGS, 'payment-types', <PaymentTypesPage />),
];

/** /dashboard/* (spec 01 route table). */
const businessRoutes: RouteObject[] = [
  // The empty child path is the home page; redirecting keeps one URL (and one active sidebar link) for it.
  { index: true, element: <Navigate to="home" replace /> },
  pageRoute(DASHBOARD, 'home', <DashboardHomePage />),
  pageRoute(DASHBOARD, 'profile', <ProfilePage />),
  pageRoute(DASHBOARD, 'devices', <DevicesPage />),
  pageRoute(DASHBOARD, 'contact-support', <ContactSupportPage />),
  pageRoute(DASHBOARD, 'pos', <PosPage />),
  pageRoute(DASHBOARD, 'orders', <OrdersPage />),
  pageRoute(DASHBOARD, 'kitchen', <KitchenPage />),
  pageRoute(DASHBOARD, 'reservation', <ReservationsPage />),
  pageRoute(DASHBOARD, 'customers', <CustomersPage />),
  pageRoute(DASHBOARD, 'invoices', <InvoicesPage />),
  pageRoute(DASHBOARD, 'users', <UsersPage />),
  pageRoute(DASHBOARD, 'reports', <ReportsPage />),
  pageRoute(DASHBOARD, 'settings', <SettingsLayout />, settingsRoutes),
];

const superadminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="home" replace /> },
  pageRoute(SUPERADMIN_DASHBOARD, 'superadmin-home', <SuperadminDashboardPage />),
  pageRoute(SUPERADMIN_DASHBOARD, 'superadmin-tenants', <TenantsPage />),
  pageRoute(SUPERADMIN_DASHBOARD, 'superadmin-subscription-history', <SubscriptionHistoryPage />),
  pageRoute(SUPERADMIN_DASHBOARD, 'superadmin-reports', <SuperadminReportsPage />),
  pageRoute(SUPERADMIN_DASHBOARD, 'superadmin-contact-support', <ContactSupportPage />),
];

export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  {
    path: '/login',
    element: (
      <RedirectIfSignedIn>
        <LoginPage />
      </RedirectIfSignedIn>
    ),
  },
  { path: '/register', element: <RegisterPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/no-access', element: <NoAccessPage /> },
  // Reached from any 402 answer, so it does not depend on the session guards.
  { path: '/dashboard/inactive-subscription', element: <InactiveSubscriptionPage /> },
  {
    element: <RequireAuthCookie />,
    children: [
      { path: '/print-receipt', element: <ReceiptPrintPage /> },
      { path: '/print-token', element: <TokenPrintPage /> },
      { path: '/success', element: <SubscriptionSuccessPage /> },
      { path: '/cancelled-payment', element: <PaymentCancelledPage /> },
      // the local billing provider's checkout (no Stripe keys): docs/decisions.md
      { path: '/local-checkout', element: <LocalCheckoutPage /> },
    ],
  },
  // /m/* (the diners' QR menu) is its own entry, qr.html → src/qr: the server answers those paths with it.
  {
    path: DASHBOARD,
    element: <RequireAuthCookie />,
    children: [
      {
        element: <RequireBusinessUser />,
        children: [{ element: <BusinessLayout />, children: businessRoutes }],
      },
    ],
  },
  ...['/superadmin', '/superadmin/login'].map((path) => ({
    path,
    element: (
      <RedirectIfSuperadmin>
        <SuperadminLoginPage />
      </RedirectIfSuperadmin>
    ),
  })),
  {
    path: SUPERADMIN_DASHBOARD,
    element: <RequireSuperadmin />,
    children: [{ element: <SuperadminLayout />, children: superadminRoutes }],
  },
  { path: '*', element: <NotFoundPage /> },
];
