import { z } from 'zod';

/** One kitchen station of Settings → Kitchen stations (issue 26). */
const ZKitchenStationResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  categoryIds: z.array(z.string()),
  printerId: z.string().nullable(),
});
export type TKitchenStationResponse = z.infer<typeof ZKitchenStationResponseSchema>;

/** GET /settings/kitchen-stations: a bare list, the default station first, then by name. */
export const ZKitchenStationsResponseSchema = z.array(ZKitchenStationResponseSchema);

/** GET /kitchen/stations: the Kitchen screen's station picker, the default first, then by name. */
export const ZKitchenStationPickerResponseSchema = z.array(
  z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() }),
);
export type TKitchenStationPickerResponse = z.infer<typeof ZKitchenStationPickerResponseSchema>;
