import QRCode from 'qrcode';
import { downloadUrl } from '../../lib/download';

/** Spec 02 section 9: QR codes are downloaded 1080 px wide. */
const QR_WIDTH = 1080;

/** What a menu link is built from: the store settings' QR code and the server's public URL. */
type TMenuLinkSource = { uniqueQRCode: string; publicUrl: string };

/**
 * The public menu of the store, always on the server's PUBLIC_URL: the address the owner browses from (a
 * laptop's localhost, a LAN address) is not necessarily one diners' phones can open (issue 22).
 */
export function menuUrl(store: TMenuLinkSource): string {
  return `${store.publicUrl}/m/${encodeURIComponent(store.uniqueQRCode)}`;
}

/** The menu of one table: orders placed from it carry the table. */
export function tableMenuUrl(store: TMenuLinkSource, tablePublicId: string): string {
  return `${menuUrl(store)}?table=${encodeURIComponent(tablePublicId)}`;
}

/** Renders `text` as a PNG QR code 1080 px wide and downloads it. */
export async function downloadQrPng(text: string, fileName: string): Promise<void> {
  const dataUrl = await QRCode.toDataURL(text, { width: QR_WIDTH, margin: 2, errorCorrectionLevel: 'M' });
  downloadUrl(dataUrl, fileName);
}
