import { MSG, type TApiPath } from '@opentab/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';

type TShowable = { id: string; is_enabled: 0 | 1 };

/** The lists whose records have an "on the menu" switch: PATCH {path}/change-visibility/{id}. */
type TShowablePath = {
  [P in TApiPath<'PATCH'>]: P extends `${infer TBase}/change-visibility/:id` ? TBase : never;
}[TApiPath<'PATCH'>];

/**
 * The "on the menu" switch of a menu item or category: PATCH {path}/change-visibility/{id} { isEnabled }.
 * The switch moves at once in the list under `listKey`; every key reloads after the call, so the server's
 * state shows either way. Open POS screens follow through the server's menu_update event.
 */
export function useChangeVisibility(
  path: TShowablePath,
  listKey: QueryKey,
  alsoInvalidate: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: ({ id, isEnabled }) =>
      queryClient.setQueryData<TShowable[]>(listKey, (rows) =>
        rows?.map((row) => (row.id === id ? { ...row, is_enabled: isEnabled ? 1 : 0 } : row)),
      ),
    mutationFn: ({ id, isEnabled }: { id: string; isEnabled: boolean }) =>
      withToast(
        () => api.patch(`${path}/change-visibility/:id` as const, { params: { id }, body: { isEnabled } }),
        t(MSG.somethingWrong),
      ),
    onSettled: () =>
      Promise.all(
        [listKey, ...alsoInvalidate].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
