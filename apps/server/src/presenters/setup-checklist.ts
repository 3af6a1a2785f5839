import type { TSetupChecklistResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

/** What the checklist reads (settings/setup-checklist.repo.ts). */
export type TSetupFacts = {
  store: Pick<Row<'store_settings'>, 'address' | 'phone' | 'is_qr_menu_enabled' | 'setup_dismissed_at'> & {
    print_updated_at: string;
    tenant_created_at: string;
  };
  hasTax: boolean;
  hasTable: boolean;
  hasCategory: boolean;
  hasMenuItem: boolean;
};

const filled = (value: string | null) => Boolean(value?.trim());

/** Each step of the setup checklist, ticked from the store's own data. */
export function presentSetupChecklist(facts: TSetupFacts): TSetupChecklistResponse {
  const { store } = facts;
  return {
    hasStoreDetails: filled(store.address) || filled(store.phone),
    hasTax: facts.hasTax,
    hasTable: facts.hasTable,
    hasMenu: facts.hasCategory && facts.hasMenuItem,
    // Sign-up writes the print settings with the tenant; a later save is the owner's.
    hasPrintSettings:
      Date.parse(String(store.print_updated_at)) > Date.parse(String(store.tenant_created_at)),
    isQrMenuOn: Boolean(store.is_qr_menu_enabled),
    isDismissed: store.setup_dismissed_at !== null,
  };
}
