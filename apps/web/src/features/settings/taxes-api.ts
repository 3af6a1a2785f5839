import type { TTaxInput } from '@opentab/shared';
import { api } from '../../lib/api';
import { defineSettingsResource } from './settings-crud';
import { MENU_ITEMS_KEY, SETTINGS_KEYS } from './settings-keys';

export const TAXES = defineSettingsResource({
  queryKey: SETTINGS_KEYS.taxes,
  alsoInvalidate: [MENU_ITEMS_KEY],
  list: (signal) => api.get('/settings/taxes', { signal }),
  add: (body: TTaxInput) => api.post('/settings/taxes/add', { body }),
  update: (id, body: TTaxInput) => api.post('/settings/taxes/:id/update', { params: { id }, body }),
  remove: (id) => api.delete('/settings/taxes/:id', { params: { id } }),
});
