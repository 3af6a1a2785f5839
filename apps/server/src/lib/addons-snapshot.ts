/** An addon as an order or QR order line keeps it: the menu's addon when it was ordered, price in minor units. */
export type TAddonSnapshot = { id: string; title: string; price: number };

/** Lines keep their addons as JSON text (one column on both databases). */
export function writeAddonsSnapshot(addons: readonly TAddonSnapshot[]): string {
  return JSON.stringify(addons);
}

/** A line's addons back from its JSON text; anything unreadable is no addons rather than a failed answer. */
export function readAddonsSnapshot(json: string): TAddonSnapshot[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as TAddonSnapshot[]) : [];
  } catch {
    return [];
  }
}
