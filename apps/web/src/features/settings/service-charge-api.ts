import { MSG, type TServiceChargeInput } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';
import { SETTINGS_KEYS } from './settings-keys';

export function useServiceCharge() {
  return useQuery({
    queryKey: SETTINGS_KEYS.serviceCharge,
    queryFn: ({ signal }) => api.get('/settings/store-setting/service-charge', { signal }),
  });
}

export function useSaveServiceCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TServiceChargeInput) =>
      withToast(
        () => api.post('/settings/store-setting/service-charge', { body: input }),
        t(MSG.somethingWrong),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.serviceCharge }),
  });
}
