import QRCode from 'qrcode';
import { downloadUrl } from '../../lib/download';

/** Spec 02 section 9: QR codes are downloaded 1080 px wide. */
const QR_WIDTH = 1080;

/** The public menu of the store, on the origin that serves this app (the server serves both). */
export function menuUrl(uniqueQRCode: string): string {
  return `${window.location.origin}/m/${encodeURIComponent(uniqueQRCode)}`;
}

/** The menu of one table: orders placed from it carry the table. */
export function tableMenuUrl(uniqueQRCode: string, tablePublicId: string): string {
  return `${menuUrl(uniqueQRCode)}?table=${encodeURIComponent(tablePublicId)}`;
}

/** Renders `text` as a PNG QR code 1080 px wide and downloads it. */
export async function downloadQrPng(text: string, fileName: string): Promise<void> {
  const dataUrl = await QRCode.toDataURL(text, { width: QR_WIDTH, margin: 2, errorCorrectionLevel: 'M' });
  downloadUrl(dataUrl, fileName);
}
