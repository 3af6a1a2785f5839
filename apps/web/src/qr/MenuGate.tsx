import type { TQrMenuResponse } from '@opentab/shared';
import { type ReactNode, useEffect } from 'react';
import { t } from '../lib/i18n';
import { rememberStore, setCartTable } from './cart-store';
import { AlertIcon } from './icons';
import { useMenu } from './menu-data';
import { QR_TEXT } from './rules';
import { StatusScreen } from './StatusScreen';

/**
 * Loads the menu of a QR link and shows its states: Please wait..., Broken Link! (no or unknown code),
 * Menu Not Available! (switched off, or it could not be loaded). The table of the link is kept with the
 * cart, so the order result pages can lead back to it.
 */
export function MenuGate(props: {
  qrcode: string;
  tableId: string | null;
  children: (menu: TQrMenuResponse) => ReactNode;
}) {
  const { qrcode } = props;
  const state = useMenu(qrcode, props.tableId);
  const menu = state.status === 'ok' ? state.menu : null;
  useEffect(() => {
    if (!menu) return;
    rememberStore(qrcode);
    // A table since deleted answers no storeTable: the link's stale id is not kept.
    setCartTable(qrcode, menu.storeTable?.id ?? null);
    document.title = menu.storeSettings.store_name;
  }, [menu, qrcode]);

  if (state.status === 'loading') return <StatusScreen busy title={t(QR_TEXT.pleaseWait)} />;
  if (state.status === 'broken') return <BrokenLink />;
  if (state.status === 'unavailable') {
    return (
      <StatusScreen
        icon={<AlertIcon />}
        title={t(QR_TEXT.menuNotAvailable)}
        text={t("This menu can't be shown right now. Please ask the staff, or try again in a moment.")}
      >
        <button type="button" className="qr-btn qr-btn-outline" onClick={() => window.location.reload()}>
          {t('Reload')}
        </button>
      </StatusScreen>
    );
  }
  return props.children(state.menu);
}

export function BrokenLink() {
  return (
    <StatusScreen
      icon={<AlertIcon />}
      title={t(QR_TEXT.brokenLink)}
      text={t('This menu link is not complete or no longer works. Please scan the QR code again.')}
    />
  );
}
