import { MSG } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { withToast } from '../../lib/toast';

const SETUP_CHECKLIST_KEY = ['settings', 'setup-checklist'] as const;

/** What the store has set up (issue 16); read again whenever the owner comes back to the dashboard. */
export function useSetupChecklist(enabled: boolean) {
  return useQuery({
    queryKey: SETUP_CHECKLIST_KEY,
    queryFn: ({ signal }) => api.get('/settings/setup-checklist', { signal }),
    enabled,
    refetchOnMount: 'always',
  });
}

export function useDismissSetupChecklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => withToast(() => api.post('/settings/setup-checklist/dismiss'), MSG.somethingWrong),
    onSuccess: () => client.invalidateQueries({ queryKey: SETUP_CHECKLIST_KEY }),
  });
}
