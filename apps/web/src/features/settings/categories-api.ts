import type { TCategoryInput, TCategoryResponse } from '@opentab/shared';
import { defineSettingsResource } from './settings-crud';
import { MENU_ITEMS_KEY, SETTINGS_KEYS } from './settings-keys';

export const CATEGORIES = defineSettingsResource<TCategoryResponse, TCategoryInput>({
  path: '/settings/categories',
  queryKey: SETTINGS_KEYS.categories,
  alsoInvalidate: [MENU_ITEMS_KEY],
});
