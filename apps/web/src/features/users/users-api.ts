import {
  MSG,
  type TAddUser,
  type TMessageResponse,
  type TUpdateUser,
  type TUpdateUserPassword,
  type TUsersResponse,
} from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { withToast } from '../../lib/toast';

const USERS_KEY = ['users'] as const;
const userPath = (action: string, username: string) => `/users/${action}/${encodeURIComponent(username)}`;

export function useUsers() {
  return useQuery({
    queryKey: USERS_KEY,
    queryFn: ({ signal }) => api.get<TUsersResponse>('/users', { signal }),
  });
}

/** A Users screen action: the server's message or "Something went wrong!" (spec 02 section 8), then a reload. */
function useUserAction<TVariables>(send: (variables: TVariables) => Promise<TMessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => withToast(() => send(variables), MSG.somethingWrong),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** Add New User without `id`, Update User with the username as `id` (FormDialog's saveOnSubmit shape). */
export function useSaveUser() {
  return useUserAction(({ id, input }: { id?: string; input: TAddUser | TUpdateUser }) =>
    id
      ? api.post<TMessageResponse>(userPath('update', id), input)
      : api.post<TMessageResponse>('/users/add', input),
  );
}

export function useResetUserPassword() {
  return useUserAction(({ id, input }: { id?: string; input: TUpdateUserPassword }) =>
    api.post<TMessageResponse>(userPath('update-password', id ?? ''), input),
  );
}

export function useDeleteUser() {
  return useUserAction((username: string) => api.delete<TMessageResponse>(userPath('delete', username)));
}
