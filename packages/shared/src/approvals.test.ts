import { describe, expect, it } from 'vitest';
import { isManager, ZApprovalSchema, ZSetPinSchema } from './approvals.ts';
import { hasKitchenStarted } from './kitchen.ts';
import { APPROVAL_MSG } from './messages.ts';
import { ZCancelOrdersSchema, ZOrderItemStatusSchema } from './pos.schemas.ts';

describe('the approval rule', () => {
  it('counts the admin and MANAGER holders as managers, nobody else', () => {
    expect(isManager({ role: 'admin', scope: [] })).toBe(true);
    expect(isManager({ role: 'staff', scope: ['POS', 'MANAGER'] })).toBe(true);
    expect(isManager({ role: 'staff', scope: ['POS', 'ORDERS', 'SETTINGS'] })).toBe(false);
    expect(isManager({ role: 'superadmin', scope: [] })).toBe(false);
  });

  it('calls an item started from preparing on, until it is cancelled', () => {
    expect(hasKitchenStarted('created')).toBe(false);
    expect(hasKitchenStarted('preparing')).toBe(true);
    expect(hasKitchenStarted('completed')).toBe(true);
    expect(hasKitchenStarted('delivered')).toBe(true);
    expect(hasKitchenStarted('cancelled')).toBe(false);
  });

  it('reads an approval as a lower-cased username and a PIN of 4 to 6 digits', () => {
    expect(ZApprovalSchema.parse({ username: ' Mia@Example.com ', pin: '0042' })).toEqual({
      username: 'mia@example.com',
      pin: '0042',
    });
    for (const pin of ['123', '1234567', '12 34', '١٢٣٤', 1234]) {
      expect(ZApprovalSchema.safeParse({ username: 'mia@example.com', pin }).error?.issues[0]?.message).toBe(
        APPROVAL_MSG.providePin,
      );
    }
    expect(ZSetPinSchema.safeParse({ password: 'x', pin: '99999' }).success).toBe(true);
  });

  it('lets the void calls carry a reason and an approval, both optional, a blank reason as none', () => {
    expect(ZOrderItemStatusSchema.parse({ status: 'cancelled', reason: '  ' })).toEqual({
      status: 'cancelled',
      reason: null,
    });
    expect(
      ZCancelOrdersSchema.parse({
        orderIds: ['a'],
        reason: ' Burnt ',
        approval: { username: 'm@x.io', pin: '1234' },
      }),
    ).toEqual({ orderIds: ['a'], reason: 'Burnt', approval: { username: 'm@x.io', pin: '1234' } });
  });
});
