import { MSG, type TApproval, type TLoyaltySettingsInput, type TMemberAdjust } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { msg, t } from '../../lib/i18n';
import { useListPages } from '../../lib/list-pages';
import { withToast } from '../../lib/toast';

/** Issue 27: the member list, a member's ledger, enrolment and adjustments, and the store's loyalty rules. */

export const MEMBERS_LOAD_FAILED = msg('Something went wrong!');

const MEMBERS_KEY = ['members'] as const;
const LOYALTY_KEY = ['settings', 'loyalty'] as const;

/** The members whose name or phone holds `search`, newest first, a page at a time. */
export function useMembers(search: string) {
  const query = search.trim() ? { search: search.trim() } : {};
  return useListPages([...MEMBERS_KEY, 'list', search.trim()], '/members', { query });
}

/** A customer's membership, balance and points history (by phone or id). */
export function useMember(id: string) {
  return useQuery({
    queryKey: [...MEMBERS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get('/members/:id', { params: { id }, signal }),
  });
}

function useReloadMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
}

/** Enrols a customer (by phone) or ends their membership. */
export function useSetMembership() {
  const reload = useReloadMembers();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isMember }: { id: string; isMember: boolean }) =>
      withToast(
        () => api.post(isMember ? '/members/:id/enrol' : '/members/:id/end', { params: { id } }),
        t(MSG.somethingWrong),
      ),
    onSuccess: async () => {
      await reload();
      // the customer list shows who is a member
      await queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
  });
}

/** Adds or takes off points by hand; sent again with a manager's approval when the server asks for one. */
export function useAdjustPoints(id: string) {
  const reload = useReloadMembers();
  return async (input: Omit<TMemberAdjust, 'approval'>, approval?: TApproval) => {
    await api.post('/members/:id/adjust', { params: { id }, body: { ...input, approval } });
    await reload();
  };
}

export function useLoyaltySettings() {
  return useQuery({
    queryKey: LOYALTY_KEY,
    queryFn: ({ signal }) => api.get('/settings/store-setting/loyalty', { signal }),
  });
}

export function useSaveLoyaltySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLoyaltySettingsInput) =>
      withToast(() => api.post('/settings/store-setting/loyalty', { body: input }), t(MSG.somethingWrong)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOYALTY_KEY }),
  });
}
