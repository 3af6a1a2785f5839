import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import {
  isPastOrTodayDate,
  POS_MSG,
  ZCompleteAndPaySchema,
  ZCreateOrderAndInvoiceSchema,
  ZCreateOrderSchema,
  ZCustomerAddSchema,
  ZCustomerSearchSchema,
} from './pos.schemas.ts';

describe('isPastOrTodayDate (birth dates)', () => {
  it('accepts today for a store east of UTC just after its midnight', () => {
    // 00:30 on 2026-05-02 in Auckland (UTC+12) is still 2026-05-01 in UTC
    const now = new Date('2026-05-01T12:30:00Z');
    expect(isPastOrTodayDate('2026-05-02', now)).toBe(true);
    expect(isPastOrTodayDate('2026-05-01', now)).toBe(true);
    expect(isPastOrTodayDate('1990-12-31', now)).toBe(true);
  });

  it('refuses a date that has not begun anywhere yet', () => {
    // 09:00 UTC is 23:00 in Kiritimati (UTC+14): nowhere is it 2026-05-02 yet
    expect(isPastOrTodayDate('2026-05-02', new Date('2026-05-01T09:00:00Z'))).toBe(false);
    expect(isPastOrTodayDate('2026-05-03', new Date('2026-05-01T12:30:00Z'))).toBe(false);
  });

  it.each(['2020-02-30', '2021-13-01', '20-01-01', '2020-1-1', 'yesterday'])('refuses %s', (value) => {
    expect(isPastOrTodayDate(value, new Date('2026-05-01T12:00:00Z'))).toBe(false);
  });
});

describe('ZCustomerSearchSchema', () => {
  it('says so when a search term is too long', () => {
    const result = ZCustomerSearchSchema.safeParse({ q: 'x'.repeat(101) });
    expect(result.error?.issues[0]?.message).toBe('Search term must be at most 100 characters!');
    expect(ZCustomerSearchSchema.safeParse({ q: 'x'.repeat(100) }).success).toBe(true);
  });
});

describe('ZCustomerAddSchema', () => {
  const messageFor = (input: Record<string, unknown>) => {
    const result = ZCustomerAddSchema.safeParse({ phone: '+1 555 0101', name: 'Ana Diner', ...input });
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it("takes the spec's phone characters and the ext and x tokens", () => {
    for (const phone of ['+1 (555) 010-1234', '020 7946 0000 ext 12', '555.0101 x3', '#31*?^$_,']) {
      expect(messageFor({ phone }), phone).toBeUndefined();
    }
  });

  it('refuses other characters, tabs and newlines, capitalised tokens and more than 20 characters', () => {
    for (const phone of ['555-CALL', '555 EXT 1', '1'.repeat(21)]) {
      expect(messageFor({ phone }), JSON.stringify(phone)).toBe(POS_MSG.provideValidPhone);
    }
    for (const phone of ['555\t0101', '555\n0101']) {
      expect(messageFor({ phone }), JSON.stringify(phone)).toBe(MSG.removeControlCharacters);
    }
    expect(messageFor({ phone: '  ' })).toBe(POS_MSG.providePhone);
  });

  it('says a name is too long rather than missing', () => {
    expect(messageFor({ name: 'a'.repeat(101) })).toBe(POS_MSG.customerNameTooLong);
    expect(messageFor({ name: ' ' })).toBe(POS_MSG.provideName);
  });
});

describe('names the spec clients send (create-order, create-order-and-invoice, complete-and-pay)', () => {
  const cart = [{ id: 'item-1', quantity: 1 }];
  const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? undefined : result.error?.issues[0]?.message;

  it('reads customerId as the phone, { phone, name } or an id, and blank as none', () => {
    for (const [customerId, expected] of [
      ['+1 555 0101', '+1 555 0101'],
      [{ phone: '+1 555 0101', name: 'Ada' }, '+1 555 0101'],
      [{ phone: ' 555 ' }, '555'],
      ['', null],
      [null, null],
    ] as const) {
      const result = ZCreateOrderSchema.safeParse({ cart, customerId });
      expect(result.data?.customerId, JSON.stringify(customerId)).toBe(expected);
    }
  });

  it('refuses other customerId forms with a message', () => {
    expect(issue(ZCreateOrderSchema.safeParse({ cart, customerId: 7 }))).toBe(POS_MSG.customerNotFound);
    expect(issue(ZCreateOrderSchema.safeParse({ cart, customerId: { name: 'Ada' } }))).toBe(
      POS_MSG.customerNotFound,
    );
    expect(issue(ZCreateOrderSchema.safeParse({ cart, customerId: { phone: 'a\u0000b' } }))).toBe(
      MSG.removeControlCharacters,
    );
  });

  it('folds selectedPaymentType (an id or { id }) into paymentTypeId on both paying calls', () => {
    for (const schema of [ZCreateOrderAndInvoiceSchema, ZCompleteAndPaySchema]) {
      const base = schema === ZCompleteAndPaySchema ? { orderIds: ['o1'] } : { cart };
      for (const payment of [
        { paymentTypeId: 'cash' },
        { selectedPaymentType: 'cash' },
        { selectedPaymentType: { id: 'cash' } },
      ]) {
        const result = schema.safeParse({ ...base, ...payment });
        expect(result.data, JSON.stringify(payment)).toMatchObject({ paymentTypeId: 'cash' });
        expect(result.data).not.toHaveProperty('selectedPaymentType');
      }
      // paymentTypeId wins when both come
      expect(schema.safeParse({ ...base, paymentTypeId: 'a', selectedPaymentType: 'b' }).data).toMatchObject({
        paymentTypeId: 'a',
      });
      expect(issue(schema.safeParse(base))).toBe(POS_MSG.paymentTypeRequired);
      expect(issue(schema.safeParse({ ...base, selectedPaymentType: { id: '' } }))).toBe(
        POS_MSG.paymentTypeRequired,
      );
      expect(issue(schema.safeParse({ ...base, selectedPaymentType: 3 }))).toBe(POS_MSG.paymentTypeNotFound);
      expect(issue(schema.safeParse({ ...base, selectedPaymentType: { id: 'c\u0000' } }))).toBe(
        MSG.removeControlCharacters,
      );
    }
  });

  it('takes the totals under both sets of names and refuses a total that is not a number', () => {
    const totals = { itemsTotal: 1, netTotal: 1, taxTotal: 0, payableTotal: 1, total: 1 };
    expect(ZCreateOrderSchema.safeParse({ cart, ...totals }).data).toMatchObject(totals);
    for (const key of Object.keys(totals)) {
      expect(issue(ZCreateOrderSchema.safeParse({ cart, [key]: '1' })), key).toBe(POS_MSG.invalidTotal);
    }
  });
});
