import { afterEach, describe, expect, it } from 'vitest';
import { formatQuantity, formatSignedQuantity, movementNote } from './stock-format';

afterEach(() => {
  document.documentElement.dir = '';
});

describe('a stock quantity as the screens write it', () => {
  it('keeps up to three decimals and the store’s own unit', () => {
    expect(formatQuantity(2.5, 'kg')).toBe('2.5 kg');
    expect(formatQuantity(0.1235, 'l')).toBe('0.124 l');
    expect(formatSignedQuantity(0.5, 'kg')).toBe('+0.5 kg');
  });

  it('is isolated right to left, so "0.8 kg" does not read "kg 0.8"', () => {
    document.documentElement.dir = 'rtl';
    expect(formatQuantity(0.8, 'kg')).toBe('\u20680.8 kg\u2069');
  });
});

describe("a movement's note", () => {
  it('is what was typed, else its order’s token in the screen’s words, else a dash', () => {
    expect(movementNote({ note: 'Delivery from Acme', tokenNo: null })).toBe('Delivery from Acme');
    expect(movementNote({ note: '', tokenNo: 12 })).toBe('Token 12');
    expect(movementNote({ note: '', tokenNo: null })).toBe('—');
  });
});
