/**
 * Whether a URL's host is this machine only (localhost, 127.x.x.x, ::1): a QR code or mailed link to it opens
 * nothing on a diner's phone. The server warns at start and Settings warns on the QR and print screens.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || host === '::1') return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
}
