import { MSG, type TPaymentTypeResponse, type TPaymentTypeUpdateInput } from '@opentab/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';
import { defineSettingsResource, useReloadSettings } from './settings-crud';
import { SETTINGS_KEYS } from './settings-keys';

export const PAYMENT_TYPES = defineSettingsResource({
  queryKey: SETTINGS_KEYS.paymentTypes,
  list: (signal) => api.get('/settings/payment-types', { signal }),
  add: (body: TPaymentTypeUpdateInput) => api.post('/settings/payment-types/add', { body }),
  update: (id, body: TPaymentTypeUpdateInput) =>
    api.post('/settings/payment-types/:id/update', { params: { id }, body }),
  remove: (id) => api.delete('/settings/payment-types/:id', { params: { id } }),
});

/** The active switch of a row: POST /settings/payment-types/{id}/toggle { isActive }. */
export function useTogglePaymentType() {
  const queryClient = useQueryClient();
  const reload = useReloadSettings(PAYMENT_TYPES);
  return useMutation({
    // The switch moves at once; the reload after the call shows the server's state either way.
    onMutate: ({ id, isActive }) =>
      queryClient.setQueryData<TPaymentTypeResponse[]>(SETTINGS_KEYS.paymentTypes, (rows) =>
        rows?.map((row) => (row.id === id ? { ...row, is_active: isActive ? 1 : 0 } : row)),
      ),
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      withToast(
        () => api.post('/settings/payment-types/:id/toggle', { params: { id }, body: { isActive } }),
        t(MSG.somethingWrong),
      ),
    onSettled: reload,
  });
}
