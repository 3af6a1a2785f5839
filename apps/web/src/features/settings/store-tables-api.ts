import type { TStoreTableInput } from '@opentab/shared';
import { api } from '../../lib/api';
import { defineSettingsResource } from './settings-crud';
import { SETTINGS_KEYS } from './settings-keys';

export const STORE_TABLES = defineSettingsResource({
  queryKey: SETTINGS_KEYS.tables,
  list: (signal) => api.get('/settings/store-tables', { signal }),
  add: (body: TStoreTableInput) => api.post('/settings/store-tables/add', { body }),
  update: (id, body: TStoreTableInput) =>
    api.post('/settings/store-tables/:id/update', { params: { id }, body }),
  remove: (id) => api.delete('/settings/store-tables/:id', { params: { id } }),
});
