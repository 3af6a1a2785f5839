import {
  CATALOG_VERSION_WINDOW_MS,
  OFFLINE_CLOCK_SKEW_MS,
  OFFLINE_MSG,
  OFFLINE_ORDER_MAX_AGE_MS,
  OFFLINE_REFUSAL_CODES,
  type TOfflineOrder,
} from '@opentab/shared';
import type { TDb } from '../../../db/database.ts';
import { AppError } from '../../../lib/errors.ts';
import type { TCatalog } from './catalog.ts';
import { findCatalogSnapshot } from './catalog-snapshots.ts';

/*
 * Issue 25: the rules of an order a POS made while it had no server, replayed now from its outbox. Everything
 * else (pricing, discounts, payment, token, idempotency) is the live order's path (place-orders.ts); this only
 * says when the order counts as made and which catalog prices it. docs/api-pos.md, "Orders made offline".
 */

/** What an order made offline keeps of its making: when (the order's time and business day), where and its P-n. */
export type TOfflineMaking = { at: string; deviceId: string; provisionalToken: string };

const refused = (status: 'VALIDATION' | 'CONFLICT', reason: keyof typeof OFFLINE_REFUSAL_CODES) =>
  new AppError(status, OFFLINE_MSG[reason], { answerCode: OFFLINE_REFUSAL_CODES[reason] });

/**
 * When the order counts as made: the device's `createdAt`, or now when the device's clock runs a little ahead
 * (a few minutes of skew must not refuse a sale). Older than a day, or further ahead: refused (400).
 */
export function offlineMaking(offline: TOfflineOrder, now: number): TOfflineMaking {
  const madeAt = Date.parse(offline.createdAt);
  if (now - madeAt > OFFLINE_ORDER_MAX_AGE_MS) throw refused('VALIDATION', 'tooOld');
  if (madeAt - now > OFFLINE_CLOCK_SKEW_MS) throw refused('VALIDATION', 'inFuture');
  return {
    at: new Date(Math.min(madeAt, now)).toISOString(),
    deviceId: offline.deviceId,
    provisionalToken: offline.provisionalToken,
  };
}

/**
 * The catalog an order made offline is priced with: the version its device had, current or replaced less than
 * the window ago (what changed meanwhile, a price, a deleted or hidden item, does not change what the guest was
 * charged). A version the tenant never had (another tenant's number among them: snapshots are the tenant's own),
 * or replaced longer ago: refused (409), as when the store's currency is no longer the snapshot's.
 */
export async function catalogOfOfflineOrder(
  db: TDb,
  { tenantId, version, current, now }: { tenantId: string; version: number; current: TCatalog; now: number },
): Promise<TCatalog> {
  if (version === current.version) return current;
  const snapshot = await findCatalogSnapshot(db, tenantId, version);
  if (!snapshot?.catalog || isReplacedTooLongAgo(snapshot.supersededAt, now))
    throw refused('CONFLICT', 'catalogExpired');
  if (snapshot.catalog.currency !== current.currency) throw refused('CONFLICT', 'currencyChanged');
  return snapshot.catalog;
}

const isReplacedTooLongAgo = (supersededAt: string | null, now: number) =>
  supersededAt !== null && now - Date.parse(supersededAt) >= CATALOG_VERSION_WINDOW_MS;
