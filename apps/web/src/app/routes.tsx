import { Navigate, Outlet, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { NoAccessPage } from '../features/auth/NoAccessPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SuperadminLoginPage } from '../features/auth/SuperadminLoginPage';
import { DevicesPage } from '../features/devices/DevicesPage';
import { LandingPage } from '../features/landing/LandingPage';
import { ProfilePage } from '../features/profile/ProfilePage';
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
  { path: 'details', element: soon('Store Details') },
  { path: 'print-settings', element: soon('Print Settings') },
  { path: 'tables', element: soon('Store Tables') },
  { path: 'menu-items', element: soon('Menu Items') },
  { path: 'menu-items/categories', element: soon('Categories') },
  { path: 'menu-items/:id', element: soon('Menu Item') },
  { path: 'tax-setup', element: soon('Tax Setup') },
  { path: 'payment-types', element: soon('Payment Types') },
];

/** /dashboard/* (spec 01 route table); every page is guarded by the scopes of PAGE_SCOPES. */
const businessRoutes: RouteObject[] = [
  // The empty child path is the home page; redirecting keeps one URL (and one active sidebar link) for it.
  { index: true, element: <Navigate to="home" replace /> },
  { path: 'home', element: <RequirePage page="home">{soon('Dashboard')}</RequirePage> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'devices', element: <DevicesPage /> },
  { path: 'contact-support', element: <ContactSupportPage /> },
  { path: 'pos', element: <RequirePage page="pos">{soon('Point of Sale')}</RequirePage> },
  { path: 'orders', element: <RequirePage page="orders">{soon('Orders')}</RequirePage> },
  { path: 'kitchen', element: <RequirePage page="kitchen">{soon('Kitchen')}</RequirePage> },
  { path: 'reservation', element: <RequirePage page="reservation">{soon('Reservations')}</RequirePage> },
  { path: 'customers', element: <RequirePage page="customers">{soon('Customers')}</RequirePage> },
  { path: 'invoices', element: <RequirePage page="invoices">{soon('Invoices')}</RequirePage> },
  { path: 'users', element: <RequirePage page="users">{soon('Users')}</RequirePage> },
  { path: 'reports', element: <RequirePage page="reports">{soon('Reports')}</RequirePage> },
  { path: 'settings', element: <RequirePage page="settings" />, children: settingsRoutes },
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
      { path: '/print-receipt', element: soonStandalone('Receipt') },
      { path: '/print-token', element: soonStandalone('Token') },
      { path: '/success', element: soonStandalone('Subscription Created') },
      { path: '/cancelled-payment', element: soonStandalone('Payment Cancelled/Failed') },
    ],
  },
  {
    path: '/m',
    element: <Outlet />,
    children: [
      { path: 'order-success', element: soonStandalone('Order Placed') },
      { path: 'order-failed', element: soonStandalone('Order Failed') },
      { path: ':qrcode', element: soonStandalone('Menu') },
      { path: ':qrcode/cart', element: soonStandalone('Cart') },
    ],
  },
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
