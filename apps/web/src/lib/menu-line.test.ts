import { describe, expect, it } from 'vitest';
import { FRIES, LATTE } from '../test/pos-fixtures';
import { findOnMenu, itemTax, unitPriceMinor } from './menu-line';

describe("a cart line on today's menu", () => {
  it("finds the variant and addons on the item, in the line's order", () => {
    expect(findOnMenu(LATTE, 'v-large', ['a-shot', 'a-oat'])).toEqual({
      item: LATTE,
      variant: LATTE.variants[1],
      addons: [LATTE.addons[1], LATTE.addons[0]],
    });
    expect(findOnMenu(FRIES, null, [])).toEqual({ item: FRIES, variant: null, addons: [] });
  });

  it('answers null when the item, the variant or an addon is gone', () => {
    expect(findOnMenu(undefined, null, [])).toBeNull();
    expect(findOnMenu(LATTE, 'v-gone', [])).toBeNull();
    expect(findOnMenu(LATTE, null, ['a-oat', 'a-gone'])).toBeNull();
    expect(findOnMenu(FRIES, 'v-small', [])).toBeNull();
  });

  it('prices a unit in minor units: the variant replaces the price, addons add', () => {
    const choice = findOnMenu(LATTE, 'v-large', ['a-oat']);
    expect(choice && unitPriceMinor(choice, 'USD')).toBe(560);
    expect(unitPriceMinor({ item: LATTE, variant: null, addons: [] }, 'KWD')).toBe(4000);
  });

  it('taxes only exclusive and inclusive items', () => {
    expect(itemTax(LATTE)).toEqual({ rateMilli: 5000, type: 'inclusive' });
    expect(itemTax({ tax_rate: null, tax_type: 'exclusive' })).toEqual({ rateMilli: 0, type: 'exclusive' });
    expect(itemTax({ tax_rate: 5, tax_type: null })).toBeNull();
  });
});
