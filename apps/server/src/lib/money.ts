import { isValidMoneyInput, toMinor } from '@opentab/shared';
import { AppError } from './errors.ts';

/**
 * A payload amount (major units, shape already checked by zod) to integer minor units of the store's
 * currency. More decimals than the currency has (1.5 yen, 1.234 dollars) is refused with the field's message.
 */
export function toStoredMoney(major: number, currency: string, message: string): number {
  if (!isValidMoneyInput(major, currency)) throw new AppError('VALIDATION', message);
  return toMinor(major, currency);
}
