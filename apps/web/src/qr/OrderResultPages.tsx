import { t } from '../lib/i18n';
import type { TFailedState } from './CartPage';
import { lastStore, readCart } from './cart-store';
import { AlertIcon, CheckIcon } from './icons';
import { Link } from './Link';
import { cartPath, historyState, menuPath, navigate } from './router';
import { StatusScreen } from './StatusScreen';

/** The menu the diner ordered from (and its table), if this device remembers it. */
function lastVisit() {
  const qrcode = lastStore();
  return qrcode ? { qrcode, tableId: readCart(qrcode).tableId } : null;
}

/** /m/order-success */
export function OrderSuccessPage() {
  const visit = lastVisit();
  return (
    <StatusScreen
      icon={<CheckIcon />}
      title={t('Thank You!')}
      text={t('Your order has been placed and sent to the restaurant.')}
    >
      {visit && (
        <Link to={menuPath(visit.qrcode, visit.tableId)} className="qr-btn qr-btn-primary">
          {t('Back to Menu')}
        </Link>
      )}
    </StatusScreen>
  );
}

/**
 * /m/order-failed: the server's reason when it gave one (in the diner's language: the order asked for it, and
 * an English one is looked up in the catalogs); Try Again ! goes back to the cart.
 */
export function OrderFailedPage() {
  const visit = lastVisit();
  const message = historyState<TFailedState>()?.message;
  const retry = () => {
    if (visit) navigate(cartPath(visit.qrcode, visit.tableId));
    else window.history.back();
  };
  return (
    <StatusScreen
      danger
      icon={<AlertIcon />}
      title={t('Order Failed')}
      text={message ? t(message) : t("We couldn't place your order. Your cart is kept, please try again.")}
    >
      <button type="button" className="qr-btn qr-btn-primary" onClick={retry}>
        {t('Try Again !')}
      </button>
    </StatusScreen>
  );
}
