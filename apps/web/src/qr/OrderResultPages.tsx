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
      title="Thank You!"
      text="Your order has been placed and sent to the restaurant."
    >
      {visit && (
        <Link to={menuPath(visit.qrcode, visit.tableId)} className="qr-btn qr-btn-primary">
          Back to Menu
        </Link>
      )}
    </StatusScreen>
  );
}

/** /m/order-failed: the server's reason when it gave one; Try Again ! goes back to the cart. */
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
      title="Order Failed"
      text={message || "We couldn't place your order. Your cart is kept, please try again."}
    >
      <button type="button" className="qr-btn qr-btn-primary" onClick={retry}>
        Try Again !
      </button>
    </StatusScreen>
  );
}
