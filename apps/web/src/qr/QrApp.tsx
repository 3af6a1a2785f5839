import { useLanguage } from '../lib/i18n';
import { CartPage } from './CartPage';
import { BrokenLink } from './MenuGate';
import { MenuPage } from './MenuPage';
import { MenuCacheProvider } from './menu-data';
import { OrderFailedPage, OrderSuccessPage } from './OrderResultPages';
import { parseRoute, useLocation } from './router';
import { Toaster } from './toast';

/** The diners' pages: /m/{qrcode}[?table=], /m/{qrcode}/cart, /m/order-success, /m/order-failed. */
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
      {route.page === 'success' && <OrderSuccessPage />}
      {route.page === 'failed' && <OrderFailedPage />}
      {route.page === 'broken' && <BrokenLink />}
      <Toaster />
    </MenuCacheProvider>
  );
}
