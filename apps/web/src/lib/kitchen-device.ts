import { useSyncExternalStore } from 'react';

/**
 * What a kitchen device remembers across reloads (issue 26): the station it shows (the Kitchen screen and the
 * kitchen display of one device show the same one) and the tickets it bumped last, newest first, so Recall
 * brings back what this device bumped, not what another screen did.
 */

/** The station id this device shows; absent: all stations (the expo view). */
const KITCHEN_STATION_KEY = 'opentab:kitchen-station';
/** The tickets this device bumped, newest first (JSON). */
const KITCHEN_BUMPED_KEY = 'opentab:kitchen-bumped';

/** How many bumps Recall can walk back through. */
const BUMPED_KEPT = 5;

export type TBumpedTicket = { orderId: string; token: number; station: string | null };

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab of the device changed it
  const onStorage = (event: StorageEvent) => {
    if (event.key === KITCHEN_STATION_KEY || event.key === KITCHEN_BUMPED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  notify();
}

/** The station this device shows (null: all) and the setter that remembers it. */
export function useKitchenStation(): [string | null, (station: string | null) => void] {
  const station = useSyncExternalStore(subscribe, () => read(KITCHEN_STATION_KEY));
  return [station || null, (next) => write(KITCHEN_STATION_KEY, next)];
}

function isBumped(value: unknown): value is TBumpedTicket {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.orderId === 'string' &&
    typeof entry.token === 'number' &&
    (entry.station === null || typeof entry.station === 'string')
  );
}

function bumpedList(raw: string | null): TBumpedTicket[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isBumped) : [];
  } catch {
    return [];
  }
}

/** Remembers a bump as this device's latest (a ticket bumped again moves to the front). */
export function rememberBumped(ticket: TBumpedTicket): void {
  const rest = bumpedList(read(KITCHEN_BUMPED_KEY)).filter(
    (entry) => entry.orderId !== ticket.orderId || entry.station !== ticket.station,
  );
  write(KITCHEN_BUMPED_KEY, JSON.stringify([ticket, ...rest].slice(0, BUMPED_KEPT)));
}

/** Forgets a bump once it is recalled (or can no longer be). */
export function forgetBumped(ticket: TBumpedTicket): void {
  const rest = bumpedList(read(KITCHEN_BUMPED_KEY)).filter(
    (entry) => entry.orderId !== ticket.orderId || entry.station !== ticket.station,
  );
  write(KITCHEN_BUMPED_KEY, rest.length > 0 ? JSON.stringify(rest) : null);
}

/** The ticket this device bumped last at `station` (null: the expo view), if any. */
export function useLastBumped(station: string | null): TBumpedTicket | null {
  const raw = useSyncExternalStore(subscribe, () => read(KITCHEN_BUMPED_KEY));
  return bumpedList(raw).find((entry) => entry.station === station) ?? null;
}
