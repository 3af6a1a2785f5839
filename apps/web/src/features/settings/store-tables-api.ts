import type { TStoreTableInput, TStoreTableResponse } from '@opentab/shared';
import { defineSettingsResource } from './settings-crud';
import { SETTINGS_KEYS } from './settings-keys';

export const STORE_TABLES = defineSettingsResource<TStoreTableResponse, TStoreTableInput>({
  path: '/settings/store-tables',
  queryKey: SETTINGS_KEYS.tables,
});
