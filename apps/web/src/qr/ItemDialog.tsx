import { type FormEvent, useId, useState } from 'react';
import { t } from '../lib/i18n';
import { type TMenuChoice, unitPriceMinor } from '../lib/menu-line';
import { menuCategoryTitle, menuTitle } from '../lib/menu-title';
import type { TQrMenuItem } from './api';
import { Dialog } from './Dialog';
import { formatMinor, formatPrice } from './pricing';

export type TItemChoice = TMenuChoice<TQrMenuItem> & { unitPrice: number };

/** Variants as radios (the first one chosen), addons as checkboxes, the price as chosen. */
export function ItemDialog(props: {
  item: TQrMenuItem;
  currency: string;
  ordering: boolean;
  onClose: () => void;
  onAdd: (choice: TItemChoice) => void;
}) {
  const { item, currency } = props;
  const group = useId();
  const [variantId, setVariantId] = useState(item.variants[0]?.id ?? null);
  const [addonIds, setAddonIds] = useState<string[]>([]);
  const variant = item.variants.find((v) => v.id === variantId) ?? null;
  const addons = item.addons.filter((a) => addonIds.includes(a.id));
  const price = unitPriceMinor({ item, variant, addons }, currency);

  const toggleAddon = (id: string, on: boolean) =>
    setAddonIds((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.ordering) props.onAdd({ item, variant, addons, unitPrice: price });
  };

  return (
    <Dialog title={menuTitle(item)} onClose={props.onClose}>
      <form className="qr-dialog-body" onSubmit={submit}>
        {item.image && (
          <img
            className="qr-dialog-image"
            src={item.image}
            alt=""
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
          />
        )}
        {(item.category_title || item.tax_title) && (
          <p className="qr-meta">{[menuCategoryTitle(item), item.tax_title].filter(Boolean).join(' · ')}</p>
        )}
        {item.variants.length > 0 && (
          <fieldset className="qr-options">
            <legend>{t('Variants')}</legend>
            {item.variants.map((option) => (
              <label key={option.id} className="qr-option">
                <input
                  type="radio"
                  name={`${group}-variant`}
                  checked={option.id === variantId}
                  onChange={() => setVariantId(option.id)}
                />
                <span className="qr-option-title">{menuTitle(option)}</span>
                <span className="qr-option-price">{formatPrice(option.price, currency)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {item.addons.length > 0 && (
          <fieldset className="qr-options">
            <legend>{t('Addons')}</legend>
            {item.addons.map((option) => (
              <label key={option.id} className="qr-option">
                <input
                  type="checkbox"
                  checked={addonIds.includes(option.id)}
                  onChange={(event) => toggleAddon(option.id, event.currentTarget.checked)}
                />
                <span className="qr-option-title">{menuTitle(option)}</span>
                <span className="qr-option-price">+{formatPrice(option.price, currency)}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="qr-dialog-foot">
          <p className="qr-total" aria-live="polite">
            <span className="qr-muted">{t('Price')}</span> <strong>{formatMinor(price, currency)}</strong>
          </p>
          {props.ordering && (
            <button type="submit" className="qr-btn qr-btn-primary">
              {t('ADD TO CART')}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
