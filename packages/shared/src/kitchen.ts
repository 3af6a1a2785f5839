import type { TKitchenStatus, TOrderItemStatus } from './pos.schemas.ts';

/** What the kitchen still has to make: items not started yet and items on the stove. */
export const KITCHEN_ITEM_STATUSES = ['created', 'preparing'] as const satisfies readonly TOrderItemStatus[];

/** How long an order whose last line to make was voided stays on the Kitchen screen, its void shown. */
export const KITCHEN_VOID_SHOWN_MINUTES = 10;

/**
 * Whether the kitchen has started an item (preparing, or made and beyond): voiding it then wastes food, so it
 * takes a reason and a manager's approval (issue 23). A cancelled item is no longer started.
 */
export function hasKitchenStarted(status: TOrderItemStatus): boolean {
  return status !== 'created' && status !== 'cancelled';
}

/**
 * The kitchen only moves an item forward, one step at a time: created → preparing (Start Making) →
 * completed (Complete). The Kitchen screen shows the next step's button; the server accepts only that step.
 */
const KITCHEN_NEXT: Partial<Record<TOrderItemStatus, TKitchenStatus>> = {
  created: 'preparing',
  preparing: 'completed',
};

/** The kitchen's next step for an item, or null when the kitchen is done with it. */
export function nextKitchenStatus(status: TOrderItemStatus): TKitchenStatus | null {
  return KITCHEN_NEXT[status] ?? null;
}

/** The one state the kitchen may move an item to `to` from. */
export function kitchenMoveFrom(to: TKitchenStatus): TOrderItemStatus {
  const from = (Object.keys(KITCHEN_NEXT) as TOrderItemStatus[]).find((s) => KITCHEN_NEXT[s] === to);
  if (!from) throw new Error(`no kitchen move leads to ${to}`);
  return from;
}

/** How a ticket's age reads against its target prep time: on time, due soon, late (issue 26). */
export type TTicketAgeLevel = 'on-time' | 'due-soon' | 'late';

/** A ticket is "due soon" from this share of its target on: the cook still has time to catch up. */
const DUE_SOON_SHARE = 0.75;

/**
 * The colour rule of the kitchen's age timers: late once the ticket has waited its target minutes, due soon
 * from three quarters of it. A target of 0 or less (none set) never turns a ticket late.
 */
export function ticketAgeLevel(minutes: number, targetMinutes: number): TTicketAgeLevel {
  if (!(targetMinutes > 0)) return 'on-time';
  if (minutes >= targetMinutes) return 'late';
  if (minutes >= targetMinutes * DUE_SOON_SHARE) return 'due-soon';
  return 'on-time';
}

/** A ticket's target prep time when none of its items' categories sets one (issue 26), in minutes. */
export const KITCHEN_DEFAULT_PREP_MINUTES = 15;

/** The longest target prep time a category may set, in minutes (4 hours: a slow roast). */
export const PREP_MINUTES_MAX = 240;
