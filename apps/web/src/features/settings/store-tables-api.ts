import type { TStoreTable, TStoreTableInput } from '@opentab/shared';
import { defineSettingsResource } from './settings-crud';
import { SETTINGS_KEYS } from './settings-keys';

export const STORE_TABLES = defineSettingsResource<TStoreTable, TStoreTableInput>({
  path: '/settings/store-tables',
  listKey: 'storeTables',
  queryKey: SETTINGS_KEYS.tables,
});
