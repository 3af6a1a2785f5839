import { z } from 'zod';
import { STOCK_MSG, STOCK_SHORT_POLICIES } from './stock.ts';

/** POST /settings/store-setting/stock (issue 27): what happens when an order needs more stock than is on hand. */
export const ZStockSettingSchema = z.object({
  stockShortPolicy: z.enum(STOCK_SHORT_POLICIES, { error: STOCK_MSG.chooseStockShortPolicy }),
});
export type TStockSetting = z.infer<typeof ZStockSettingSchema>;
