import { PSEUDO_LANGUAGE, parseScopeList, type TPrincipal, type TSessionUser } from '@opentab/shared';
import { useSyncExternalStore } from 'react';
import { AUTH_COOKIE, deleteCookie, hasCookie, SUPERADMIN_AUTH_COOKIE } from './cookies';
import { currentLanguage, deviceLanguage, setLanguage } from './i18n';

const USER_KEY = 'opentab_user';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: TSessionUser | null = null;

function notify() {
  for (const listener of listeners) listener();
}

export function getStoredUser(): TSessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  // Same snapshot object while the stored text is unchanged, as useSyncExternalStore requires.
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    cachedUser = raw ? (JSON.parse(raw) as TSessionUser) : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

export function setStoredUser(user: TSessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

/**
 * The user a sign-in or a session refresh answered with: stored on this device, and their language spoken
 * (issue 24: it follows them to every device they sign in on).
 */
export function storeSignedInUser(user: TSessionUser): void {
  setStoredUser(user);
  speak(user.language);
}

/** Switches the screens to the user's language; a developer's pseudo-locale stays on until switched off. */
export function speak(language: string | undefined): void {
  const spoken = currentLanguage();
  if (language && language !== spoken && spoken !== PSEUDO_LANGUAGE) void setLanguage(language);
}

/**
 * The language a page's first load speaks: the signed-in user's, which follows them to every device (issue 24),
 * else this device's (the browser's, or the one last chosen here); a developer's pseudo-locale stays on.
 */
export function firstLanguage(): string {
  const device = deviceLanguage();
  const user = signedInUser();
  return device === PSEUDO_LANGUAGE || !user?.language ? device : user.language;
}

/** The stored user while this device holds a session (the readable cookie); null for a visitor. */
export function signedInUser(): TSessionUser | null {
  return isAuthenticated() ? getStoredUser() : null;
}

export function updateStoredUser(changes: Partial<TSessionUser>): void {
  const user = getStoredUser();
  if (user) setStoredUser({ ...user, ...changes });
}

/** Forgets the session on this device: the stored user and the readable cookies. */
export function clearSession(): void {
  localStorage.removeItem(USER_KEY);
  deleteCookie(AUTH_COOKIE);
  deleteCookie(SUPERADMIN_AUTH_COOKIE);
  notify();
}

/**
 * Spec 01 section 4: a user counts as authenticated when the authentication cookie is present (a tenant
 * user's or an operator's; the stored user's role then decides where they may go).
 */
export function isAuthenticated(): boolean {
  return hasCookie(AUTH_COOKIE) || hasCookie(SUPERADMIN_AUTH_COOKIE);
}

export function toPrincipal(user: Pick<TSessionUser, 'role' | 'scope'>): TPrincipal {
  return { role: user.role, scope: parseScopeList(user.scope) };
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSessionUser(): TSessionUser | null {
  return useSyncExternalStore(subscribeSession, getStoredUser, () => null);
}
