/**
 * Whether an item is on the menu the POS, the QR menu and new orders see: the item is enabled and so is its
 * category (an item without a category has `category_is_enabled` null). The back office and past orders
 * see every item. One rule for the menu lists and the order catalog.
 */
export function isOnMenu(item: { is_enabled: number; category_is_enabled: number | null }): boolean {
  return item.is_enabled === 1 && item.category_is_enabled !== 0;
}
