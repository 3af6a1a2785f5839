import type { TCategory, TCategoryInput } from '@opentab/shared';
import { defineSettingsResource } from './settings-crud';
import { MENU_ITEMS_KEY, SETTINGS_KEYS } from './settings-keys';

export const CATEGORIES = defineSettingsResource<TCategory, TCategoryInput>({
  path: '/settings/categories',
  listKey: 'categories',
  queryKey: SETTINGS_KEYS.categories,
  alsoInvalidate: [MENU_ITEMS_KEY],
});
