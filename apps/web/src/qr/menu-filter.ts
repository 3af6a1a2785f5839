import { t } from '../lib/i18n';
import { menuTitleMatches } from '../lib/menu-title';
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
      (term === '' || menuTitleMatches(item, term)),
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

/** "2 variants · 3 addons", leaving out a kind the item does not have (translated: call it at render). */
export function optionCounts(item: Pick<TQrMenuItem, 'variants' | 'addons'>): string {
  const parts: string[] = [];
  if (item.variants.length > 0)
    parts.push(t('{count, plural, one {# variant} other {# variants}}', { count: item.variants.length }));
  if (item.addons.length > 0)
    parts.push(t('{count, plural, one {# addon} other {# addons}}', { count: item.addons.length }));
  return parts.join(' · ');
}
