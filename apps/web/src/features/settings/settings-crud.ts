import { MSG, type TMessageResponse } from '@opentab/shared';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { withToast } from '../../lib/toast';

/**
 * A settings list that follows the spec's call shape: GET path → a bare list, POST path/add,
 * POST path/{id}/update, DELETE path/{id}. TItem and TInput only type the hooks.
 */
export type TSettingsResource<TItem, TInput> = {
  /** below /api/v1, e.g. /settings/taxes */
  path: string;
  queryKey: QueryKey;
  /** further caches that show these records (menu items show category and tax titles) */
  alsoInvalidate?: readonly QueryKey[];
  readonly types?: { item: TItem; input: TInput };
};

export function defineSettingsResource<TItem extends { id: string }, TInput>(
  resource: Omit<TSettingsResource<TItem, TInput>, 'types'>,
): TSettingsResource<TItem, TInput> {
  return resource;
}

const recordPath = (resource: { path: string }, id: string) => `${resource.path}/${encodeURIComponent(id)}`;

export function useReloadSettings<TItem, TInput>(resource: TSettingsResource<TItem, TInput>) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [resource.queryKey, ...(resource.alsoInvalidate ?? [])].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSettingsList<TItem, TInput>(resource: TSettingsResource<TItem, TInput>) {
  return useQuery({
    queryKey: resource.queryKey,
    queryFn: ({ signal }) => api.get<TItem[]>(resource.path, { signal }),
  });
}

/** Adds (no id) or updates a record; shows the server's message or "Something went wrong!". */
export function useSaveSettingsRecord<TItem, TInput>(resource: TSettingsResource<TItem, TInput>) {
  const reload = useReloadSettings(resource);
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TInput }) =>
      withToast(
        () =>
          api.post<TMessageResponse>(
            id ? `${recordPath(resource, id)}/update` : `${resource.path}/add`,
            input,
          ),
        MSG.somethingWrong,
      ),
    onSuccess: reload,
  });
}

export function useDeleteSettingsRecord<TItem, TInput>(resource: TSettingsResource<TItem, TInput>) {
  const reload = useReloadSettings(resource);
  return useMutation({
    mutationFn: (id: string) =>
      withToast(() => api.delete<TMessageResponse>(recordPath(resource, id)), MSG.somethingWrong),
    onSettled: reload,
  });
}
