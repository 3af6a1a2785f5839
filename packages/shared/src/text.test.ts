import { describe, expect, it } from 'vitest';
import { ZSignInSchema } from './auth.schemas.ts';
import { MSG } from './messages.ts';
import { ZSignUpSchema } from './password.schemas.ts';
import { ZCreateOrderSchema, ZCustomerSearchSchema } from './pos.schemas.ts';
import { ZPlaceQrOrderSchema } from './qrmenu.schemas.ts';
import { ZPrintSettingSchema, ZStoreSettingSchema } from './settings.schemas.ts';
import { hasControlCharacters, zText } from './text.ts';

describe('hasControlCharacters', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['escape (printer codes)', '\u001b@'],
    ['DEL', 'a\u007fb'],
    ['C1 next line', 'a\u0085b'],
  ])('finds %s in any text', (_name, text) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters(text, { multiline: true })).toBe(true);
  });

  it.each([
    ['tab', 'a\tb'],
    ['line feed', 'a\nb'],
    ['carriage return', 'a\r\nb'],
  ])('finds a %s in a one-line text, but allows it in a multi-line one', (_name, text) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters(text, { multiline: true })).toBe(false);
  });

  it('leaves every other character alone', () => {
    expect(hasControlCharacters('Café Ünïcødé 寿司 🍔 «»  ‑—')).toBe(false);
  });
});

describe('zText', () => {
  it('refuses control characters with its own message before the field checks run', () => {
    const field = zText('Please provide title!').trim().min(1, 'Please provide title!').max(3, 'Too long!');
    expect(field.safeParse('ab').data).toBe('ab');
    expect(field.safeParse('abcdef\u0000').error?.issues.map((issue) => issue.message)).toEqual([
      MSG.removeControlCharacters,
    ]);
    expect(field.safeParse(7).error?.issues[0]?.message).toBe('Please provide title!');
  });
});

describe('zText and lone surrogates (issue 22)', () => {
  const field = zText('Please provide title!', { multiline: true }).trim().max(100, 'Too long!');

  it.each([
    ['a high surrogate alone', 'n\ud800'],
    ['a low surrogate alone', '\udc00'],
    ['the first half of an emoji', 'Burger \ud83c'],
    ['a pair in the wrong order', '\udf54\ud83c'],
  ])('refuses %s with its own message', (_name, text) => {
    expect(field.safeParse(text).error?.issues.map((issue) => issue.message)).toEqual([
      MSG.removeInvalidCharacters,
    ]);
  });

  it('takes whole pairs: emoji and characters beyond the first plane', () => {
    expect(field.safeParse('Burger 🍔 𝄞 寿司').data).toBe('Burger 🍔 𝄞 寿司');
  });
});

describe('the shared schemas refuse control characters', () => {
  const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
  const cart = [{ id: 'item1', quantity: 1, notes: 'no\u0000onions' }];

  it.each([
    ['sign-in username', () => ZSignInSchema.safeParse({ username: 'a\u0000@b.com', password: 'x' })],
    [
      'sign-up name',
      () => ZSignUpSchema.safeParse({ biz_name: 'Caf\u0007', username: 'a@b.com', password: 'p'.repeat(9) }),
    ],
    ['POS notes', () => ZCreateOrderSchema.safeParse({ cart })],
    [
      'POS table id',
      () => ZCreateOrderSchema.safeParse({ cart: [{ id: 'i', quantity: 1 }], tableId: '\u0000' }),
    ],
    ['QR notes', () => ZPlaceQrOrderSchema.safeParse({ cartItems: cart })],
    [
      'QR customer name',
      () =>
        ZPlaceQrOrderSchema.safeParse({
          cartItems: [{ id: 'i', quantity: 1 }],
          customerType: 'CUSTOMER',
          customer: { name: 'Ann\u0000', phone: '12345' },
        }),
    ],
    ['customer search', () => ZCustomerSearchSchema.safeParse({ q: '\u0000' })],
    [
      'store address (NUL even where lines are allowed)',
      () => ZStoreSettingSchema.safeParse(store({ address: 'a\u0000' })),
    ],
    ['store email', () => ZStoreSettingSchema.safeParse(store({ email: 'a\u0000@b.com' }))],
    ['print header', () => ZPrintSettingSchema.safeParse(print({ header: '\u001b@' }))],
  ])('%s', (_name, parse) => {
    expect(message(parse())).toBe(MSG.removeControlCharacters);
  });

  it('keeps line breaks where a text is printed or read on several lines', () => {
    expect(ZStoreSettingSchema.safeParse(store({ address: '1 Quay\r\nDublin' })).data?.address).toBe(
      '1 Quay\r\nDublin',
    );
    expect(ZPrintSettingSchema.safeParse(print({ footer: 'Thanks!\n\tSee you' })).data?.footer).toBe(
      'Thanks!\n\tSee you',
    );
    expect(
      ZCreateOrderSchema.safeParse({ cart: [{ id: 'i', quantity: 1, notes: 'no\nonions' }] }).success,
    ).toBe(true);
    expect(message(ZStoreSettingSchema.safeParse(store({ storeName: 'Quay\nKitchen' })))).toBe(
      MSG.removeControlCharacters,
    );
  });
});

function store(change: Record<string, unknown>) {
  return {
    storeName: 'Quay',
    address: null,
    phone: null,
    email: null,
    currency: 'EUR',
    isQRMenuEnabled: true,
    isQROrderEnabled: true,
    ...change,
  };
}

function print(change: Record<string, unknown>) {
  return {
    pageFormat: 80,
    header: null,
    footer: null,
    showNotes: true,
    isEnablePrint: true,
    showStoreDetails: true,
    printToken: true,
    showCustomerDetails: true,
    ...change,
  };
}
