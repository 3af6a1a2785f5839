import { z } from 'zod';
import { STOCK_SHORT_POLICIES } from './stock.ts';

/** GET /settings/store-setting/stock (issue 27): the store's short-stock policy. */
export const ZStockSettingResponseSchema = z.object({
  stockShortPolicy: z.enum(STOCK_SHORT_POLICIES),
});
export type TStockSettingResponse = z.infer<typeof ZStockSettingResponseSchema>;

/**
 * A stock item an order left below zero, sold anyway under the 'allow' policy: the create-order answers'
 * `stockShortages`, which the POS shows as a warning.
 */
export const ZStockShortageSchema = z.object({ title: z.string(), unit: z.string() });
export type TStockShortage = z.infer<typeof ZStockShortageSchema>;

/** The menu items whose own recipe cannot be made even once from what is on hand (/pos/init, the QR menu). */
export const ZSoldOutItemIdsSchema = z.array(z.string());

/** GET /qrmenu/{qrcode}/sold-out: what the QR menu asks again while it is open (it has no socket). */
export const ZQrSoldOutResponseSchema = z.object({ soldOutItemIds: ZSoldOutItemIdsSchema });
export type TQrSoldOutResponse = z.infer<typeof ZQrSoldOutResponseSchema>;
