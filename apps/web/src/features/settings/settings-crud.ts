import { MSG, type TMessageResponse } from '@opentab/shared';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';

/**
 * A settings list that follows the spec's call shape: GET path → a bare list, POST path/add,
 * POST path/{id}/update, DELETE path/{id}. Each call is written out with its path, so the shared API
 * contract types its input and answer; TItem and TInput follow from them.
 */
export type TSettingsResource<TItem, TInput> = {
  queryKey: QueryKey;
  /** further caches that show these records (menu items show category and tax titles) */
  alsoInvalidate?: readonly QueryKey[];
  list(signal: AbortSignal): Promise<TItem[]>;
  add(input: TInput): Promise<TMessageResponse>;
  update(id: string, input: TInput): Promise<TMessageResponse>;
  remove(id: string): Promise<TMessageResponse>;
};

export function defineSettingsResource<TItem extends { id: string }, TInput>(
  resource: TSettingsResource<TItem, TInput>,
): TSettingsResource<TItem, TInput> {
  return resource;
}

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
    queryFn: ({ signal }) => resource.list(signal),
  });
}

/** Adds (no id) or updates a record; shows the server's message or "Something went wrong!". */
export function useSaveSettingsRecord<TItem, TInput>(resource: TSettingsResource<TItem, TInput>) {
  const reload = useReloadSettings(resource);
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TInput }) =>
      withToast(() => (id ? resource.update(id, input) : resource.add(input)), t(MSG.somethingWrong)),
    onSuccess: reload,
  });
}

export function useDeleteSettingsRecord<TItem, TInput>(resource: TSettingsResource<TItem, TInput>) {
  const reload = useReloadSettings(resource);
  return useMutation({
    mutationFn: (id: string) => withToast(() => resource.remove(id), t(MSG.somethingWrong)),
    onSettled: reload,
  });
}
