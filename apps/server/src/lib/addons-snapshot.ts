import { channel } from 'node:diagnostics_channel';
import { MSG } from '@opentab/shared';

/** An addon as an order or QR order line keeps it: the menu's addon when it was ordered, price in minor units. */
export type TAddonSnapshot = { id: string; title: string; price: number };

/**
 * Where an unreadable snapshot is reported (its text): presenters are pure and hold no logger, so app.ts
 * subscribes and logs it.
 */
export const unreadableAddonsChannel = channel('opentab:unreadable-addons-snapshot');

/**
 * What a line shows in place of addons that cannot be read: the line's price still counts them (it is stored
 * apart), but the kitchen and the receipt must see that something is missing, not a plain dish. It has no
 * menu id, so a QR order line carrying it cannot be taken into the POS cart unchecked.
 */
export const UNREADABLE_ADDONS: TAddonSnapshot = { id: '', title: MSG.addonsUnreadable, price: 0 };

/** Lines keep their addons as JSON text (one column on both databases). */
export function writeAddonsSnapshot(addons: readonly TAddonSnapshot[]): string {
  return JSON.stringify(addons);
}

function isAddonSnapshot(value: unknown): value is TAddonSnapshot {
  const addon = value as Partial<TAddonSnapshot> | null;
  return (
    typeof addon === 'object' &&
    addon !== null &&
    typeof addon.id === 'string' &&
    typeof addon.title === 'string' &&
    Number.isInteger(addon.price)
  );
}

function parseSnapshot(json: string): TAddonSnapshot[] | undefined {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) && value.every(isAddonSnapshot) ? value : undefined;
  } catch {
    return undefined; // reported by the caller, with the text
  }
}

/**
 * A line's addons back from its JSON text. Text that is not a list of addons is reported (and logged) and
 * read as the one UNREADABLE_ADDONS entry: never as no addons, and never a failed answer for a whole list.
 */
export function readAddonsSnapshot(json: string): TAddonSnapshot[] {
  const addons = parseSnapshot(json);
  if (addons) return addons;
  unreadableAddonsChannel.publish({ snapshot: json.slice(0, 200) });
  return [UNREADABLE_ADDONS];
}
