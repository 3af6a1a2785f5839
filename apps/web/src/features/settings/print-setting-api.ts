import {
  MSG,
  type TMessageResponse,
  type TPrintSettingInput,
  type TPrintSettingResponse,
} from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { withToast } from '../../lib/toast';
import { SETTINGS_KEYS } from './settings-keys';

const PATH = '/settings/print-setting';

export function usePrintSettings() {
  return useQuery({
    queryKey: SETTINGS_KEYS.print,
    queryFn: ({ signal }) => api.get<TPrintSettingResponse>(PATH, { signal }),
  });
}

export function useSavePrintSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPrintSettingInput) =>
      withToast(() => api.post<TMessageResponse>(PATH, input), MSG.somethingWrong),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.print }),
  });
}
