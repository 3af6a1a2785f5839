import { MONEY_MAX_MAJOR, type TPosMenuItem } from '@opentab/shared';
import { describe, expect, it } from 'vitest';
import { CHEESECAKE, FRIES, LATTE } from '../../test/pos-fixtures';
import {
  cartTotals,
  changeQuantity,
  createLine,
  refreshLine,
  setLineDiscount,
  setLineNotes,
  toCartPayload,
} from './cart';
import { filterMenuItems } from './menu-filter';

const menuOf = (...items: TPosMenuItem[]) => new Map(items.map((item) => [item.id, item]));

describe('cart rules', () => {
  it('keeps quantities within 1–999', () => {
    const line = { ...createLine(FRIES, null, []), quantity: 998 };
    const up = changeQuantity([line], line.key, 5);
    expect(up[0]?.quantity).toBe(999);
    expect(changeQuantity([{ ...line, quantity: 1 }], line.key, -1)).toEqual([]);
  });

  it('trims notes, cuts them at 100 characters and stores blank as null', () => {
    const line = createLine(FRIES, null, []);
    expect(setLineNotes([line], line.key, `  ${'n'.repeat(150)}  `)[0]?.notes).toHaveLength(100);
    expect(setLineNotes([line], line.key, '   ')[0]?.notes).toBeNull();
  });

  it('prices in 0- and 3-decimal currencies with the shared rounding', () => {
    const fries = { ...createLine({ ...FRIES, price: 333 }, null, []), quantity: 3 };
    // 999 JPY + 8.875 % = 88.66 → 89
    expect(cartTotals([fries], menuOf({ ...FRIES, price: 333 }), { currency: 'JPY' })).toEqual({
      itemsTotal: 999,
      taxTotal: 89,
      payableTotal: 1088,
      discountTotal: 0,
      serviceCharge: 0,
      serviceChargeTax: 0,
      billTotal: 1088,
      tooLarge: false,
      badDiscount: false,
    });
    const cake = createLine({ ...CHEESECAKE, price: 1.25 }, null, []);
    expect(cartTotals([cake], menuOf({ ...CHEESECAKE, price: 1.25 }), { currency: 'KWD' }).payableTotal).toBe(
      1250,
    );
  });

  it('says a cart past the order amount cap is too large instead of failing to add it up', () => {
    // 999 × (the top price + two top-priced addons) in a 3-decimal currency: far past 2^53 minor units.
    const addons = [
      { id: 'a1', title: 'Gold leaf', price: MONEY_MAX_MAJOR },
      { id: 'a2', title: 'Caviar', price: MONEY_MAX_MAJOR },
    ];
    const item = { ...FRIES, price: MONEY_MAX_MAJOR, addons };
    const line = { ...createLine(item, null, addons), quantity: 999 };
    expect(cartTotals([line], menuOf(item), { currency: 'KWD' })).toMatchObject({
      itemsTotal: 0,
      taxTotal: 0,
      payableTotal: 0,
      billTotal: 0,
      tooLarge: true,
    });
    const one = createLine({ ...FRIES, price: 1 }, null, []);
    expect(cartTotals([one], menuOf({ ...FRIES, price: 1 }), { currency: 'KWD' }).tooLarge).toBe(false);
  });

  it("prices a line with today's menu, and drops a draft line whose option is gone", () => {
    const small = LATTE.variants[0] ?? null;
    const line = createLine(LATTE, small, [...LATTE.addons]);
    const repriced = { ...LATTE, variants: [{ id: 'v-small', title: 'Small', price: 10 }] };
    expect(refreshLine(line, menuOf(repriced))?.variant?.price).toBe(10);
    expect(refreshLine(line, menuOf({ ...LATTE, addons: [] }))).toBeNull();
    expect(refreshLine(line, menuOf(FRIES))).toBeNull();
    expect(toCartPayload([line])).toEqual([
      {
        id: 'latte',
        quantity: 1,
        notes: null,
        variant_id: 'v-small',
        addons_ids: ['a-oat', 'a-shot'],
        discount: null,
      },
    ]);
  });

  it('takes discounts off before tax and adds the dine-in service charge, as the server does', () => {
    // two fries at 3.00 (8.875 % on top), a cheesecake at 6.50 untaxed
    const fries = { ...createLine(FRIES, null, []), quantity: 2 };
    const cake = createLine(CHEESECAKE, null, []);
    const cart = setLineDiscount([fries, cake], fries.key, { type: 'percent', value: 50, reason: 'Staff' });
    expect(toCartPayload(cart)[0]?.discount).toEqual({ type: 'percent', value: 50, reason: 'Staff' });
    const menu = menuOf(FRIES, CHEESECAKE);
    const bill = {
      orderDiscount: { type: 'amount' as const, value: 0.95, reason: 'Regular' },
      serviceCharge: { rate: 10, taxRate: 20, isDineInOnly: true },
      deliveryType: 'dinein' as const,
    };
    // fries 6.00 − 50 % = 3.00; the order's 0.95 shared 3.00 : 6.50 → 0.30 and 0.65
    // fries 2.70 + 0.24 tax, cake 5.85; net 8.55, charge 0.86 (+0.17 tax)
    expect(cartTotals(cart, menu, { currency: 'USD', ...bill })).toEqual({
      itemsTotal: 855,
      taxTotal: 24 + 17,
      payableTotal: 855 + 24,
      discountTotal: 300 + 95,
      serviceCharge: 86,
      serviceChargeTax: 17,
      billTotal: 855 + 24 + 86 + 17,
      tooLarge: false,
      badDiscount: false,
    });
    const takeaway = cartTotals(cart, menu, { currency: 'USD', ...bill, deliveryType: 'takeaway' });
    expect([takeaway.serviceCharge, takeaway.billTotal]).toEqual([0, 855 + 24]);
  });

  it('says a discount larger than what it discounts, or finer than the currency, is bad', () => {
    const cake = createLine(CHEESECAKE, null, []);
    const menu = menuOf(CHEESECAKE);
    const over = setLineDiscount([cake], cake.key, { type: 'amount', value: 7, reason: 'x' });
    expect(cartTotals(over, menu, { currency: 'USD' }).badDiscount).toBe(true);
    const fine = setLineDiscount([cake], cake.key, { type: 'amount', value: 0.005, reason: 'x' });
    expect(cartTotals(fine, menu, { currency: 'USD' }).badDiscount).toBe(true);
  });

  it('filters by category and by trimmed, case-insensitive title', () => {
    const items = [LATTE, FRIES, CHEESECAKE];
    expect(filterMenuItems(items, { categoryId: 'all', search: ' LATTE ' }).map((i) => i.id)).toEqual([
      'latte',
    ]);
    expect(filterMenuItems(items, { categoryId: 'sides', search: '' }).map((i) => i.id)).toEqual(['fries']);
    expect(filterMenuItems(items, { categoryId: 'sides', search: 'cake' })).toEqual([]);
  });
});
