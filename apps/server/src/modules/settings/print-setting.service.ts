import type { TPrintSettingInput } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { asFlag } from '../../lib/flags.ts';
import { assertTouched, found } from '../../lib/found.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import * as repo from './print-setting.repo.ts';

export async function getPrintSettings(ctx: TAppContext, tenantId: string) {
  return found(await repo.findPrintSettings(ctx.db, tenantId));
}

export async function updatePrintSettings(ctx: TAppContext, tenantId: string, input: TPrintSettingInput) {
  const result = await repo.updatePrintSettings(ctx.db, tenantId, {
    page_format: input.pageFormat,
    header: input.header,
    footer: input.footer,
    show_notes: asFlag(input.showNotes),
    is_enable_print: asFlag(input.isEnablePrint),
    show_store_details: asFlag(input.showStoreDetails),
    print_token: asFlag(input.printToken),
    show_customer_details: asFlag(input.showCustomerDetails),
  });
  assertTouched(result);
  // The POS prints (and decides whether to) by the settings of its menu call (/pos/init).
  announceMenuUpdate(ctx.realtime, tenantId);
}
