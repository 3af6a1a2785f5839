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
