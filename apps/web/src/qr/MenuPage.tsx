import type { TQrMenuResponse } from '@opentab/shared';
import { useMemo, useState } from 'react';
import { t } from '../lib/i18n';
import { menuTitle } from '../lib/menu-title';
import type { TQrMenuItem } from './api';
import { addToCart, itemCount, useCart } from './cart-store';
import { ItemCard } from './ItemCard';
import { ItemDialog, type TItemChoice } from './ItemDialog';
import { InfoIcon, SearchIcon } from './icons';
import { LanguageSelect } from './LanguageSelect';
import { Link } from './Link';
import { MenuGate } from './MenuGate';
import { ALL_CATEGORIES, byCategory, filterMenuItems } from './menu-filter';
import { minorToMajor } from './pricing';
import { cartPath } from './router';
import { QR_TEXT } from './rules';
import { StoreDialog } from './StoreDialog';
import { useSoldOut } from './sold-out';
import { toast } from './toast';

/** /m/{qrcode}?table=: the public menu (spec 02 section 2). */
export function MenuPage(props: { qrcode: string; tableId: string | null }) {
  return (
    <MenuGate qrcode={props.qrcode} tableId={props.tableId}>
      {(menu) => <MenuView qrcode={props.qrcode} menu={menu} />}
    </MenuGate>
  );
}

function MenuView(props: { qrcode: string; menu: TQrMenuResponse }) {
  const { qrcode, menu } = props;
  const store = menu.storeSettings;
  const currency = store.currency;
  const tableId = menu.storeTable?.id ?? null;
  const cart = useCart(qrcode);
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState(ALL_CATEGORIES);
  const [openItem, setOpenItem] = useState<TQrMenuItem | null>(null);
  const [storeOpen, setStoreOpen] = useState(false);
  const ordered = useMemo(() => byCategory(menu.menuItems, menu.categories), [menu]);
  const items = useMemo(() => filterMenuItems(ordered, search, categoryId), [ordered, search, categoryId]);
  const count = itemCount(cart);
  const ordering = store.is_qr_order_enabled === 1;
  const soldOut = useSoldOut(qrcode, menu.soldOutItemIds);

  const add = (choice: TItemChoice) => {
    const result = addToCart(qrcode, { ...choice, finalPrice: minorToMajor(choice.unitPrice, currency) });
    if (result === 'full') {
      toast(t(QR_TEXT.tooManyLines));
      return;
    }
    setOpenItem(null);
    toast(t('{name} added to cart!', { name: menuTitle(choice.item) }));
  };

  return (
    <>
      <header className="qr-header">
        {store.image && <img className="qr-logo" src={store.image} alt="" width={44} height={44} />}
        <div className="qr-header-text">
          <h1>{store.store_name}</h1>
          {menu.storeTable && (
            <p className="qr-meta">
              {t('Table {name} · {floor}', {
                name: menu.storeTable.table_title,
                floor: menu.storeTable.floor,
              })}
            </p>
          )}
        </div>
        <LanguageSelect />
        <button
          type="button"
          className="qr-icon-btn"
          aria-label={t('Store details')}
          onClick={() => setStoreOpen(true)}
        >
          <InfoIcon />
        </button>
      </header>
      <div className="qr-toolbar">
        <label className="qr-search">
          <SearchIcon />
          <input
            type="search"
            aria-label={t('Search menu')}
            placeholder={t('Search menu')}
            enterKeyHint="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </label>
        <fieldset className="qr-chips-set">
          <legend className="qr-sr-only">{t('Categories')}</legend>
          <div className="qr-chips">
            {[{ id: ALL_CATEGORIES, title: t('All') }, ...menu.categories].map((category) => (
              <button
                key={category.id}
                type="button"
                className="qr-chip"
                aria-pressed={categoryId === category.id}
                onClick={() => setCategoryId(category.id)}
              >
                {menuTitle(category)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <main className={`qr-main${ordering && count > 0 ? ' qr-main-with-bar' : ''}`}>
        {items.length === 0 ? (
          <p className="qr-empty">{t('No items found!')}</p>
        ) : (
          <ul className="qr-items" aria-label={t('Menu items')}>
            {items.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                currency={currency}
                onOpen={setOpenItem}
                isSoldOut={soldOut.has(item.id)}
              />
            ))}
          </ul>
        )}
        <p className="qr-note">{t('Prices shown may be inclusive or exclusive of tax.')}</p>
      </main>
      {ordering && count > 0 && (
        <div className="qr-bar">
          <strong>{t('{count} Items Added', { count })}</strong>
          <Link to={cartPath(qrcode, tableId)} className="qr-btn qr-btn-primary">
            {t('View Cart')}
          </Link>
        </div>
      )}
      {openItem && (
        <ItemDialog
          item={openItem}
          currency={currency}
          ordering={ordering}
          onClose={() => setOpenItem(null)}
          onAdd={add}
        />
      )}
      {storeOpen && <StoreDialog store={store} qrcode={qrcode} onClose={() => setStoreOpen(false)} />}
    </>
  );
}
