import type {
  TMenuItemInput,
  TMenuItemOptionInput,
  TMenuItemResponse,
  TMenuItemsResponse,
  TMessageResponse,
} from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { withToast } from '../../lib/toast';
import { usePhotoMutations } from './photo-api';
import { MENU_ITEMS_KEY } from './settings-keys';
import { MENU_ACTION_FAILED } from './settings-messages';

export type TOptionKind = 'variants' | 'addons';

const itemPath = (id: string) => encodeURIComponent(id);

/** Every menu change reloads the list and the open item (both live under MENU_ITEMS_KEY). */
function useReloadMenu() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MENU_ITEMS_KEY });
}

/** A menu call behind the loading toast, with the spec's menu fallback message. */
const menuCall = (call: () => Promise<TMessageResponse>) => withToast(call, MENU_ACTION_FAILED);

export function useMenuItems() {
  return useQuery({
    queryKey: MENU_ITEMS_KEY,
    queryFn: ({ signal }) => api.get<TMenuItemsResponse>('/menu-items', { signal }),
  });
}

export function useMenuItem(id: string) {
  return useQuery({
    queryKey: [...MENU_ITEMS_KEY, id],
    queryFn: ({ signal }) => api.get<TMenuItemResponse>(`/menu-items/${itemPath(id)}`, { signal }),
  });
}

export function useSaveMenuItem() {
  const reload = useReloadMenu();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TMenuItemInput }) =>
      menuCall(() =>
        api.post<TMessageResponse>(id ? `/menu-items/update/${itemPath(id)}` : '/menu-items/add', input),
      ),
    onSuccess: reload,
  });
}

export function useDeleteMenuItem() {
  const reload = useReloadMenu();
  return useMutation({
    mutationFn: (id: string) =>
      menuCall(() => api.delete<TMessageResponse>(`/menu-items/delete/${itemPath(id)}`)),
    onSettled: reload,
  });
}

/** Variants and addons of one item: /menu-items/{kind}/{itemId}/add, update/{id}, delete/{id}. */
export function useMenuOptions(kind: TOptionKind, itemId: string) {
  const reload = useReloadMenu();
  const base = `/menu-items/${kind}/${itemPath(itemId)}`;
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TMenuItemOptionInput }) =>
      menuCall(() =>
        api.post<TMessageResponse>(id ? `${base}/update/${encodeURIComponent(id)}` : `${base}/add`, input),
      ),
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      menuCall(() => api.delete<TMessageResponse>(`${base}/delete/${encodeURIComponent(id)}`)),
    onSettled: reload,
  });
  return { save, remove };
}

export function useMenuItemPhoto(id: string) {
  return usePhotoMutations(`/menu-items/update/${itemPath(id)}`, [MENU_ITEMS_KEY]);
}
