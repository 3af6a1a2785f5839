import type { TCurrency } from '@opentab/shared';

/** A money input: the currency's decimals, never negative (a typed minus gets the field's message). */
export function moneyInputProps(currency: TCurrency) {
  return {
    decimalScale: currency.exponent,
    min: 0,
    clampBehavior: 'none' as const,
    hideControls: true,
    leftSection: currency.symbol,
    leftSectionWidth: Math.max(36, currency.symbol.length * 10 + 16),
  };
}
