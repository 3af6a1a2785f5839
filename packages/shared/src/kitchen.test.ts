import { describe, expect, it } from 'vitest';
import { kitchenMoveFrom, nextKitchenStatus, ticketAgeLevel } from './kitchen.ts';
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

describe("a ticket's age against its target prep time", () => {
  it('is on time before three quarters of the target, due soon from there, late from the target on', () => {
    expect([0, 5, 8, 9, 11, 12, 13, 60].map((minutes) => ticketAgeLevel(minutes, 12))).toEqual([
      'on-time',
      'on-time',
      'on-time',
      'due-soon',
      'due-soon',
      'late',
      'late',
      'late',
    ]);
  });

  it('never turns late without a target', () => {
    expect(ticketAgeLevel(500, 0)).toBe('on-time');
    expect(ticketAgeLevel(500, -3)).toBe('on-time');
  });

  it('reads a short target in whole minutes: 1 minute is late at 1, never due soon before', () => {
    expect([0, 1].map((minutes) => ticketAgeLevel(minutes, 1))).toEqual(['on-time', 'late']);
  });
});
