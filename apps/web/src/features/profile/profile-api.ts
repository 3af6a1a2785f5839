import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type TProfile = {
  name: string;
  designation: string | null;
  username: string;
  role: 'admin' | 'staff' | 'superadmin';
  photo: string | null;
};

export const PROFILE_QUERY_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => api.get<{ user: TProfile }>('/profile', { signal }).then((data) => data.user),
  });
}
