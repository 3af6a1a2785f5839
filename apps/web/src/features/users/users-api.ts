import {
  MSG,
  type TAddUser,
  type TMessageResponse,
  type TUpdateUser,
  type TUpdateUserPassword,
} from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { withToast } from '../../lib/toast';

const USERS_KEY = ['users'] as const;

export function useUsers() {
  return useQuery({
    queryKey: USERS_KEY,
    queryFn: ({ signal }) => api.get('/users', { signal }),
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

type TSave = { id?: undefined; input: TAddUser } | { id: string; input: TUpdateUser };

/** Add New User without `id`, Update User with the username as `id` (FormDialog's saveOnSubmit shape). */
export function useSaveUser() {
  return useUserAction((save: TSave) =>
    save.id === undefined
      ? api.post('/users/add', { body: save.input })
      : api.post('/users/update/:username', { params: { username: save.id }, body: save.input }),
  );
}

export function useResetUserPassword() {
  return useUserAction(({ id, input }: { id?: string; input: TUpdateUserPassword }) =>
    api.post('/users/update-password/:username', { params: { username: id ?? '' }, body: input }),
  );
}

export function useDeleteUser() {
  return useUserAction((username: string) => api.delete('/users/delete/:username', { params: { username } }));
}

/** Issue 23: the admin clears a user's approval PIN (forgotten, or known to others). */
export function useClearPin() {
  return useUserAction((username: string) =>
    api.post('/users/clear-pin/:username', { params: { username } }),
  );
}
