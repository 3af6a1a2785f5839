import type { TQrMenuItem } from './api';

export const ALL_CATEGORIES = 'all';

/** Spec 02 section 5: a case-insensitive substring of the title, on the trimmed search text. */
export function filterMenuItems(
  items: readonly TQrMenuItem[],
  search: string,
  categoryId: string,
): TQrMenuItem[] {
  const term = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (categoryId === ALL_CATEGORIES || item.category_id === categoryId) &&
      (term === '' || item.title.toLowerCase().includes(term)),
  );
}

/** Items in the order of their categories (as the chips show them), uncategorised last; stable within one. */
export function byCategory(
  items: readonly TQrMenuItem[],
  categories: readonly { id: string }[],
): TQrMenuItem[] {
  const rank = new Map(categories.map((category, index) => [category.id, index]));
  const rankOf = (item: TQrMenuItem) => rank.get(item.category_id ?? '') ?? categories.length;
  return [...items].sort((a, b) => rankOf(a) - rankOf(b));
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 variants · 3 addons", leaving out a kind the item does not have. */
export function optionCounts(item: Pick<TQrMenuItem, 'variants' | 'addons'>): string {
  const parts: string[] = [];
  if (item.variants.length > 0) parts.push(counted(item.variants.length, 'variant', 'variants'));
  if (item.addons.length > 0) parts.push(counted(item.addons.length, 'addon', 'addons'));
  return parts.join(' · ');
}
