import { t } from '../lib/i18n';
import { menuCategoryTitle, menuTitle } from '../lib/menu-title';
import type { TQrMenuItem } from './api';
import { ItemImage } from './ItemImage';
import { optionCounts } from './menu-filter';
import { formatPrice } from './pricing';
import { QR_TEXT } from './rules';

export function ItemCard(props: {
  item: TQrMenuItem;
  currency: string;
  onOpen: (item: TQrMenuItem) => void;
  /** issue 27: its recipe cannot be made even once: shown, not orderable */
  isSoldOut?: boolean;
}) {
  const { item } = props;
  const counts = optionCounts(item);
  const title = menuTitle(item);
  const categoryTitle = menuCategoryTitle(item);
  return (
    <li>
      <button type="button" className="qr-item" disabled={props.isSoldOut} onClick={() => props.onOpen(item)}>
        <ItemImage src={item.image} title={title} size={88} />
        <span className="qr-item-body">
          <span className="qr-item-title">{title}</span>
          {categoryTitle && <span className="qr-meta">{categoryTitle}</span>}
          {counts && <span className="qr-meta">{counts}</span>}
          <span className="qr-item-foot">
            <span className="qr-price">{formatPrice(item.price, props.currency)}</span>
            {props.isSoldOut ? (
              <span className="qr-tag qr-tag-sold-out">{t(QR_TEXT.soldOut)}</span>
            ) : (
              counts && <span className="qr-tag">{t('Customisable')}</span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}
