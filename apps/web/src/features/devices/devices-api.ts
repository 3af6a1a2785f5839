import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { withToast } from '../../lib/toast';

const DEVICES_QUERY_KEY = ['devices'] as const;
const REMOVE_FAILED = 'Something went wrong!';

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
      withToast(() => api.post('/auth/remove-device', { body: { device_id: deviceId } }), REMOVE_FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}
