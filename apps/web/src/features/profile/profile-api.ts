import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const PROFILE_QUERY_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    // the store's language beside the user's own: the language picker names it for "the store's language"
    queryFn: ({ signal }) =>
      api.get('/profile', { signal }).then(({ user, storeLanguage }) => ({ ...user, storeLanguage })),
  });
}
