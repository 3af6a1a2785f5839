import { EXPORT_MSG } from '@opentab/shared';
import { toastError, toastSuccess } from './toast';

/** Saves a data or object URL as a file through a temporary link. */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves text (a CSV, say) as a file. */
function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadUrl(url, fileName);
  // Revoked later: a browser may still be reading the blob when the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Builds a CSV and saves it, with the export toasts every export shows (success, or failure of either step). */
export async function exportCsv(fileName: string, build: () => string | Promise<string>): Promise<void> {
  try {
    downloadText(await build(), fileName);
    toastSuccess(EXPORT_MSG.exported);
  } catch {
    toastError(EXPORT_MSG.exportFailed);
  }
}
