import { MSG } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';

const DEVICES_QUERY_KEY = ['devices'] as const;

export function useDevices() {
  return useQuery({
    queryKey: DEVICES_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/auth/devices', { signal }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) =>
      withToast(
        () => api.post('/auth/remove-device', { body: { device_id: deviceId } }),
        t(MSG.somethingWrong),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}
