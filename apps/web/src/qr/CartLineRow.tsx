import { t } from '../lib/i18n';
import { menuTitle } from '../lib/menu-title';
import type { TCartRow } from './cart-lines';
import { ItemImage } from './ItemImage';
import { MinusIcon, PlusIcon, TrashIcon } from './icons';
import { formatMinor } from './pricing';
import { QR_QUANTITY_MAX } from './rules';

export function CartLineRow(props: {
  row: TCartRow;
  currency: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onNotes: () => void;
}) {
  const { line, item, variant, addons } = props.row;
  const title = menuTitle(item);
  return (
    <li className="qr-line" aria-label={title}>
      <ItemImage src={line.image} title={title} size={56} className="qr-thumb-small" />
      <div className="qr-line-body">
        <div className="qr-line-head">
          <p className="qr-item-title">{title}</p>
          <p className="qr-price">{formatMinor(props.row.amount, props.currency)}</p>
        </div>
        {variant && <p className="qr-meta">{menuTitle(variant)}</p>}
        {addons.length > 0 && <p className="qr-meta">+ {addons.map(menuTitle).join(', ')}</p>}
        {line.notes && <p className="qr-line-notes">{t('Notes: {notes}', { notes: line.notes })}</p>}
        <div className="qr-line-actions">
          <div className="qr-stepper">
            <button
              type="button"
              className="qr-icon-btn"
              aria-label={t('Decrease quantity')}
              onClick={() => props.onQuantity(line.quantity - 1)}
            >
              <MinusIcon />
            </button>
            <output className="qr-qty" aria-label={t('Quantity')}>
              {line.quantity}
            </output>
            <button
              type="button"
              className="qr-icon-btn"
              aria-label={t('Increase quantity')}
              disabled={line.quantity >= QR_QUANTITY_MAX}
              onClick={() => props.onQuantity(line.quantity + 1)}
            >
              <PlusIcon />
            </button>
          </div>
          <button type="button" className="qr-btn qr-btn-text" onClick={props.onNotes}>
            {t('Notes')}
          </button>
          <button
            type="button"
            className="qr-icon-btn qr-danger"
            aria-label={t('Remove')}
            onClick={props.onRemove}
          >
            <TrashIcon />
          </button>
        </div>
      </div>
    </li>
  );
}
