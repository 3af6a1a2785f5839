import {
  MSG,
  NOTES_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  QR_CART_MAX_LINES,
  QR_GUEST_NAME,
  QR_MSG,
  QR_NAME_MAX_LENGTH,
  QR_QUANTITY_MAX,
  STOCK_MSG,
  ZQrCustomerSchema,
} from '@opentab/shared';
import { describe, expect, it } from 'vitest';
import * as rules from './rules';

describe('QR rules mirror the shared ones', () => {
  it('has the same limits and texts', () => {
    expect(rules.NOTES_MAX_LENGTH).toBe(NOTES_MAX_LENGTH);
    expect(rules.QR_QUANTITY_MAX).toBe(QR_QUANTITY_MAX);
    expect(rules.QR_CART_MAX_LINES).toBe(QR_CART_MAX_LINES);
    expect(rules.QR_NAME_MAX_LENGTH).toBe(QR_NAME_MAX_LENGTH);
    expect(rules.QR_GUEST_NAME).toBe(QR_GUEST_NAME);
    expect(rules.PHONE_MAX_LENGTH).toBe(PHONE_MAX_LENGTH);
    expect(rules.PHONE_PATTERN.source).toBe(PHONE_PATTERN.source);
    expect(rules.PHONE_PATTERN.flags).toBe(PHONE_PATTERN.flags);
    expect(rules.QR_TEXT.pleaseWait).toBe(MSG.pleaseWait);
    expect(rules.QR_TEXT.somethingWrong).toBe(MSG.somethingWrong);
    expect(rules.QR_TEXT.soldOut).toBe(STOCK_MSG.soldOut);
    for (const key of [
      'brokenLink',
      'menuNotAvailable',
      'orderingNotAvailable',
      'nameRequired',
      'nameTooLong',
      'invalidPhone',
      'tooManyLines',
    ] as const) {
      expect(rules.QR_TEXT[key]).toBe(QR_MSG[key]);
    }
  });

  it.each([
    { name: '', phone: '' },
    { name: '  ', phone: '+1 555 0100' },
    { name: 'Ana', phone: '' },
    { name: 'Ana', phone: 'call me' },
    { name: 'Ana', phone: '1'.repeat(21) },
    { name: 'A'.repeat(101), phone: '555' },
    { name: 'Ana', phone: '+1 (555) 0100' },
  ])('validates $name / $phone as the server does', (customer) => {
    const server = ZQrCustomerSchema.safeParse(customer);
    const serverErrors = Object.fromEntries(
      (server.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(rules.validateCustomer(customer)).toEqual(serverErrors);
  });
});
