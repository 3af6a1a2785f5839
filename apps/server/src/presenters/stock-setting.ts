import type { TStockSettingResponse, TStockShortPolicy } from '@opentab/shared';

/** GET /settings/store-setting/stock. */
export function presentStockSetting(policy: TStockShortPolicy): TStockSettingResponse {
  return { stockShortPolicy: policy };
}
