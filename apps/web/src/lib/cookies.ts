/** The readable cookie the server sets next to the HttpOnly session cookies (DESIGN section 4). */
export const AUTH_COOKIE = 'opentab_authenticated';
/** The operator's own readable cookie: superadmin sessions are separate from tenant sessions. */
export const SUPERADMIN_AUTH_COOKIE = 'opentab_sa_authenticated';

export function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support, nor in jsdom.
  document.cookie = `${name}=; Max-Age=0; path=/`;
}
