import { MSG, type TStoreSettingInput } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';
import { usePhotoMutations } from './photo-api';
import { MENU_ITEMS_KEY, SETTINGS_KEYS } from './settings-keys';

export function useStoreSettings() {
  return useQuery({
    queryKey: SETTINGS_KEYS.store,
    queryFn: ({ signal }) => api.get('/settings/store-setting', { signal }),
  });
}

export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TStoreSettingInput) =>
      withToast(() => api.post('/settings/store-setting', { body: input }), t(MSG.somethingWrong)),
    // A currency with other decimals rescales the menu's prices on the server.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.store }),
        queryClient.invalidateQueries({ queryKey: MENU_ITEMS_KEY }),
      ]),
  });
}

/** The store logo (receipts, QR menu): POST /settings/store-setting/upload-store-image (field store_image). */
export function useStoreLogo() {
  return usePhotoMutations(
    {
      upload: (form) => api.post('/settings/store-setting/upload-store-image', { body: form }),
      remove: () => api.post('/settings/store-setting/delete-store-image'),
      field: 'store_image',
    },
    [SETTINGS_KEYS.store],
  );
}
