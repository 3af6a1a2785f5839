import type { TQrMenuResponse } from '@opentab/shared';
import { t } from '../lib/i18n';
import { Dialog } from './Dialog';
import { menuPath } from './router';
import { QR_TEXT } from './rules';
import { shareLink } from './share';
import { toast } from './toast';

/** Name, address, phone and email, and the menu's link to share (without the table: it is the store's). */
export function StoreDialog(props: {
  store: TQrMenuResponse['storeSettings'];
  qrcode: string;
  onClose: () => void;
}) {
  const { store } = props;
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    const url = `${window.location.origin}${menuPath(props.qrcode, null)}`;
    const result = await shareLink(store.store_name, url);
    if (result === 'copied') toast(t(QR_TEXT.menuLinkCopied));
    if (result === 'failed') toast(t(QR_TEXT.somethingWrong));
  };
  return (
    <Dialog title={store.store_name} onClose={props.onClose}>
      <div className="qr-dialog-body">
        <dl className="qr-details">
          <dt>{t('Name')}</dt>
          <dd>{store.store_name}</dd>
          {store.address && (
            <>
              <dt>{t('Address')}</dt>
              <dd>{store.address}</dd>
            </>
          )}
          {store.phone && (
            <>
              <dt>{t('Phone')}</dt>
              <dd>
                <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
              </dd>
            </>
          )}
          {store.email && (
            <>
              <dt>{t('Email')}</dt>
              <dd>
                <a href={`mailto:${store.email}`}>{store.email}</a>
              </dd>
            </>
          )}
        </dl>
        <button type="button" className="qr-btn qr-btn-primary qr-block" onClick={() => void share()}>
          {canShare ? t('Share Menu') : t('Copy Menu Link')}
        </button>
      </div>
    </Dialog>
  );
}
