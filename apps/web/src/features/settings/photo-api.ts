import type { TMessageResponse } from '@opentab/shared';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../lib/i18n';
import { photoForm } from '../../lib/image';
import { withToast } from '../../lib/toast';
import { MENU_ACTION_FAILED } from './settings-messages';

/** The two calls of one kind of photo, each with its path, and the multipart field the upload sends the file in. */
export type TPhotoCalls = {
  upload(form: FormData): Promise<TMessageResponse>;
  remove(): Promise<TMessageResponse>;
  field: string;
};

/**
 * Upload (compressed in the browser, sent as a multipart form) and removal of the photo of one record. The
 * record's caches reload after either.
 */
export function usePhotoMutations(calls: TPhotoCalls, queryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const reload = () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const upload = useMutation({
    mutationFn: (file: File) =>
      withToast(async () => calls.upload(await photoForm(file, calls.field)), t(MENU_ACTION_FAILED)),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: () => withToast(() => calls.remove(), t(MENU_ACTION_FAILED)),
    onSettled: reload,
  });
  return { upload, remove };
}
