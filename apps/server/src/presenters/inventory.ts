import {
  fromMinor,
  fromStockMilli,
  stockStatusOf,
  type TRecipeItemResponse,
  type TStockItemResponse,
  type TStockMovementResponse,
  type TStockMovementType,
} from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { flagOf } from '../lib/flags.ts';

/** A stock item row (thousandths of its unit, cost in minor units) as the inventory screens read it. */
export function presentStockItem(row: Row<'stock_items'>, currency: string): TStockItemResponse {
  return {
    id: row.id,
    title: row.title,
    unit: row.unit,
    quantity: fromStockMilli(row.on_hand),
    min_quantity_threshold: fromStockMilli(row.min_quantity),
    status: stockStatusOf(Number(row.on_hand), Number(row.min_quantity)),
    costPerUnit: row.cost_per_unit === null ? null : fromMinor(row.cost_per_unit, currency),
    isActive: flagOf(row.is_active),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A movement row joined with its item's title and unit. */
export type TStockMovementSource = {
  id: string;
  stock_item_id: string;
  type: TStockMovementType;
  quantity: number;
  note: string;
  order_id: string | null;
  /** the token of the movement's order (null for one made by hand) */
  token_no: number | null;
  created_by: string | null;
  created_by_name: string;
  created_at: string;
  title: string;
  unit: string;
};

export function presentStockMovement(row: TStockMovementSource): TStockMovementResponse {
  return {
    id: row.id,
    itemId: row.stock_item_id,
    title: row.title,
    unit: row.unit,
    movementType: row.type,
    quantity: fromStockMilli(row.quantity),
    note: row.note,
    orderId: row.order_id,
    tokenNo: row.token_no === null ? null : Number(row.token_no),
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    createdAt: row.created_at,
  };
}

/** A recipe line joined with its stock item's title and unit. */
export type TRecipeItemSource = {
  id: string;
  menu_item_id: string;
  variant_id: string | null;
  addon_id: string | null;
  stock_item_id: string;
  quantity: number;
  title: string;
  unit: string;
};

export function presentRecipeItem(row: TRecipeItemSource): TRecipeItemResponse {
  return {
    id: row.id,
    menuItemId: row.menu_item_id,
    variantId: row.variant_id,
    addonId: row.addon_id,
    ingredientId: row.stock_item_id,
    ingredientTitle: row.title,
    unit: row.unit,
    quantity: fromStockMilli(row.quantity),
  };
}
