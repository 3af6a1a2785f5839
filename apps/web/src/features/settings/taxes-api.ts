import type { TTaxInput, TTaxResponse } from '@opentab/shared';
import { defineSettingsResource } from './settings-crud';
import { MENU_ITEMS_KEY, SETTINGS_KEYS } from './settings-keys';

export const TAXES = defineSettingsResource<TTaxResponse, TTaxInput>({
  path: '/settings/taxes',
  queryKey: SETTINGS_KEYS.taxes,
  alsoInvalidate: [MENU_ITEMS_KEY],
});
