import type { TCategoryInput } from '@opentab/shared';
import { api } from '../../lib/api';
import { defineSettingsResource } from './settings-crud';
import { MENU_ITEMS_KEY, SETTINGS_KEYS } from './settings-keys';

export const CATEGORIES = defineSettingsResource({
  queryKey: SETTINGS_KEYS.categories,
  alsoInvalidate: [MENU_ITEMS_KEY],
  list: (signal) => api.get('/settings/categories', { signal }),
  add: (body: TCategoryInput) => api.post('/settings/categories/add', { body }),
  update: (id, body: TCategoryInput) => api.post('/settings/categories/:id/update', { params: { id }, body }),
  remove: (id) => api.delete('/settings/categories/:id', { params: { id } }),
});
