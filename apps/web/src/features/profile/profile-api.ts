import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const PROFILE_QUERY_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/profile', { signal }).then((data) => data.user),
  });
}
