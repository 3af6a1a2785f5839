import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from './messages.ts';
import {
  createMenuItemSchema,
  ZAddonSchema,
  ZCategorySchema,
  ZMenuItemSchema,
  ZPaymentTypeSchema,
  ZPaymentTypeToggleSchema,
  ZPrintSettingSchema,
  ZStoreSettingSchema,
  ZStoreTableSchema,
  ZTaxSchema,
  ZVariantSchema,
} from './settings.schemas.ts';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const long = 'x'.repeat(101);

describe('store tables', () => {
  it('parses and trims a table', () => {
    expect(ZStoreTableSchema.parse({ title: ' T1 ', floor: ' Ground ', seatingCapacity: '4' })).toEqual({
      title: 'T1',
      floor: 'Ground',
      seatingCapacity: 4,
    });
    expect(ZStoreTableSchema.parse({ title: 'Bar', floor: '-', seatingCapacity: 0 }).seatingCapacity).toBe(0);
  });

  it.each([
    [{ floor: '-', seatingCapacity: 2 }, MSG.provideTableTitle],
    [{ title: '  ', floor: '-', seatingCapacity: 2 }, MSG.provideTableTitle],
    [{ title: long, floor: '-', seatingCapacity: 2 }, MSG.titleTooLong],
    [{ title: 'T', seatingCapacity: 2 }, MSG.provideFloor],
    [{ title: 'T', floor: '', seatingCapacity: 2 }, MSG.provideFloor],
    [{ title: 'T', floor: '-' }, MSG.provideSeatingCapacity],
    [{ title: 'T', floor: '-', seatingCapacity: '' }, MSG.provideSeatingCapacity],
    [{ title: 'T', floor: '-', seatingCapacity: -1 }, MSG.provideValidSeatingCapacity],
    [{ title: 'T', floor: '-', seatingCapacity: 2.5 }, MSG.provideValidSeatingCapacity],
    [{ title: 'T', floor: '-', seatingCapacity: 'four' }, MSG.provideValidSeatingCapacity],
    [undefined, MSG.invalidRequest],
  ])('rejects %j with %s', (value, message) => {
    expect(firstMessage(ZStoreTableSchema, value)).toBe(message);
  });
});

describe('menu items, variants and addons', () => {
  it('parses an item with blanks as null', () => {
    expect(
      ZMenuItemSchema.parse({ title: ' Latte ', price: '4.50', netPrice: '', categoryId: '', taxId: null }),
    ).toEqual({ title: 'Latte', price: 4.5, netPrice: null, categoryId: null, taxId: null });
  });

  it.each([
    [{ price: 1 }, MSG.enterTitle],
    [{ title: '', price: 1 }, MSG.enterTitle],
    [{ title: 'A' }, MSG.provideValidPrice],
    [{ title: 'A', price: -1 }, MSG.provideValidPrice],
    [{ title: 'A', price: 'abc' }, MSG.provideValidPrice],
    [{ title: 'A', price: 1.2345 }, MSG.provideValidPrice],
    [{ title: 'A', price: 1, netPrice: -2 }, MSG.provideValidNetPrice],
  ])('rejects the item %j with %s', (value, message) => {
    expect(firstMessage(ZMenuItemSchema, value)).toBe(message);
  });

  it('checks the decimals of the currency the form knows', () => {
    expect(firstMessage(createMenuItemSchema(2), { title: 'A', price: 1.234 })).toBe(MSG.provideValidPrice);
    expect(firstMessage(createMenuItemSchema(0), { title: 'A', price: 1.5 })).toBe(MSG.provideValidPrice);
    expect(createMenuItemSchema(3).parse({ title: 'A', price: 1.234 }).price).toBe(1.234);
  });

  it('defaults variant and addon prices to 0', () => {
    expect(ZVariantSchema.parse({ title: 'Large' })).toEqual({ title: 'Large', price: 0 });
    expect(ZAddonSchema.parse({ title: 'Cheese', price: '' })).toEqual({ title: 'Cheese', price: 0 });
  });

  it.each([
    [ZVariantSchema, { price: 1 }, MSG.provideVariantTitle],
    [ZVariantSchema, { title: 'L', price: -1 }, MSG.provideValidVariantPrice],
    [ZAddonSchema, { title: ' ' }, MSG.provideAddonTitle],
    [ZAddonSchema, { title: 'C', price: 'x' }, MSG.provideValidAddonPrice],
  ])('rejects options with their messages (%#)', (schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });
});

describe('taxes, categories, payment types', () => {
  it('parses a tax rate with up to three decimals', () => {
    expect(ZTaxSchema.parse({ title: 'VAT', rate: '12.125', type: 'inclusive' }).rate).toBe(12.125);
    expect(ZTaxSchema.parse({ title: 'Zero', rate: 0, type: 'exclusive' }).rate).toBe(0);
    expect(ZTaxSchema.parse({ title: 'All', rate: 100, type: 'exclusive' }).rate).toBe(100);
  });

  it.each([
    [{ rate: 5, type: 'exclusive' }, MSG.provideTitle],
    [{ title: 'VAT', type: 'exclusive' }, MSG.invalidTaxRate],
    [{ title: 'VAT', rate: -1, type: 'exclusive' }, MSG.invalidTaxRate],
    [{ title: 'VAT', rate: 100.001, type: 'exclusive' }, MSG.invalidTaxRate],
    [{ title: 'VAT', rate: 1.2345, type: 'exclusive' }, MSG.invalidTaxRate],
    [{ title: 'VAT', rate: 5 }, MSG.selectTaxType],
    [{ title: 'VAT', rate: 5, type: 'other' }, MSG.selectTaxType],
  ])('rejects the tax %j with %s', (value, message) => {
    expect(firstMessage(ZTaxSchema, value)).toBe(message);
  });

  it('needs titles for categories and payment types', () => {
    expect(firstMessage(ZCategorySchema, { title: '' })).toBe(MSG.provideTitle);
    expect(firstMessage(ZCategorySchema, { title: long })).toBe(MSG.titleTooLong);
    expect(firstMessage(ZPaymentTypeSchema, {})).toBe(MSG.provideTitle);
  });

  it('activates new payment types unless told otherwise', () => {
    expect(ZPaymentTypeSchema.parse({ title: 'Cash' })).toEqual({
      title: 'Cash',
      isActive: true,
      isCash: false,
    });
    expect(ZPaymentTypeSchema.parse({ title: 'Card', isActive: 0 }).isActive).toBe(false);
    expect(ZPaymentTypeToggleSchema.parse({ isActive: true })).toEqual({ isActive: true });
    expect(firstMessage(ZPaymentTypeToggleSchema, {})).toBe(MSG.invalidRequest);
  });
});

describe('store and print settings', () => {
  const store = {
    storeName: 'Harbour Cafe',
    address: '',
    phone: '+1 (555) 010-2000',
    email: ' hello@harbour.example ',
    currency: 'eur',
    image: null,
    isQRMenuEnabled: true,
    isQROrderEnabled: false,
    timeZone: 'Europe/Paris',
  };

  it('parses store details, uppercasing the currency and nulling blanks', () => {
    expect(ZStoreSettingSchema.parse(store)).toEqual({
      ...store,
      address: null,
      email: 'hello@harbour.example',
      currency: 'EUR',
    });
  });

  it.each([
    [{ storeName: '' }, MSG.provideStoreName],
    [{ phone: 'call me' }, MSG.provideValidPhone],
    [{ email: 'nope' }, MSG.provideValidEmail],
    [{ currency: 'XYZ' }, MSG.selectCurrency],
    [{ currency: undefined }, MSG.selectCurrency],
    [{ timeZone: 'Mars/Olympus' }, MSG.selectTimeZone],
    [{ isQRMenuEnabled: 'yes' }, MSG.invalidRequest],
    [{ address: 'x'.repeat(501) }, MSG.addressTooLong],
  ])('rejects store details with %j', (change, message) => {
    expect(firstMessage(ZStoreSettingSchema, { ...store, ...change })).toBe(message);
  });

  const print = {
    pageFormat: 57,
    header: 'Welcome',
    footer: '',
    showNotes: true,
    isEnablePrint: true,
    showStoreDetails: false,
    printToken: 1,
    showCustomerDetails: 0,
  };

  it('parses print settings', () => {
    expect(ZPrintSettingSchema.parse({ ...print, pageFormat: '80' })).toEqual({
      ...print,
      pageFormat: 80,
      footer: null,
      printToken: true,
      showCustomerDetails: false,
    });
  });

  it.each([
    [{ pageFormat: 70 }, MSG.selectPageFormat],
    [{ pageFormat: undefined }, MSG.selectPageFormat],
    [{ header: 'x'.repeat(501) }, MSG.printTextTooLong],
    [{ showNotes: undefined }, MSG.invalidRequest],
  ])('rejects print settings with %j', (change, message) => {
    expect(firstMessage(ZPrintSettingSchema, { ...print, ...change })).toBe(message);
  });
});
