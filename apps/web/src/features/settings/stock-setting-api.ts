import { MSG, type TStockShortPolicy } from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast';

const STOCK_SETTING_KEY = ['settings', 'stock'] as const;

/** GET /settings/store-setting/stock (issue 27): what a sale short of stock does. */
export function useStockSetting() {
  return useQuery({
    queryKey: STOCK_SETTING_KEY,
    queryFn: ({ signal }) => api.get('/settings/store-setting/stock', { signal }),
  });
}

export function useSaveStockSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stockShortPolicy: TStockShortPolicy) =>
      withToast(
        () => api.post('/settings/store-setting/stock', { body: { stockShortPolicy } }),
        t(MSG.somethingWrong),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STOCK_SETTING_KEY }),
  });
}
