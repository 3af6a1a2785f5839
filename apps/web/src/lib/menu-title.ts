import { type TMenuTranslations, translatedTitle } from '@opentab/shared';
import { currentLanguage } from './i18n';

type TTranslatable = { title: string; translations?: TMenuTranslations | null | undefined };

/**
 * A category's, menu item's, variant's or addon's title as the POS and the QR menu show it (issue 24): the
 * store's translation into the screens' language when it wrote one, else its own title. Menu content is the
 * store's data, never a catalog text. Orders, receipts and the kitchen show the order line's stored title.
 */
export function menuTitle(content: TTranslatable): string {
  return translatedTitle(content, currentLanguage());
}

/** A menu item's category title, translated as menuTitle does; null without a category. */
export function menuCategoryTitle(item: {
  category_title: string | null;
  category_translations?: TMenuTranslations | undefined;
}): string | null {
  return item.category_title === null
    ? null
    : menuTitle({ title: item.category_title, translations: item.category_translations });
}

/** Whether a menu title, as stored or as translated, holds the search text (already trimmed, lower case). */
export function menuTitleMatches(content: TTranslatable, term: string): boolean {
  return content.title.toLowerCase().includes(term) || menuTitle(content).toLowerCase().includes(term);
}
