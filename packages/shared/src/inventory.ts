import type { TStockItemResponse, TStockMovementResponse } from './inventory.responses.ts';
import type { TLogMovementFilter, TStockMovementType, TStockStatus } from './inventory.schemas.ts';

/** Issue 27: the rules of the inventory both ends read. */

/** An item is out at 0 or below, low at or under its low-stock level, in otherwise (thousandths, exact). */
export function stockStatusOf(onHandMilli: number, minQuantityMilli: number): TStockStatus {
  if (onHandMilli <= 0) return 'out';
  if (onHandMilli <= minQuantityMilli) return 'low';
  return 'in';
}

/** The stored movement type a log filter keeps. */
export const LOG_FILTER_TYPES: Record<Exclude<TLogMovementFilter, 'all'>, TStockMovementType> = {
  in: 'IN',
  out: 'OUT',
  wastage: 'WASTAGE',
  adjustment: 'ADJUSTMENT',
};

/** How the screens and the CSVs name each movement type. */
export const STOCK_MOVEMENT_LABELS: Record<TStockMovementType, string> = {
  IN: 'In',
  OUT: 'Out',
  WASTAGE: 'Wastage',
  ADJUSTMENT: 'Count',
};

export const STOCK_STATUS_LABELS: Record<TStockStatus, string> = {
  in: 'In stock',
  low: 'Low stock',
  out: 'Out of stock',
};

/** The stock items CSV's columns, in order, and a row of it. */
export const STOCK_ITEMS_CSV_HEADER = [
  'Title',
  'Unit',
  'Quantity',
  'Low-stock level',
  'Status',
  'Cost per unit',
  'Active',
] as const;

export function stockItemCsvRow(item: TStockItemResponse): (string | number | null)[] {
  return [
    item.title,
    item.unit,
    item.quantity,
    item.min_quantity_threshold,
    STOCK_STATUS_LABELS[item.status],
    item.costPerUnit,
    item.isActive ? 'Yes' : 'No',
  ];
}

/** The movements CSV's columns, in order, and a row of it. */
export const STOCK_MOVEMENTS_CSV_HEADER = [
  'Time',
  'Item',
  'Type',
  'Quantity',
  'Unit',
  'Note',
  'Token',
  'By',
] as const;

export function stockMovementCsvRow(movement: TStockMovementResponse): (string | number | null)[] {
  return [
    movement.createdAt,
    movement.title,
    STOCK_MOVEMENT_LABELS[movement.movementType],
    movement.quantity,
    movement.unit,
    movement.note,
    movement.tokenNo,
    movement.createdByName,
  ];
}

/** A capped list's page (the logs, an item's movements), and how far their count and CSV go. */
export const STOCK_MOVEMENTS_PAGE_SIZE = 200;
export const STOCK_MOVEMENTS_COUNT_LIMIT = 10_000;
export const STOCK_MOVEMENTS_CSV_LIMIT = 10_000;
