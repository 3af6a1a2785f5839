import { z } from 'zod';

/**
 * GET /settings/setup-checklist (issue 16): what a new store has set up, each step read from its data, and
 * whether the owner dismissed the dashboard's checklist. The web holds the steps' labels and links.
 */
export const ZSetupChecklistResponseSchema = z.object({
  /** the store has an address or a phone (its name and currency come from sign-up and the same page) */
  hasStoreDetails: z.boolean(),
  hasTax: z.boolean(),
  hasTable: z.boolean(),
  /** a category and a menu item */
  hasMenu: z.boolean(),
  /** the print settings were saved at least once */
  hasPrintSettings: z.boolean(),
  isQrMenuOn: z.boolean(),
  isDismissed: z.boolean(),
});
export type TSetupChecklistResponse = z.infer<typeof ZSetupChecklistResponseSchema>;
