import { useSyncExternalStore } from 'react';
import type { TQrMenuItem, TQrOption } from './api';
import { NOTES_MAX_LENGTH, QR_CART_MAX_LINES, QR_QUANTITY_MAX } from './rules';

/**
 * The diner's cart, kept in local storage per store (spec 02 sections 3 and 4) with the table the QR link
 * named. A line carries the item fields plus quantity, notes, final price (major units, as added),
 * variant_id, variant, addons_ids and addons; the cart page prices it again from the menu it loads.
 */
export type TCartLine = {
  /** one line per item + variant + addons: adding the same choice again raises its quantity */
  key: string;
  id: string;
  title: string;
  price: number;
  image: string | null;
  category_title: string | null;
  tax_title: string | null;
  tax_rate: number | null;
  tax_type: string | null;
  quantity: number;
  notes: string | null;
  final_price: number;
  variant_id: string | null;
  variant: TQrOption | null;
  addons_ids: string[];
  addons: TQrOption[];
};

type TCart = { tableId: string | null; lines: TCartLine[] };

const EMPTY: TCart = { tableId: null, lines: [] };
const CART_PREFIX = 'opentab.qr-cart.';
const LAST_STORE_KEY = 'opentab.qr-last-store';

// Storage can be off (private modes) or full: the cart then lives in memory for the visit.
const memory = new Map<string, string>();
let storageBroken = false;

function readRaw(key: string): string | null {
  if (!storageBroken) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      storageBroken = true;
    }
  }
  return memory.get(key) ?? null;
}

function writeRaw(key: string, value: string | null): void {
  if (!storageBroken) {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
      return;
    } catch {
      storageBroken = true;
    }
  }
  if (value === null) memory.delete(key);
  else memory.set(key, value);
}

const isOption = (value: unknown): value is TQrOption =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TQrOption).id === 'string' &&
  typeof (value as TQrOption).title === 'string' &&
  typeof (value as TQrOption).price === 'number';

function isLine(value: unknown): value is TCartLine {
  const line = value as TCartLine;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof line.key === 'string' &&
    typeof line.id === 'string' &&
    typeof line.title === 'string' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1 &&
    line.quantity <= QR_QUANTITY_MAX &&
    (line.notes === null || typeof line.notes === 'string') &&
    (line.variant === null || isOption(line.variant)) &&
    Array.isArray(line.addons) &&
    line.addons.every(isOption)
  );
}

/** Whatever is stored is checked: a line another version wrote, or a hand edit, is dropped, not trusted. */
function parseCart(raw: string | null): TCart {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<TCart>;
    return {
      tableId: typeof value.tableId === 'string' && value.tableId !== '' ? value.tableId : null,
      lines: Array.isArray(value.lines) ? value.lines.filter(isLine) : [],
    };
  } catch {
    return EMPTY;
  }
}

const snapshots = new Map<string, { raw: string | null; cart: TCart }>();
const listeners = new Set<() => void>();

export function readCart(qrcode: string): TCart {
  const raw = readRaw(CART_PREFIX + qrcode);
  const cached = snapshots.get(qrcode);
  if (cached && cached.raw === raw) return cached.cart;
  const cart = parseCart(raw);
  snapshots.set(qrcode, { raw, cart });
  return cart;
}

function updateCart(qrcode: string, change: (cart: TCart) => TCart): void {
  const before = readCart(qrcode);
  const after = change(before);
  if (after === before) return;
  const empty = after.lines.length === 0 && after.tableId === null;
  writeRaw(CART_PREFIX + qrcode, empty ? null : JSON.stringify(after));
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab of the same menu changed the cart.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useCart(qrcode: string): TCart {
  return useSyncExternalStore(subscribe, () => readCart(qrcode));
}

/** The menu the diner last ordered from, so /m/order-success and /m/order-failed can lead back to it. */
export function rememberStore(qrcode: string): void {
  writeRaw(LAST_STORE_KEY, qrcode);
}

export function lastStore(): string | null {
  return readRaw(LAST_STORE_KEY);
}

// Cart changes (spec 02 section 4) ---------------------------------------------------------------------

export const lineKey = (itemId: string, variantId: string | null, addonIds: readonly string[]) =>
  [itemId, variantId ?? '', [...addonIds].sort().join(',')].join('|');

type TAddResult = 'added' | 'full';

/** Adds one of the item with this choice: a new line has quantity 1 and no notes. */
export function addToCart(
  qrcode: string,
  line: { item: TQrMenuItem; variant: TQrOption | null; addons: TQrOption[]; finalPrice: number },
): TAddResult {
  const { item, variant, addons } = line;
  const addonIds = addons.map((addon) => addon.id);
  const key = lineKey(item.id, variant?.id ?? null, addonIds);
  const cart = readCart(qrcode);
  const existing = cart.lines.find((l) => l.key === key);
  if (!existing && cart.lines.length >= QR_CART_MAX_LINES) return 'full';
  updateCart(qrcode, (current) => ({
    ...current,
    lines: existing
      ? current.lines.map((l) =>
          l.key === key ? { ...l, quantity: Math.min(l.quantity + 1, QR_QUANTITY_MAX) } : l,
        )
      : [
          ...current.lines,
          {
            key,
            id: item.id,
            title: item.title,
            price: item.price,
            image: item.image,
            category_title: item.category_title,
            tax_title: item.tax_title,
            tax_rate: item.tax_rate,
            tax_type: item.tax_type,
            quantity: 1,
            notes: null,
            final_price: line.finalPrice,
            variant_id: variant?.id ?? null,
            variant,
            addons_ids: addonIds,
            addons,
          },
        ],
  }));
  return 'added';
}

/** Plus and minus: a quantity of 0 removes the line; the top is the server's QR limit. */
export function setQuantity(qrcode: string, key: string, quantity: number): void {
  updateCart(qrcode, (cart) => ({
    ...cart,
    lines:
      quantity <= 0
        ? cart.lines.filter((l) => l.key !== key)
        : cart.lines.map((l) =>
            l.key === key ? { ...l, quantity: Math.min(quantity, QR_QUANTITY_MAX) } : l,
          ),
  }));
}

export function removeLines(qrcode: string, keys: readonly string[]): void {
  updateCart(qrcode, (cart) => ({ ...cart, lines: cart.lines.filter((l) => !keys.includes(l.key)) }));
}

/** Notes are trimmed and cut to 100 characters; empty notes become null. */
export function setNotes(qrcode: string, key: string, notes: string): void {
  const text = notes.trim().slice(0, NOTES_MAX_LENGTH);
  updateCart(qrcode, (cart) => ({
    ...cart,
    lines: cart.lines.map((l) => (l.key === key ? { ...l, notes: text === '' ? null : text } : l)),
  }));
}

export function emptyCart(qrcode: string): void {
  updateCart(qrcode, (cart) => ({ ...cart, lines: [] }));
}

export function setCartTable(qrcode: string, tableId: string | null): void {
  updateCart(qrcode, (cart) => (cart.tableId === tableId ? cart : { ...cart, tableId }));
}

export const itemCount = (cart: TCart) => cart.lines.reduce((sum, line) => sum + line.quantity, 0);
