import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** Today's figures; refreshed every minute while the page is open, so the home screen follows the day. */
export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/dashboard', { signal }),
    refetchInterval: 60_000,
  });
}
