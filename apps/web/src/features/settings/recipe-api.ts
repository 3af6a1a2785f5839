import type { TRecipeItemInput } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';
import { MENU_ITEMS_KEY } from './settings-keys';
import { MENU_ACTION_FAILED } from './settings-messages';

/** Issue 27: the stock items a recipe may use (active, not deleted). */
export function useRecipeStockItems() {
  return useQuery({
    queryKey: ['recipe-stock-items'],
    queryFn: ({ signal }) => api.get('/menu-items/recipe/items', { signal }),
  });
}

/** A menu item's recipe lines: add, change, delete; each reloads the item (its detail lists them). */
export function useRecipeItems(menuItemId: string) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: MENU_ITEMS_KEY });
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TRecipeItemInput }) =>
      withToast(
        () =>
          id
            ? api.put('/menu-items/recipe/:menuItemId/update/:recipeItemId', {
                params: { menuItemId, recipeItemId: id },
                body: input,
              })
            : api.post('/menu-items/recipe/:menuItemId/add', { params: { menuItemId }, body: input }),
        t(MENU_ACTION_FAILED),
      ),
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      withToast(
        () =>
          api.delete('/menu-items/recipe/:menuItemId/delete/:recipeItemId', {
            params: { menuItemId, recipeItemId: id },
          }),
        t(MENU_ACTION_FAILED),
      ),
    onSettled: reload,
  });
  return { save, remove };
}
