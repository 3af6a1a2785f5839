import type { TMenuItemInput, TMenuItemOptionInput, TMessageResponse } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';
import { usePhotoMutations } from './photo-api';
import { MENU_ITEMS_KEY } from './settings-keys';
import { MENU_ACTION_FAILED } from './settings-messages';

export type TOptionKind = 'variants' | 'addons';

/** Every menu change reloads the list and the open item (both live under MENU_ITEMS_KEY). */
function useReloadMenu() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MENU_ITEMS_KEY });
}

/** A menu call behind the loading toast, with the spec's menu fallback message. */
const menuCall = (call: () => Promise<TMessageResponse>) => withToast(call, t(MENU_ACTION_FAILED));

export function useMenuItems() {
  return useQuery({
    queryKey: MENU_ITEMS_KEY,
    queryFn: ({ signal }) => api.get('/menu-items', { signal }),
  });
}

export function useMenuItem(id: string) {
  return useQuery({
    queryKey: [...MENU_ITEMS_KEY, id],
    queryFn: ({ signal }) => api.get('/menu-items/:id', { params: { id }, signal }),
  });
}

export function useSaveMenuItem() {
  const reload = useReloadMenu();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TMenuItemInput }) =>
      menuCall(() =>
        id
          ? api.post('/menu-items/update/:id', { params: { id }, body: input })
          : api.post('/menu-items/add', { body: input }),
      ),
    onSuccess: reload,
  });
}

export function useDeleteMenuItem() {
  const reload = useReloadMenu();
  return useMutation({
    mutationFn: (id: string) => menuCall(() => api.delete('/menu-items/delete/:id', { params: { id } })),
    onSettled: reload,
  });
}

/** Variants and addons of one item: /menu-items/{kind}/{itemId}/add, update/{id}, delete/{id}. */
export function useMenuOptions(kind: TOptionKind, itemId: string) {
  const reload = useReloadMenu();
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TMenuItemOptionInput }) =>
      menuCall(() =>
        id
          ? api.post(`/menu-items/${kind}/:itemId/update/:optionId`, {
              params: { itemId, optionId: id },
              body: input,
            })
          : api.post(`/menu-items/${kind}/:itemId/add`, { params: { itemId }, body: input }),
      ),
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      menuCall(() =>
        api.delete(`/menu-items/${kind}/:itemId/delete/:optionId`, { params: { itemId, optionId: id } }),
      ),
    onSettled: reload,
  });
  return { save, remove };
}

export function useMenuItemPhoto(id: string) {
  return usePhotoMutations(
    {
      upload: (form) => api.post('/menu-items/update/:id/upload-photo', { params: { id }, body: form }),
      remove: () => api.post('/menu-items/update/:id/remove-photo', { params: { id } }),
      field: 'image',
    },
    [MENU_ITEMS_KEY],
  );
}
