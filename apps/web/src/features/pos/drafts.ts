import { DISCOUNT_TYPES, QUANTITY_MAX, type TDiscountType } from '@opentab/shared';
import { useCallback, useEffect, useState } from 'react';
import type { TCartLine } from './cart';

export type TDraft = { nameRef: string; date: string; cart: TCartLine[] };

/** Drafts stay on this device (spec 01 section 3), one list per tenant so a shared tablet never mixes stores. */
export function draftsKey(tenantId: string): string {
  return `opentab_pos_drafts_${tenantId}`;
}

/** Storage can hold anything (an older version, a hand edit): only well-formed drafts are read. */
export function isCartLine(value: unknown): value is TCartLine {
  const line = value as Partial<TCartLine> | null;
  return (
    typeof line?.key === 'string' &&
    typeof line.item?.id === 'string' &&
    Number.isInteger(line.quantity) &&
    (line.quantity ?? 0) >= 1 &&
    (line.quantity ?? 0) <= QUANTITY_MAX &&
    Array.isArray(line.addons) &&
    isDiscount(line.discount)
  );
}

/** No discount, or one of the right shape (a stored value may come from another version). */
export function isDiscount(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  const discount = value as Record<string, unknown>;
  return (
    DISCOUNT_TYPES.includes(discount.type as TDiscountType) &&
    typeof discount.value === 'number' &&
    discount.value > 0 &&
    typeof discount.reason === 'string' &&
    discount.reason.trim() !== ''
  );
}

function isDraft(value: unknown): value is TDraft {
  const draft = value as Partial<TDraft> | null;
  return (
    typeof draft?.nameRef === 'string' &&
    typeof draft.date === 'string' &&
    Array.isArray(draft.cart) &&
    draft.cart.every(isCartLine)
  );
}

function readDrafts(tenantId: string): TDraft[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(draftsKey(tenantId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isDraft) : [];
  } catch {
    return [];
  }
}

function writeDrafts(tenantId: string, drafts: TDraft[]): void {
  if (drafts.length === 0) localStorage.removeItem(draftsKey(tenantId));
  else localStorage.setItem(draftsKey(tenantId), JSON.stringify(drafts));
}

/** The tenant's drafts, newest first, kept in step with other tabs of the same device. */
export function useDrafts(tenantId: string) {
  const [drafts, setDrafts] = useState<TDraft[]>(() => readDrafts(tenantId));

  useEffect(() => {
    setDrafts(readDrafts(tenantId));
    const onStorage = (event: StorageEvent) => {
      if (event.key === draftsKey(tenantId) || event.key === null) setDrafts(readDrafts(tenantId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [tenantId]);

  const update = useCallback(
    (change: (current: TDraft[]) => TDraft[]) => {
      const next = change(readDrafts(tenantId));
      writeDrafts(tenantId, next);
      setDrafts(next);
    },
    [tenantId],
  );

  return {
    drafts,
    save: (nameRef: string, cart: TCartLine[]) =>
      update((current) => [{ nameRef, date: new Date().toISOString(), cart }, ...current]),
    remove: (draft: TDraft) =>
      update((current) => current.filter((d) => d.date !== draft.date || d.nameRef !== draft.nameRef)),
    clear: () => update(() => []),
  };
}
