import type { TPosPrintSettings, TPrintSettingResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { flagOf } from '../lib/flags.ts';

/** Rows only ever hold 80 or 57 (the settings schema); anything else prints as the wider paper. */
const pageFormat = (row: Row<'print_settings'>) => (row.page_format === 57 ? 57 : 80);

/** GET /settings/print-setting */
export function presentPrintSetting(row: Row<'print_settings'>): TPrintSettingResponse {
  return {
    pageFormat: pageFormat(row),
    header: row.header,
    footer: row.footer,
    showNotes: flagOf(row.show_notes),
    isEnablePrint: flagOf(row.is_enable_print),
    showStoreDetails: flagOf(row.show_store_details),
    printToken: flagOf(row.print_token),
    showCustomerDetails: flagOf(row.show_customer_details),
  };
}

/** The floor screens' and print views' print settings (/pos/init, /orders/init, receipts). */
export function presentPosPrintSettings(row: Row<'print_settings'>): TPosPrintSettings {
  return {
    page_format: pageFormat(row),
    is_enable_print: flagOf(row.is_enable_print),
    show_store_details: flagOf(row.show_store_details),
    show_customer_details: flagOf(row.show_customer_details),
    show_notes: flagOf(row.show_notes),
    print_token: flagOf(row.print_token),
    header: row.header,
    footer: row.footer,
  };
}
