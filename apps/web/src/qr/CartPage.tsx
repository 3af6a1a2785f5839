import type { TPlaceQrOrderInput, TQrMenuResponse } from '@opentab/shared';
import { useEffect, useMemo, useState } from 'react';
import { t } from '../lib/i18n';
import { placeOrder } from './api';
import { CartLineRow } from './CartLineRow';
import { CheckoutDialog, type TCheckoutCustomer } from './CheckoutDialog';
import { priceCartLines } from './cart-lines';
import { emptyCart, removeLines, setNotes, setQuantity, useCart } from './cart-store';
import { BackIcon } from './icons';
import { Link } from './Link';
import { MenuGate } from './MenuGate';
import { NotesDialog } from './NotesDialog';
import { formatMinor } from './pricing';
import { FAILED_PATH, menuPath, navigate, SUCCESS_PATH } from './router';
import { QR_GUEST_NAME, QR_TEXT } from './rules';
import { toast } from './toast';

/** /m/{qrcode}/cart: the lines, the Order Summary and the checkout (spec 02 section 2). */
export function CartPage(props: { qrcode: string; tableId: string | null }) {
  return (
    <MenuGate qrcode={props.qrcode} tableId={props.tableId}>
      {(menu) => <CartView qrcode={props.qrcode} menu={menu} />}
    </MenuGate>
  );
}

export type TFailedState = { message?: string };

function CartView(props: { qrcode: string; menu: TQrMenuResponse }) {
  const { qrcode, menu } = props;
  const store = menu.storeSettings;
  const currency = store.currency;
  const table = menu.storeTable;
  const cart = useCart(qrcode);
  const { rows, missing, totals } = useMemo(() => priceCartLines(cart.lines, menu), [cart.lines, menu]);
  const [notesKey, setNotesKey] = useState<string | null>(null);
  const [checkingOut, setCheckingOut] = useState(false);
  const notesRow = rows.find((row) => row.line.key === notesKey);

  useEffect(() => {
    if (missing.length === 0) return;
    removeLines(qrcode, missing);
    toast(t('Some items are no longer on the menu and were removed from your cart.'));
  }, [missing, qrcode]);

  const place = async (customer: TCheckoutCustomer, idempotencyKey: string) => {
    const body: TPlaceQrOrderInput = {
      deliveryType: null,
      cartItems: rows.map(({ line }) => ({
        id: line.id,
        quantity: line.quantity,
        notes: line.notes?.trim() || null,
        variant_id: line.variant_id,
        addons_ids: line.addons_ids,
      })),
      customerType: customer ? 'CUSTOMER' : 'WALKIN',
      customer: customer ?? { name: QR_GUEST_NAME, phone: '' },
      tableId: table?.id ?? null,
    };
    const result = await placeOrder(qrcode, body, idempotencyKey);
    if (result.ok) {
      emptyCart(qrcode);
      navigate(SUCCESS_PATH, { replace: true });
    } else {
      navigate(FAILED_PATH, { state: { message: result.message } satisfies TFailedState });
    }
  };

  const ordering = store.is_qr_order_enabled === 1;
  const canCheckout = ordering && rows.length > 0;
  return (
    <>
      <header className="qr-header">
        <Link to={menuPath(qrcode, table?.id ?? null)} className="qr-icon-btn" label={t('Back to menu')}>
          <BackIcon />
        </Link>
        <div className="qr-header-text">
          <h1>{t('Cart')}</h1>
          <p className="qr-meta">{store.store_name}</p>
        </div>
      </header>
      <main className={`qr-main${canCheckout ? ' qr-main-with-bar' : ''}`}>
        {table && <TableLine title={table.table_title} floor={table.floor} />}
        {rows.length === 0 ? (
          <div className="qr-empty">
            <p>{t('Your cart is empty!')}</p>
            <Link to={menuPath(qrcode, table?.id ?? null)} className="qr-btn qr-btn-outline">
              {t('Browse Menu')}
            </Link>
          </div>
        ) : (
          <>
            <ul className="qr-lines" aria-label={t('Cart items')}>
              {rows.map((row) => (
                <CartLineRow
                  key={row.line.key}
                  row={row}
                  currency={currency}
                  onQuantity={(quantity) => setQuantity(qrcode, row.line.key, quantity)}
                  onRemove={() => removeLines(qrcode, [row.line.key])}
                  onNotes={() => setNotesKey(row.line.key)}
                />
              ))}
            </ul>
            <section className="qr-summary" aria-labelledby="qr-summary-title">
              <h2 id="qr-summary-title">{t('Order Summary')}</h2>
              <dl>
                <div>
                  <dt>{t('Items Total')}</dt>
                  <dd>{formatMinor(totals.itemsTotal, currency)}</dd>
                </div>
                <div>
                  <dt>{t('Tax Total')}</dt>
                  <dd>{formatMinor(totals.taxTotal, currency)}</dd>
                </div>
                <div className="qr-summary-total">
                  <dt>{t('Payable Total')}</dt>
                  <dd>{formatMinor(totals.payableTotal, currency)}</dd>
                </div>
              </dl>
            </section>
            {!ordering && <p className="qr-notice">{t(QR_TEXT.orderingNotAvailable)}</p>}
          </>
        )}
      </main>
      {canCheckout && (
        <div className="qr-bar">
          <span className="qr-bar-total">
            <span className="qr-meta">{t('Payable Total')}</span>
            <strong>{formatMinor(totals.payableTotal, currency)}</strong>
          </span>
          <button type="button" className="qr-btn qr-btn-primary" onClick={() => setCheckingOut(true)}>
            {t('Checkout')}
          </button>
        </div>
      )}
      {notesRow && (
        <NotesDialog
          title={notesRow.line.title}
          notes={notesRow.line.notes}
          onClose={() => setNotesKey(null)}
          onSave={(notes) => {
            setNotes(qrcode, notesRow.line.key, notes);
            setNotesKey(null);
          }}
        />
      )}
      {checkingOut && <CheckoutDialog onClose={() => setCheckingOut(false)} onPlace={place} />}
    </>
  );
}

const MARK = '\u0000';

/** "Table **T4** · Ground Floor": the table's name in bold wherever the language puts it in the sentence. */
function TableLine(props: { title: string; floor: string }) {
  const [before, after] = t('Table {name} · {floor}', { name: MARK, floor: props.floor }).split(MARK);
  return (
    <p className="qr-table">
      {before}
      <strong>{props.title}</strong>
      {after}
    </p>
  );
}
