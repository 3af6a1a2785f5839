import { MSG, type TPrintSettingInput } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';
import { SETTINGS_KEYS } from './settings-keys';

export function usePrintSettings() {
  return useQuery({
    queryKey: SETTINGS_KEYS.print,
    queryFn: ({ signal }) => api.get('/settings/print-setting', { signal }),
  });
}

export function useSavePrintSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPrintSettingInput) =>
      withToast(() => api.post('/settings/print-setting', { body: input }), t(MSG.somethingWrong)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.print }),
  });
}
