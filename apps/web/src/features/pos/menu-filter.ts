import type { TPosMenuItem } from '@opentab/shared';
import { menuTitleMatches } from '../../lib/menu-title';

export const ALL_CATEGORIES = 'all';

/**
 * The grid's items: one category (or all), and titles containing the trimmed search, ignoring case (the title
 * as stored or as shown in the screens' language).
 */
export function filterMenuItems(
  items: readonly TPosMenuItem[],
  filter: { categoryId: string; search: string },
): TPosMenuItem[] {
  const term = filter.search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (filter.categoryId === ALL_CATEGORIES || item.category_id === filter.categoryId) &&
      menuTitleMatches(item, term),
  );
}

/** Adding an item with variants or addons opens the Select Variant & Addons dialog first. */
export function hasOptions(item: TPosMenuItem): boolean {
  return item.variants.length > 0 || item.addons.length > 0;
}
