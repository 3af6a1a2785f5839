import { lazy, Suspense } from 'react';
import { t, useLanguage } from '../lib/i18n';
import { CartPage } from './CartPage';
import { BrokenLink } from './MenuGate';
import { MenuPage } from './MenuPage';
import { MenuCacheProvider } from './menu-data';
import { OrderFailedPage, OrderSuccessPage } from './OrderResultPages';
import { parseRoute, useLocation } from './router';
import { QR_TEXT } from './rules';
import { StatusScreen } from './StatusScreen';
import { Toaster } from './toast';

// issue 27: the feedback page is its own chunk, so the menu's first load does not carry it
const FeedbackPage = lazy(() =>
  import('./FeedbackPage').then((module) => ({ default: module.FeedbackPage })),
);

/**
 * The diners' pages: /m/{qrcode}[?table=], /m/{qrcode}/cart, /m/order-success, /m/order-failed, and (issue 27)
 * /m/{qrcode}/feedback/{token}.
 */
export function QrApp() {
  // A language picked in the header re-renders every page (no page memoises its texts).
  useLanguage();
  const { pathname, search } = useLocation();
  const route = parseRoute(pathname);
  const tableId = new URLSearchParams(search).get('table')?.trim() || null;
  return (
    <MenuCacheProvider>
      {route.page === 'menu' && <MenuPage key={route.qrcode} qrcode={route.qrcode} tableId={tableId} />}
      {route.page === 'cart' && <CartPage key={route.qrcode} qrcode={route.qrcode} tableId={tableId} />}
      {route.page === 'feedback' && (
        <Suspense fallback={<StatusScreen busy title={t(QR_TEXT.pleaseWait)} />}>
          <FeedbackPage key={route.token} qrcode={route.qrcode} token={route.token} />
        </Suspense>
      )}
      {route.page === 'success' && <OrderSuccessPage />}
      {route.page === 'failed' && <OrderFailedPage />}
      {route.page === 'broken' && <BrokenLink />}
      <Toaster />
    </MenuCacheProvider>
  );
}
