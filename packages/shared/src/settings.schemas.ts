import { z } from 'zod';
import { isCurrencyCode, MAX_CURRENCY_EXPONENT } from './currencies.ts';
import { LANGUAGE_CODES } from './i18n/languages.ts';
import { type TMenuTranslations, TRANSLATED_LANGUAGE_CODES } from './menu-translations.ts';
import { MSG } from './messages.ts';
import { MONEY_MAX_MAJOR, readDecimalInput } from './money.ts';
import { PHONE_MAX_LENGTH, PHONE_PATTERN } from './pos.schemas.ts';
import { ZPrepMinutesSchema } from './stations.schemas.ts';
import { TAX_RATE_EXPONENT, TAX_RATE_MAX_PERCENT, TAX_TYPES } from './tax.ts';
import { zText } from './text.ts';
import { isValidTimeZone } from './time-zone.ts';

/** Limits shared by the server checks and the web forms. */
export const TITLE_MAX_LENGTH = 100;
export const FLOOR_MAX_LENGTH = 50;
const ADDRESS_MAX_LENGTH = 500;
export const PRINT_TEXT_MAX_LENGTH = 500;
export const SEATING_CAPACITY_MAX = 10_000;
export const PAGE_FORMATS = [80, 57] as const;
export const INVOICE_PREFIX_MAX_LENGTH = 12;

const ID_MAX_LENGTH = 64;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Trimmed text, null when blank. */
const trimmedOrNull = (value: unknown) =>
  isBlank(value) ? null : typeof value === 'string' ? value.trim() : value;

const titleField = (message: string) =>
  zText(message).trim().min(1, message).max(TITLE_MAX_LENGTH, MSG.titleTooLong);

/** Optional free text; these are printed or shown on several lines, so they may hold line breaks. */
const optionalText = (max: number, message: string) =>
  z.preprocess(trimmedOrNull, zText(message, { multiline: true }).max(max, message).nullable());

const optionalId = z.preprocess(
  trimmedOrNull,
  zText(MSG.invalidRequest).max(ID_MAX_LENGTH, MSG.invalidRequest).nullable(),
);

/** A toggle as the web sends it: true/false (1/0 accepted too). */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: MSG.invalidRequest })
  .transform(Boolean);

// Free-form fields below are `unknown().optional()` so that an absent key reaches the check (and gets
// the field's message) instead of zod's generic "expected nonoptional".

/**
 * A decimal amount (number or numeric string): non-negative, at most `exponent` decimals, at most `max`.
 * `blank` is what an empty input becomes; undefined makes it required.
 */
function decimalField<TBlank extends number | null | undefined>(
  message: string,
  options: { exponent: number; max: number; blank: TBlank },
) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number | Exclude<TBlank, undefined> => {
      if (isBlank(value) && options.blank !== undefined) return options.blank as Exclude<TBlank, undefined>;
      const amount = readDecimalInput(value, options.exponent, options.max);
      if (amount === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return amount;
    });
}

/**
 * Money in major units. The API's schemas allow the most decimals any currency has (3); the server then
 * checks the store currency's exponent with the same message. Forms pass the exponent they know.
 */
const zMoney = (message: string, exponent = MAX_CURRENCY_EXPONENT) =>
  decimalField(message, { exponent, max: MONEY_MAX_MAJOR, blank: undefined });
const zMoneyOrZero = (message: string, exponent = MAX_CURRENCY_EXPONENT) =>
  decimalField(message, { exponent, max: MONEY_MAX_MAJOR, blank: 0 });
const zMoneyOrNull = (message: string, exponent = MAX_CURRENCY_EXPONENT) =>
  decimalField(message, { exponent, max: MONEY_MAX_MAJOR, blank: null });

/** A store's or user's phone: the customer phone rule of spec 01 section 5 (pos.schemas.ts). */
const ZPhoneSchema = zText(MSG.provideValidPhone)
  .trim()
  .min(1, MSG.provideValidPhone)
  .max(PHONE_MAX_LENGTH, MSG.provideValidPhone)
  .regex(PHONE_PATTERN, MSG.provideValidPhone);

const body = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape, { error: MSG.invalidRequest });

/**
 * Menu content's translations (issue 24): `{ "<language>": { "title": "..." } }` for languages of LANGUAGES
 * but English, each title checked as the original is (at most TITLE_MAX_LENGTH); a blank title is dropped, so
 * sending one removes that language's translation. Optional in every menu call: absent leaves them as they are.
 */
const translationTitle = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  zText(MSG.invalidTranslations).trim().max(TITLE_MAX_LENGTH, MSG.titleTooLong),
);
export const ZMenuTranslationsSchema = z
  .record(z.string(), z.strictObject({ title: translationTitle }, { error: MSG.invalidTranslations }), {
    error: MSG.invalidTranslations,
  })
  .superRefine((translations, ctx) => {
    for (const language of Object.keys(translations))
      if (!(TRANSLATED_LANGUAGE_CODES as readonly string[]).includes(language))
        ctx.addIssue({ code: 'custom', message: MSG.unknownLanguage, path: [language] });
  })
  .transform((translations): TMenuTranslations => {
    const kept: Record<string, { title: string }> = {};
    for (const [language, { title }] of Object.entries(translations)) if (title) kept[language] = { title };
    return kept as TMenuTranslations;
  });
const translations = ZMenuTranslationsSchema.optional();

// Store details -----------------------------------------------------------------------------------------

export const ZStoreSettingSchema = body({
  storeName: zText(MSG.provideStoreName)
    .trim()
    .min(1, MSG.provideStoreName)
    .max(TITLE_MAX_LENGTH, MSG.storeNameTooLong),
  address: optionalText(ADDRESS_MAX_LENGTH, MSG.addressTooLong),
  phone: z.preprocess(trimmedOrNull, ZPhoneSchema.nullable()),
  email: z.preprocess(
    trimmedOrNull,
    zText(MSG.provideValidEmail)
      .pipe(z.email(MSG.provideValidEmail).max(254, MSG.provideValidEmail))
      .nullable(),
  ),
  currency: zText(MSG.selectCurrency).trim().toUpperCase().refine(isCurrencyCode, MSG.selectCurrency),
  /** The spec's payload carries the image; the logo changes only through its upload route. */
  image: z.unknown().optional(),
  isQRMenuEnabled: flag,
  isQROrderEnabled: flag,
  /** Beyond the spec: the IANA zone of the business day; left as is when not sent. */
  timeZone: zText(MSG.selectTimeZone).trim().refine(isValidTimeZone, MSG.selectTimeZone).optional(),
  /** Beyond the spec (issue 22): the payment type the payment dialogs preselect; left as is when not sent. */
  defaultPaymentTypeId: z.preprocess(
    (value) => (value === undefined ? undefined : trimmedOrNull(value)),
    zText(MSG.selectDefaultPaymentType)
      .max(ID_MAX_LENGTH, MSG.selectDefaultPaymentType)
      .nullable()
      .optional(),
  ),
  /** Beyond the spec (issue 23): a sale needs the cashier's open shift; left as is when not sent. */
  shiftsRequired: flag.optional(),
  /** Beyond the spec (issue 24): the store's language (new users, receipts, kitchen tokens); left as is when not sent. */
  language: z.enum(LANGUAGE_CODES, { error: MSG.unknownLanguage }).optional(),
  /** Beyond the spec (issue 22): printed before the invoice number ('' for none); left as is when not sent. */
  invoicePrefix: zText(MSG.invoicePrefixInvalid)
    .trim()
    .max(INVOICE_PREFIX_MAX_LENGTH, MSG.invoicePrefixInvalid)
    .regex(/^[\p{L}\p{N} ./#-]*$/u, MSG.invoicePrefixInvalid)
    .optional(),
  /** Beyond the spec (issue 26): the guest screens' brand color, `#rrggbb` (null for OpenTab's); kept when not sent. */
  brandColor: z.preprocess(
    (value) => (value === undefined ? undefined : trimmedOrNull(value)),
    zText(MSG.brandColorInvalid)
      .regex(/^#[0-9a-f]{6}$/i, MSG.brandColorInvalid)
      .transform((color) => color.toLowerCase())
      .nullable()
      .optional(),
  ),
});
export type TStoreSettingInput = z.infer<typeof ZStoreSettingSchema>;

// Print settings ----------------------------------------------------------------------------------------

export const ZPrintSettingSchema = body({
  pageFormat: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.union([z.literal(80), z.literal(57)], { error: MSG.selectPageFormat }),
  ),
  header: optionalText(PRINT_TEXT_MAX_LENGTH, MSG.printTextTooLong),
  footer: optionalText(PRINT_TEXT_MAX_LENGTH, MSG.printTextTooLong),
  showNotes: flag,
  isEnablePrint: flag,
  showStoreDetails: flag,
  printToken: flag,
  showCustomerDetails: flag,
});
export type TPrintSettingInput = z.infer<typeof ZPrintSettingSchema>;

// Store tables ------------------------------------------------------------------------------------------

export const ZStoreTableSchema = body({
  title: titleField(MSG.provideTableTitle),
  floor: zText(MSG.provideFloor).trim().min(1, MSG.provideFloor).max(FLOOR_MAX_LENGTH, MSG.floorTooLong),
  seatingCapacity: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) {
        ctx.addIssue({ code: 'custom', message: MSG.provideSeatingCapacity });
        return z.NEVER;
      }
      const count = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
      if (!Number.isInteger(count) || count < 0 || count > SEATING_CAPACITY_MAX) {
        ctx.addIssue({ code: 'custom', message: MSG.provideValidSeatingCapacity });
        return z.NEVER;
      }
      return count;
    }),
});
export type TStoreTableInput = z.infer<typeof ZStoreTableSchema>;

// Categories, taxes, payment types ----------------------------------------------------------------------

/** `prepMinutes` (issue 26): the target preparation time, null for the kitchen's default, absent to keep it. */
export const ZCategorySchema = body({
  title: titleField(MSG.provideTitle),
  translations,
  prepMinutes: ZPrepMinutesSchema,
});
export type TCategoryInput = z.infer<typeof ZCategorySchema>;

export const ZTaxSchema = body({
  title: titleField(MSG.provideTitle),
  rate: decimalField(MSG.invalidTaxRate, {
    exponent: TAX_RATE_EXPONENT,
    max: TAX_RATE_MAX_PERCENT,
    blank: undefined,
  }),
  type: z.enum(TAX_TYPES, { error: MSG.selectTaxType }),
});
export type TTaxInput = z.infer<typeof ZTaxSchema>;

/**
 * POST /settings/store-setting/service-charge (issue 23; the call and its `{ serviceCharge }` are the spec
 * source system's): the percent, 0 for none. The tax on it, whether only dine-in bills carry it and the
 * discount limit (the other store-wide rule of a bill's money) are ours; left as they are when not sent.
 */
export const ZServiceChargeSchema = body({
  serviceCharge: decimalField(MSG.invalidServiceCharge, {
    exponent: TAX_RATE_EXPONENT,
    max: TAX_RATE_MAX_PERCENT,
    blank: undefined,
  }),
  serviceChargeTaxId: z.preprocess(
    (value) => (value === undefined ? undefined : trimmedOrNull(value)),
    zText(MSG.serviceChargeTaxNotFound)
      .max(ID_MAX_LENGTH, MSG.serviceChargeTaxNotFound)
      .nullable()
      .optional(),
  ),
  isServiceChargeDineInOnly: flag.optional(),
  /** the largest discount (percent) a cashier gives without a manager's approval; kept when not sent */
  discountLimit: decimalField(MSG.invalidDiscountLimit, {
    exponent: TAX_RATE_EXPONENT,
    max: TAX_RATE_MAX_PERCENT,
    blank: null,
  }).transform((value) => value ?? undefined),
});
export type TServiceChargeInput = z.infer<typeof ZServiceChargeSchema>;

export const ZPaymentTypeSchema = body({
  title: titleField(MSG.provideTitle),
  isActive: flag.default(true),
  /** Beyond the spec (issue 22): a cash type takes an amount tendered and gives change. */
  isCash: flag.default(false),
});
export type TPaymentTypeInput = z.infer<typeof ZPaymentTypeSchema>;

/** An update without isActive (or isCash) keeps the current state. */
export const ZPaymentTypeUpdateSchema = body({
  title: titleField(MSG.provideTitle),
  isActive: flag.optional(),
  isCash: flag.optional(),
});
export type TPaymentTypeUpdateInput = z.infer<typeof ZPaymentTypeUpdateSchema>;

export const ZPaymentTypeToggleSchema = body({ isActive: flag });

/** PATCH /menu-items/change-visibility/{id} and /settings/categories/change-visibility/{id} */
export const ZVisibilitySchema = body({ isEnabled: flag });

// Menu items, variants, addons --------------------------------------------------------------------------

/** The menu item form for a currency's exponent; the API's schema allows up to three decimals. */
export const createMenuItemSchema = (exponent = MAX_CURRENCY_EXPONENT) =>
  body({
    title: titleField(MSG.enterTitle),
    price: zMoney(MSG.provideValidPrice, exponent),
    netPrice: zMoneyOrNull(MSG.provideValidNetPrice, exponent).optional(),
    categoryId: optionalId.optional(),
    taxId: optionalId.optional(),
    translations,
  });
export const ZMenuItemSchema = createMenuItemSchema();
export type TMenuItemInput = z.infer<typeof ZMenuItemSchema>;

export const createVariantSchema = (exponent = MAX_CURRENCY_EXPONENT) =>
  body({
    title: titleField(MSG.provideVariantTitle),
    price: zMoneyOrZero(MSG.provideValidVariantPrice, exponent),
    translations,
  });
export const ZVariantSchema = createVariantSchema();

export const createAddonSchema = (exponent = MAX_CURRENCY_EXPONENT) =>
  body({
    title: titleField(MSG.provideAddonTitle),
    price: zMoneyOrZero(MSG.provideValidAddonPrice, exponent),
    translations,
  });
export const ZAddonSchema = createAddonSchema();
export type TMenuItemOptionInput = z.infer<typeof ZVariantSchema>;
