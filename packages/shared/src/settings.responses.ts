import { z } from 'zod';
import { ZFlagSchema } from './common.responses.ts';
import { ZLanguageSchema } from './i18n/languages.ts';
import { ZMenuTranslationsResponseSchema } from './menu.responses.ts';
import { TAX_TYPES } from './tax.ts';

export const ZPageFormatSchema = z.union([z.literal(80), z.literal(57)]);

/** GET /settings/store-setting: the store settings object itself (spec 02 section 3), flags 0/1. */
export const ZStoreSettingResponseSchema = z.object({
  storeName: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  currency: z.string(),
  image: z.string().nullable(),
  /** the same logo URL as `image`, under the name of the logo's upload field */
  storeImage: z.string().nullable(),
  isQRMenuEnabled: ZFlagSchema,
  isQROrderEnabled: ZFlagSchema,
  uniqueQRCode: z.string(),
  /** Beyond the spec: the IANA zone of the business day. */
  timeZone: z.string(),
  /**
   * Beyond the spec: the server's PUBLIC_URL (http://localhost:PORT when unset). Every QR code points there,
   * whatever address the owner's browser is on; Settings warns while it is a loopback address.
   */
  publicUrl: z.string(),
  /** Beyond the spec (issue 22): the payment type the payment dialogs preselect, null for none. */
  defaultPaymentTypeId: z.string().nullable(),
  /** Beyond the spec (issue 22): printed before the invoice number, '' for none. */
  invoicePrefix: z.string(),
  /** Beyond the spec (issue 23): a sale needs the cashier's open shift (POS asks to open one first). */
  shiftsRequired: z.boolean(),
  /** Beyond the spec (issue 24): the store's language, which new users, receipts and kitchen tokens follow. */
  language: ZLanguageSchema,
  /** Beyond the spec (issue 26): the guest screens' brand color `#rrggbb`, null for OpenTab's own. */
  brandColor: z.string().nullable(),
});
export type TStoreSettingResponse = z.infer<typeof ZStoreSettingResponseSchema>;

/**
 * GET /settings/store-setting/service-charge (issue 23): the percent, its tax (null: untaxed), dine-in only,
 * and the discount limit (percent).
 */
export const ZServiceChargeResponseSchema = z.object({
  serviceCharge: z.number(),
  serviceChargeTaxId: z.string().nullable(),
  isServiceChargeDineInOnly: ZFlagSchema,
  discountLimit: z.number(),
});
export type TServiceChargeResponse = z.infer<typeof ZServiceChargeResponseSchema>;

/** GET /settings/print-setting: the print settings object itself (spec 02 section 3), flags 0/1. */
export const ZPrintSettingResponseSchema = z.object({
  pageFormat: ZPageFormatSchema,
  header: z.string().nullable(),
  footer: z.string().nullable(),
  showNotes: ZFlagSchema,
  isEnablePrint: ZFlagSchema,
  showStoreDetails: ZFlagSchema,
  printToken: ZFlagSchema,
  showCustomerDetails: ZFlagSchema,
});
export type TPrintSettingResponse = z.infer<typeof ZPrintSettingResponseSchema>;

/**
 * Store settings as the floor screens read them (`storeSettings` of /pos/init, /orders/init and receipts):
 * name, contacts, logo, currency and time zone, without the QR code and the QR menu switch. The name and
 * logo also as the store record's `store_name` and `store_image`, which the spec source client's receipts
 * print (docs/api.md, compatibility).
 */
export const ZPosStoreSettingsSchema = ZStoreSettingResponseSchema.omit({
  uniqueQRCode: true,
  isQRMenuEnabled: true,
  publicUrl: true,
}).extend({ store_name: z.string(), store_image: z.string().nullable() });
export type TPosStoreSettings = z.infer<typeof ZPosStoreSettingsSchema>;

/** Print settings as the floor screens and print views read them (spec 01 section 3: snake_case, 0/1). */
export const ZPosPrintSettingsSchema = z.object({
  page_format: ZPageFormatSchema,
  is_enable_print: ZFlagSchema,
  show_store_details: ZFlagSchema,
  show_customer_details: ZFlagSchema,
  show_notes: ZFlagSchema,
  print_token: ZFlagSchema,
  header: z.string().nullable(),
  footer: z.string().nullable(),
});
export type TPosPrintSettings = z.infer<typeof ZPosPrintSettingsSchema>;

/** One payment type (spec 02 section 3). */
const ZPaymentTypeResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  is_active: ZFlagSchema,
  /** Beyond the spec (issue 22): 1 for cash, which alone takes an amount tendered and gives change. */
  isCash: ZFlagSchema,
});
export type TPaymentTypeResponse = z.infer<typeof ZPaymentTypeResponseSchema>;

/** GET /settings/payment-types: a bare list. */
export const ZPaymentTypesResponseSchema = z.array(ZPaymentTypeResponseSchema);

/** One store table (spec 02 section 3); encrypted_id is the table's random public id (its QR link). */
export const ZStoreTableResponseSchema = z.object({
  id: z.string(),
  table_title: z.string(),
  floor: z.string(),
  seating_capacity: z.number(),
  encrypted_id: z.string(),
});
export type TStoreTableResponse = z.infer<typeof ZStoreTableResponseSchema>;

/** GET /settings/store-tables: a bare list. */
export const ZStoreTablesResponseSchema = z.array(ZStoreTableResponseSchema);

/** One category; is_enabled 0 hides it and its items from the POS, the QR menu and new orders. */
export const ZCategoryResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  is_enabled: ZFlagSchema,
  /** issue 24: its title in other languages; absent when it has none */
  translations: ZMenuTranslationsResponseSchema.optional(),
});
export type TCategoryResponse = z.infer<typeof ZCategoryResponseSchema>;

/** The categories of the POS's init and the QR menu: a bare list. */
export const ZCategoriesResponseSchema = z.array(ZCategoryResponseSchema);

/**
 * GET /settings/categories: a bare list; each category also has its target preparation time in minutes
 * (issue 26; null: the kitchen's default), which only the back office reads.
 */
const ZSettingsCategoryResponseSchema = ZCategoryResponseSchema.extend({
  prepMinutes: z.number().int().nullable(),
});
export type TSettingsCategoryResponse = z.infer<typeof ZSettingsCategoryResponseSchema>;
export const ZSettingsCategoriesResponseSchema = z.array(ZSettingsCategoryResponseSchema);

/** One tax; rate is the percent (12.5 for 12.5 %). */
const ZTaxResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  rate: z.number(),
  type: z.enum(TAX_TYPES),
});
export type TTaxResponse = z.infer<typeof ZTaxResponseSchema>;

/** GET /settings/taxes: a bare list. */
export const ZTaxesResponseSchema = z.array(ZTaxResponseSchema);
