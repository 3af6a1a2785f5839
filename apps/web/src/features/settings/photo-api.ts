import type { TMessageResponse } from '@opentab/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { photoForm } from '../../lib/image';
import { withToast } from '../../lib/toast';
import { MENU_ACTION_FAILED } from './settings-messages';

/** The paths and field of one kind of photo: menu items use the defaults, the store logo its own names. */
export type TPhotoCallNames = { upload: string; remove: string; field: string };

const MENU_PHOTO_NAMES: TPhotoCallNames = { upload: 'upload-photo', remove: 'remove-photo', field: 'image' };

/**
 * Upload (compressed in the browser, multipart field `image`) and removal of the photo of one record:
 * POST {base}/upload-photo and POST {base}/remove-photo, or the names given. The record's caches reload
 * after either.
 */
export function usePhotoMutations(
  base: string,
  queryKeys: readonly QueryKey[],
  names: TPhotoCallNames = MENU_PHOTO_NAMES,
) {
  const queryClient = useQueryClient();
  const reload = () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const upload = useMutation({
    mutationFn: (file: File) =>
      withToast(
        async () =>
          api.upload<TMessageResponse>(`${base}/${names.upload}`, await photoForm(file, names.field)),
        MENU_ACTION_FAILED,
      ),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: () =>
      withToast(() => api.post<TMessageResponse>(`${base}/${names.remove}`), MENU_ACTION_FAILED),
    onSettled: reload,
  });
  return { upload, remove };
}
