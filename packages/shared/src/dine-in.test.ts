import { describe, expect, it } from 'vitest';
import { isTableMissing } from './dine-in.ts';

describe('isTableMissing', () => {
  it('asks for a table only for Dine-In without one in a store that has tables', () => {
    expect(isTableMissing({ deliveryType: 'dinein', tableId: null }, true)).toBe(true);
    expect(isTableMissing({ deliveryType: 'dinein', tableId: undefined }, true)).toBe(true);
    expect(isTableMissing({ deliveryType: 'dinein', tableId: 't1' }, true)).toBe(false);
    expect(isTableMissing({ deliveryType: 'dinein', tableId: null }, false)).toBe(false);
    for (const deliveryType of ['takeaway', 'delivery', null] as const) {
      expect(isTableMissing({ deliveryType, tableId: null }, true)).toBe(false);
    }
  });
});
