import { describe, expect, it } from 'vitest';
import { kitchenMoveFrom, nextKitchenStatus } from './kitchen.ts';
import { KITCHEN_STATUSES, ORDER_ITEM_STATUSES } from './pos.schemas.ts';

describe('the kitchen moves forward only', () => {
  it('has one next step for created and preparing, none for the rest', () => {
    expect(ORDER_ITEM_STATUSES.map((s) => nextKitchenStatus(s))).toEqual([
      'preparing',
      'completed',
      null,
      null,
      null,
    ]);
  });

  it('reaches every kitchen status from exactly the state before it', () => {
    expect(KITCHEN_STATUSES.map((to) => kitchenMoveFrom(to))).toEqual(['created', 'preparing']);
  });
});
