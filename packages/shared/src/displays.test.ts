import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_DISPLAY_MAX_LINES,
  ZCustomerDisplayCartSchema,
  ZPairDisplaySchema,
} from './displays.schemas.ts';
import { homePathFor, isDisplayOnlyUser } from './permissions.ts';

describe('display users', () => {
  it('land on their display when every scope they hold is a display scope', () => {
    expect(homePathFor({ role: 'staff', scope: ['ORDER_STATUS_DISPLAY'] })).toBe('/display/order-status');
    expect(homePathFor({ role: 'staff', scope: ['CUSTOMER_DISPLAY'] })).toBe('/display/customer');
    expect(homePathFor({ role: 'staff', scope: ['KITCHEN_DISPLAY'] })).toBe('/display/kitchen');
    expect(homePathFor({ role: 'staff', scope: ['DASHBOARD', 'ORDER_STATUS_DISPLAY'] })).toBe(
      '/dashboard/home',
    );
    expect(homePathFor({ role: 'staff', scope: ['POS'] })).toBe('/dashboard/profile');
    // a cook with the kitchen screen and the display lands as the spec lands staff without a dashboard
    expect(homePathFor({ role: 'staff', scope: ['KITCHEN', 'KITCHEN_DISPLAY'] })).toBe('/dashboard/profile');
  });

  it('are display-only when every scope they hold is a display scope', () => {
    expect(isDisplayOnlyUser({ role: 'staff', scope: ['ORDER_STATUS_DISPLAY', 'KITCHEN_DISPLAY'] })).toBe(
      true,
    );
    expect(isDisplayOnlyUser({ role: 'staff', scope: ['CUSTOMER_DISPLAY', 'POS'] })).toBe(false);
    expect(isDisplayOnlyUser({ role: 'staff', scope: [] })).toBe(false);
    expect(isDisplayOnlyUser({ role: 'admin', scope: ['ORDER_STATUS_DISPLAY'] })).toBe(false);
  });
});

describe('the customer display contract', () => {
  const cart = {
    lines: [{ quantity: 1, title: 'Burger', variant: null, addons: [], amount: 10 }],
    subtotal: 10,
    discount: 0,
    serviceCharge: 0,
    tax: 1,
    tip: 0,
    total: 11,
    tendered: null,
    changeDue: null,
  };

  it('accepts a display cart and refuses one past its limits or with control characters', () => {
    expect(ZCustomerDisplayCartSchema.safeParse(cart).success).toBe(true);
    const line = cart.lines[0];
    const tooLong = { ...cart, lines: Array.from({ length: CUSTOMER_DISPLAY_MAX_LINES + 1 }, () => line) };
    expect(ZCustomerDisplayCartSchema.safeParse(tooLong).success).toBe(false);
    expect(
      ZCustomerDisplayCartSchema.safeParse({ ...cart, lines: [{ ...line, title: 'a\u0007b' }] }).success,
    ).toBe(false);
    expect(ZCustomerDisplayCartSchema.safeParse({ ...cart, total: Number.NaN }).success).toBe(false);
  });

  it('takes a pairing code of six digits only', () => {
    expect(ZPairDisplaySchema.safeParse({ code: '012345' }).success).toBe(true);
    for (const code of ['12345', '1234567', '12345a', ' 123456']) {
      expect(ZPairDisplaySchema.safeParse({ code }).success).toBe(false);
    }
  });
});
