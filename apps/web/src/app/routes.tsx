import { Navigate, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { NoAccessPage } from '../features/auth/NoAccessPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SuperadminLoginPage } from '../features/auth/SuperadminLoginPage';
import { DevicesPage } from '../features/devices/DevicesPage';
import { KitchenPage } from '../features/kitchen/KitchenPage';
import { LandingPage } from '../features/landing/LandingPage';
import { MenuItemDetailPage } from '../features/menu/MenuItemDetailPage';
import { MenuItemsPage } from '../features/menu/MenuItemsPage';
import { OrdersPage } from '../features/orders/OrdersPage';
import { PosPage } from '../features/pos/PosPage';
import { ReceiptPrintPage } from '../features/print/ReceiptPrintPage';
import { TokenPrintPage } from '../features/print/TokenPrintPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { CategoriesPage } from '../features/settings/CategoriesPage';
import { PaymentTypesPage } from '../features/settings/PaymentTypesPage';
import { PrintSettingsPage } from '../features/settings/PrintSettingsPage';
import { SettingsLayout } from '../features/settings/SettingsLayout';
import { StoreDetailsPage } from '../features/settings/StoreDetailsPage';
import { StoreTablesPage } from '../features/settings/StoreTablesPage';
import { TaxSetupPage } from '../features/settings/TaxSetupPage';
import { ComingSoonPage } from '../features/shell/ComingSoonPage';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import { ContactSupportPage } from '../features/support/ContactSupportPage';
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

const soon = (title: string) => <ComingSoonPage title={title} />;
const soonStandalone = (title: string) => <ComingSoonPage title={title} standalone />;

const settingsRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="details" replace /> },
  { path: 'details', element: <StoreDetailsPage /> },
  { path: 'print-settings', element: <PrintSettingsPage /> },
  { path: 'tables', element: <StoreTablesPage /> },
  { path: 'menu-items', element: <MenuItemsPage /> },
  { path: 'menu-items/categories', element: <CategoriesPage /> },
  { path: 'menu-items/:id', element: <MenuItemDetailPage /> },
  { path: 'tax-setup', element: <TaxSetupPage /> },
  { path: 'payment-types', element: <PaymentTypesPage /> },
];

/** /dashboard/* (spec 01 route table); every page is guarded by the scopes of PAGE_SCOPES. */
const businessRoutes: RouteObject[] = [
  // The empty child path is the home page; redirecting keeps one URL (and one active sidebar link) for it.
  { index: true, element: <Navigate to="home" replace /> },
  { path: 'home', element: <RequirePage page="home">{soon('Dashboard')}</RequirePage> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'devices', element: <DevicesPage /> },
  { path: 'contact-support', element: <ContactSupportPage /> },
  {
    path: 'pos',
    element: (
      <RequirePage page="pos">
        <PosPage />
      </RequirePage>
    ),
  },
  {
    path: 'orders',
    element: (
      <RequirePage page="orders">
        <OrdersPage />
      </RequirePage>
    ),
  },
  {
    path: 'kitchen',
    element: (
      <RequirePage page="kitchen">
        <KitchenPage />
      </RequirePage>
    ),
  },
  { path: 'reservation', element: <RequirePage page="reservation">{soon('Reservations')}</RequirePage> },
  { path: 'customers', element: <RequirePage page="customers">{soon('Customers')}</RequirePage> },
  { path: 'invoices', element: <RequirePage page="invoices">{soon('Invoices')}</RequirePage> },
  { path: 'users', element: <RequirePage page="users">{soon('Users')}</RequirePage> },
  { path: 'reports', element: <RequirePage page="reports">{soon('Reports')}</RequirePage> },
  {
    path: 'settings',
    element: (
      <RequirePage page="settings">
        <SettingsLayout />
      </RequirePage>
    ),
    children: settingsRoutes,
  },
];

const superadminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="home" replace /> },
  { path: 'home', element: soon('Superadmin Dashboard') },
  { path: 'tenants', element: soon('Tenants') },
  { path: 'tenants/:id/subscription-history', element: soon('Subscription History') },
  { path: 'reports', element: soon('Superadmin Reports') },
  { path: 'contact-support', element: <ContactSupportPage /> },
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
  { path: '/dashboard/inactive-subscription', element: soonStandalone('Inactive Subscription') },
  {
    element: <RequireAuthCookie />,
    children: [
      { path: '/print-receipt', element: <ReceiptPrintPage /> },
      { path: '/print-token', element: <TokenPrintPage /> },
      { path: '/success', element: soonStandalone('Subscription Created') },
      { path: '/cancelled-payment', element: soonStandalone('Payment Cancelled/Failed') },
    ],
  },
  // /m/* (the diners' QR menu) is its own entry, qr.html → src/qr: the server answers those paths with it.
  {
    path: '/dashboard',
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
    path: '/superadmin/dashboard',
    element: <RequireSuperadmin />,
    children: [{ element: <SuperadminLayout />, children: superadminRoutes }],
  },
  { path: '*', element: <NotFoundPage /> },
];
