import qrCatalogs from 'virtual:opentab-catalogs/common+qr+qr-server';
import { deviceLanguage, loadCatalogsFrom, setLanguage } from '../lib/i18n';

/**
 * Before the menu's first paint: the language this phone picked before, else its browser's first one we speak.
 * The diners' pages fetch only the texts they show (the common words, their own and the few server messages they show),
 * not the staff screens' thousands: a Korean diner's first load stays within the QR's 100 KB.
 */
export function startLanguage(): Promise<void> {
  loadCatalogsFrom(qrCatalogs);
  return setLanguage(deviceLanguage());
}
