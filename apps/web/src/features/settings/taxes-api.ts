import type { TTax, TTaxInput } from '@opentab/shared';
import { defineSettingsResource } from './settings-crud';
import { MENU_ITEMS_KEY, SETTINGS_KEYS } from './settings-keys';

export const TAXES = defineSettingsResource<TTax, TTaxInput>({
  path: '/settings/taxes',
  listKey: 'taxes',
  queryKey: SETTINGS_KEYS.taxes,
  alsoInvalidate: [MENU_ITEMS_KEY],
});
