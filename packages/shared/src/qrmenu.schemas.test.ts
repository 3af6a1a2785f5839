import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { POS_MSG } from './pos.schemas.ts';
import { QR_MSG, ZPlaceQrOrderSchema, ZQrCustomerSchema, ZQrOrderStatusSchema } from './qrmenu.schemas.ts';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const line = { id: 'item-1', quantity: 1 };

describe('ZPlaceQrOrderSchema', () => {
  it('reads a guest order and drops whatever customer came with it', () => {
    const parsed = ZPlaceQrOrderSchema.parse({
      deliveryType: null,
      cartItems: [
        { ...line, title: 'Burger', price: 0.01, variant_id: '', addons_ids: ['a', 'a'], notes: ' ' },
      ],
      customerType: 'WALKIN',
      customer: { name: 'x', phone: 'bad' },
      tableId: '',
    });
    expect(parsed).toEqual({
      deliveryType: null,
      cartItems: [
        { itemId: 'item-1', quantity: 1, notes: null, variantId: null, addonIds: ['a'], discount: null },
      ],
      customerType: 'WALKIN',
      customer: null,
      tableId: null,
    });
  });

  it('refuses a discount on a guest line: only the POS discounts (issue 23)', () => {
    const discounted = { ...line, discount: { type: 'percent', value: 100, reason: 'Free lunch' } };
    expect(firstMessage(ZPlaceQrOrderSchema, { cartItems: [discounted], customerType: 'WALKIN' })).toBe(
      'Invalid request!',
    );
  });

  it('reads a phone customer, trimmed', () => {
    const parsed = ZPlaceQrOrderSchema.parse({
      cartItems: [line],
      customerType: 'CUSTOMER',
      customer: { name: ' Ada ', phone: ' +1 555 0100 ' },
      tableId: 'public-table',
    });
    expect(parsed.customer).toEqual({ name: 'Ada', phone: '+1 555 0100' });
    expect(parsed.tableId).toBe('public-table');
  });

  it.each([
    [{ customerType: 'CUSTOMER' }, QR_MSG.nameRequired],
    [{ customerType: 'CUSTOMER', customer: { name: '', phone: '555' } }, QR_MSG.nameRequired],
    [{ customerType: 'CUSTOMER', customer: { name: 'Ada', phone: '' } }, QR_MSG.invalidPhone],
    [{ customerType: 'CUSTOMER', customer: { name: 'Ada', phone: 'letters' } }, QR_MSG.invalidPhone],
    [{ cartItems: [{ ...line, quantity: 51 }] }, POS_MSG.invalidQuantity],
    [{ cartItems: [{ ...line, notes: 'n'.repeat(101) }] }, POS_MSG.notesTooLong],
    [{ cartItems: [] }, POS_MSG.cartEmpty],
    [{ cartItems: Array.from({ length: 51 }, () => line) }, QR_MSG.tooManyLines],
  ])('refuses %j with the spec message', (change, message) => {
    expect(firstMessage(ZPlaceQrOrderSchema, { cartItems: [line], customerType: 'WALKIN', ...change })).toBe(
      message,
    );
  });

  it('takes 50 of an item', () => {
    expect(firstMessage(ZPlaceQrOrderSchema, { cartItems: [{ ...line, quantity: 50 }] })).toBeUndefined();
  });
});

describe('ZQrCustomerSchema and ZQrOrderStatusSchema', () => {
  it('checks the Continue as dialog fields', () => {
    expect(firstMessage(ZQrCustomerSchema, { name: 'Ada', phone: '(020) 7946-0000 x12' })).toBeUndefined();
    expect(firstMessage(ZQrCustomerSchema, { phone: '555' })).toBe(QR_MSG.nameRequired);
  });

  it('only lets staff cancel', () => {
    expect(firstMessage(ZQrOrderStatusSchema, { status: 'cancelled' })).toBeUndefined();
    expect(firstMessage(ZQrOrderStatusSchema, { status: 'completed' })).toBe(POS_MSG.invalidStatus);
  });
});
