import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TMessageResponse } from '../../lib/api';
import { photoForm } from '../../lib/image';
import { withToast } from '../../lib/toast';
import { MENU_ACTION_FAILED } from './settings-messages';

/**
 * Upload (compressed in the browser, multipart field `image`) and removal of the photo of one record:
 * POST {base}/upload-photo and POST {base}/remove-photo. The record's caches reload after either.
 */
export function usePhotoMutations(base: string, queryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const reload = () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const upload = useMutation({
    mutationFn: (file: File) =>
      withToast(
        async () => api.upload<TMessageResponse>(`${base}/upload-photo`, await photoForm(file)),
        MENU_ACTION_FAILED,
      ),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: () => withToast(() => api.post<TMessageResponse>(`${base}/remove-photo`), MENU_ACTION_FAILED),
    onSettled: reload,
  });
  return { upload, remove };
}
