import {
  dateFilterRange,
  fromMinor,
  fromStockMilli,
  INVENTORY_MSG,
  isValidMoneyInput,
  LOG_FILTER_TYPES,
  MSG,
  STOCK_ITEMS_CSV_HEADER,
  STOCK_MOVEMENTS_COUNT_LIMIT,
  STOCK_MOVEMENTS_CSV_HEADER,
  STOCK_MOVEMENTS_CSV_LIMIT,
  STOCK_MOVEMENTS_PAGE_SIZE,
  stockItemCsvRow,
  stockMovementCsvRow,
  type TDateFilterQuery,
  type TInventoryDashboardResponse,
  type TInventoryListQuery,
  type TInventoryListResponse,
  type TInventoryLogsQuery,
  type TStockCountInput,
  type TStockItemAdd,
  type TStockItemDetailResponse,
  type TStockItemResponse,
  type TStockItemUpdate,
  type TStockMovementInput,
  type TStockMovementResponse,
  type TStockStatus,
  toCsv,
  toMinor,
  toStockMilli,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { asFlag } from '../../lib/flags.ts';
import { newId } from '../../lib/ids.ts';
import { findPageCursor, type TListPage, toListPage } from '../../lib/list-page.ts';
import { nowIso } from '../../lib/time.ts';
import { presentStockItem, presentStockMovement } from '../../presenters/inventory.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import { findStoreCurrency } from '../settings/store-setting.repo.ts';
import { getStoreSettings } from '../settings/store-setting.service.ts';
import { announceStockChange } from '../stock/sold-out.ts';
import * as repo from './inventory.repo.ts';

/** Who records a change: the signed-in user, whose id and name each movement keeps. */
export type TStockActor = { tenantId: string; userId: string; name: string };

/** The store's item (not deleted), else 404: another store's id is as unknown as a missing one. */
async function requireStockItem(db: TDb, tenantId: string, key: { id: string; lock?: boolean }) {
  const item = await repo.findStockItem(db, tenantId, key);
  if (!item) throw new AppError('NOT_FOUND', MSG.notFound);
  return item;
}

/** A cost per unit as sent (major units) to minor units of the store's currency; null stays unknown. */
function costToMinor(cost: number | null, currency: string): number | null {
  if (cost === null) return null;
  if (!isValidMoneyInput(cost, currency)) throw new AppError('VALIDATION', INVENTORY_MSG.provideValidCost);
  return toMinor(cost, currency);
}

function movementRow(
  actor: TStockActor,
  movement: { itemId: string; type: Row<'stock_movements'>['type']; milli: number; note: string; at: string },
) {
  return {
    id: newId(),
    tenant_id: actor.tenantId,
    stock_item_id: movement.itemId,
    type: movement.type,
    quantity: movement.milli,
    note: movement.note,
    created_by: actor.userId,
    created_by_name: actor.name,
    created_at: movement.at,
  };
}

/**
 * After a committed change to what is on hand (or to which items count): the stock part recomputes the sold-out
 * set and tells the store's POS screens when it changed. Awaited so the answer leaves with the set up to date; it
 * never rejects (a failure is logged by the stock part).
 */
async function stockChanged(ctx: TAppContext, tenantId: string): Promise<void> {
  await announceStockChange(ctx, tenantId);
}

/** A new item; an opening quantity is written as its first movement (IN), so on hand stays the sum of them. */
export async function addStockItem(
  ctx: TAppContext,
  actor: TStockActor,
  input: TStockItemAdd,
): Promise<string> {
  const id = newId();
  const at = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const currency = await findStoreCurrency(trx, actor.tenantId, { lock: true });
    await repo.insertStockItem(trx, {
      id,
      tenant_id: actor.tenantId,
      title: input.title,
      unit: input.unit,
      min_quantity: toStockMilli(input.min_quantity_threshold),
      cost_per_unit: costToMinor(input.costPerUnit ?? null, currency),
      is_active: input.isActive === undefined ? 1 : asFlag(Boolean(input.isActive)),
      created_at: at,
      updated_at: at,
    });
    const milli = toStockMilli(input.quantity);
    if (milli > 0) {
      await repo.insertStockMovement(
        trx,
        movementRow(actor, { itemId: id, type: 'IN', milli, note: '', at }),
      );
    }
  });
  if (input.quantity > 0) await stockChanged(ctx, actor.tenantId);
  return id;
}

function countStatuses(items: readonly TStockItemResponse[]): Record<TStockStatus, number> {
  const counts = { in: 0, low: 0, out: 0 };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

/** The store's items (of one status when asked), by title, with how many items each status holds. */
export async function listInventory(
  ctx: TAppContext,
  tenantId: string,
  query: TInventoryListQuery,
): Promise<TInventoryListResponse> {
  const [store, rows] = await Promise.all([
    getStoreSettings(ctx, tenantId),
    repo.listStockItems(ctx.db, tenantId),
  ]);
  const items = rows.map((row) => presentStockItem(row, store.currency));
  return {
    items: query.status ? items.filter((item) => item.status === query.status) : items,
    statusCounts: countStatuses(items),
    currency: store.currency,
    timeZone: store.time_zone,
  };
}

/** Every item of the store as a CSV document (the stock list's columns). */
export async function stockItemsCsv(ctx: TAppContext, tenantId: string): Promise<string> {
  const { items } = await listInventory(ctx, tenantId, {});
  return toCsv(STOCK_ITEMS_CSV_HEADER, items.map(stockItemCsvRow));
}

/** One item (a deleted one too, for its history) and a page of its movements, newest first. */
export async function getStockItemDetail(
  ctx: TAppContext,
  tenantId: string,
  { id, after }: { id: string; after: string | undefined },
): Promise<{ detail: TStockItemDetailResponse; page: TListPage }> {
  const row = await repo.findStockItemEvenDeleted(ctx.db, tenantId, id);
  if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
  const filter = { itemId: id };
  const [currency, cursor] = await Promise.all([
    findStoreCurrency(ctx.db, tenantId),
    findPageCursor(ctx.db, tenantId, { table: 'stock_movements', after }),
  ]);
  const rows = await repo.listMovementPage(ctx.db, tenantId, {
    filter,
    page: { after: cursor, limit: STOCK_MOVEMENTS_PAGE_SIZE + 1 },
  });
  const { shown, page } = await toListPage(rows, {
    size: STOCK_MOVEMENTS_PAGE_SIZE,
    isFirstPage: !cursor,
    count: () => repo.countMovements(ctx.db, tenantId, { filter, upTo: STOCK_MOVEMENTS_COUNT_LIMIT }),
  });
  const item = { ...presentStockItem(row, currency), isDeleted: asFlag(row.deleted_at !== null) };
  return { detail: { item, movements: shown.map(presentStockMovement) }, page };
}

/** Title, unit and low-stock level; the cost and whether it is active when sent. Never what is on hand. */
export async function updateStockItem(
  ctx: TAppContext,
  tenantId: string,
  { id, input }: { id: string; input: TStockItemUpdate },
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const item = await requireStockItem(trx, tenantId, { id, lock: true });
    const currency = await findStoreCurrency(trx, tenantId, { lock: true });
    await repo.updateStockItem(trx, tenantId, {
      id: item.id,
      changes: {
        title: input.title,
        unit: input.unit,
        min_quantity: toStockMilli(input.min_quantity_threshold),
        ...(input.costPerUnit !== undefined
          ? { cost_per_unit: costToMinor(input.costPerUnit, currency) }
          : {}),
        ...(input.isActive !== undefined ? { is_active: asFlag(Boolean(input.isActive)) } : {}),
        updated_at: nowIso(),
      },
    });
  });
}

/** Soft-deletes the item and removes it from every recipe (a catalog change the POS screens refetch). */
export async function deleteStockItem(ctx: TAppContext, tenantId: string, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await requireStockItem(trx, tenantId, { id, lock: true });
    await repo.deleteStockItem(trx, tenantId, { id, at: nowIso() });
  });
  announceMenuUpdate(ctx.realtime, tenantId);
  await stockChanged(ctx, tenantId);
}

/**
 * A purchase (IN), usage (OUT) or wastage by hand. OUT and WASTAGE never take the item below zero: checked
 * against the row locked in the same transaction, so two at once cannot both pass.
 */
export async function addStockMovement(
  ctx: TAppContext,
  actor: TStockActor,
  { id, input }: { id: string; input: TStockMovementInput },
): Promise<void> {
  const milli = toStockMilli(input.quantity);
  await ctx.db.transaction().execute(async (trx) => {
    const item = await requireStockItem(trx, actor.tenantId, { id, lock: true });
    const onHand = Number(item.on_hand);
    if (input.movementType !== 'IN' && milli > onHand) {
      throw new AppError('VALIDATION', INVENTORY_MSG.notEnoughStock, {
        values: { item: item.title, available: fromStockMilli(Math.max(onHand, 0)), unit: item.unit },
      });
    }
    const signed = input.movementType === 'IN' ? milli : -milli;
    await repo.insertStockMovement(
      trx,
      movementRow(actor, {
        itemId: item.id,
        type: input.movementType,
        milli: signed,
        note: input.note,
        at: nowIso(),
      }),
    );
  });
  await stockChanged(ctx, actor.tenantId);
}

/** A count: what was counted becomes on hand, through an ADJUSTMENT movement of the difference (0 is kept too). */
export async function countStock(
  ctx: TAppContext,
  actor: TStockActor,
  { id, input }: { id: string; input: TStockCountInput },
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const item = await requireStockItem(trx, actor.tenantId, { id, lock: true });
    const difference = toStockMilli(input.quantity) - Number(item.on_hand);
    await repo.insertStockMovement(
      trx,
      movementRow(actor, {
        itemId: item.id,
        type: 'ADJUSTMENT',
        milli: difference,
        note: input.note,
        at: nowIso(),
      }),
    );
  });
  await stockChanged(ctx, actor.tenantId);
}

async function rangeOf(ctx: TAppContext, tenantId: string, query: TDateFilterQuery) {
  const store = await getStoreSettings(ctx, tenantId);
  const range = dateFilterRange(query, store.time_zone);
  return { from: range.from.toISOString(), to: range.to.toISOString() };
}

async function logsFilter(ctx: TAppContext, tenantId: string, query: TInventoryLogsQuery) {
  return {
    range: await rangeOf(ctx, tenantId, query),
    type: query.movementType === 'all' ? undefined : LOG_FILTER_TYPES[query.movementType],
    itemId: query.itemId,
  } satisfies repo.TMovementFilter;
}

/** The movements of a date filter (and a type, an item), newest first, a page at a time. */
export async function listStockLogs(
  ctx: TAppContext,
  tenantId: string,
  query: TInventoryLogsQuery,
): Promise<{ movements: TStockMovementResponse[]; page: TListPage }> {
  const filter = await logsFilter(ctx, tenantId, query);
  const after = await findPageCursor(ctx.db, tenantId, { table: 'stock_movements', after: query.after });
  const rows = await repo.listMovementPage(ctx.db, tenantId, {
    filter,
    page: { after, limit: STOCK_MOVEMENTS_PAGE_SIZE + 1 },
  });
  const { shown, page } = await toListPage(rows, {
    size: STOCK_MOVEMENTS_PAGE_SIZE,
    isFirstPage: !after,
    count: () => repo.countMovements(ctx.db, tenantId, { filter, upTo: STOCK_MOVEMENTS_COUNT_LIMIT }),
  });
  return { movements: shown.map(presentStockMovement), page };
}

/** The same filter as a CSV document, newest first, at most STOCK_MOVEMENTS_CSV_LIMIT movements. */
export async function stockLogsCsv(
  ctx: TAppContext,
  tenantId: string,
  query: TInventoryLogsQuery,
): Promise<string> {
  const filter = await logsFilter(ctx, tenantId, query);
  const rows = await repo.listMovementPage(ctx.db, tenantId, {
    filter,
    page: { limit: STOCK_MOVEMENTS_CSV_LIMIT },
  });
  return toCsv(STOCK_MOVEMENTS_CSV_HEADER, rows.map(presentStockMovement).map(stockMovementCsvRow));
}

/**
 * The dashboard: per item what came in, went out and was wasted over the range against what is on hand now,
 * the items running low, and what is on hand is worth at its cost.
 */
export async function getInventoryDashboard(
  ctx: TAppContext,
  tenantId: string,
  query: TDateFilterQuery,
): Promise<TInventoryDashboardResponse> {
  const store = await getStoreSettings(ctx, tenantId);
  const { currency } = store;
  const range = dateFilterRange(query, store.time_zone);
  const [rows, sums] = await Promise.all([
    repo.listStockItems(ctx.db, tenantId),
    repo.sumMovementsByItem(ctx.db, tenantId, { from: range.from.toISOString(), to: range.to.toISOString() }),
  ]);
  const byItem = new Map<string, Record<string, number>>();
  for (const sum of sums) {
    const totals = byItem.get(sum.stock_item_id) ?? {};
    totals[sum.type] = sum.total;
    byItem.set(sum.stock_item_id, totals);
  }
  const items = rows.map((row) => presentStockItem(row, currency));
  const usage = rows.map((row, index) => {
    const totals = byItem.get(row.id) ?? {};
    return {
      itemId: row.id,
      title: row.title,
      unit: row.unit,
      totalIn: fromStockMilli(totals.IN ?? 0),
      totalOut: fromStockMilli(-(totals.OUT ?? 0)),
      totalWastage: fromStockMilli(-(totals.WASTAGE ?? 0)),
      totalAdjustment: fromStockMilli(totals.ADJUSTMENT ?? 0),
      currentStock: fromStockMilli(row.on_hand),
      status: items[index]?.status ?? 'out',
    };
  });
  let valueMinor = 0;
  let itemsWithoutCost = 0;
  for (const row of rows) {
    if (row.cost_per_unit === null) {
      if (row.is_active === 1) itemsWithoutCost += 1;
      continue;
    }
    valueMinor += Math.round((Math.max(Number(row.on_hand), 0) * row.cost_per_unit) / 1000);
  }
  const sumOf = (type: string) =>
    sums.filter((sum) => sum.type === type).reduce((all, sum) => all + sum.total, 0);
  return {
    items: usage,
    totals: {
      totalIn: fromStockMilli(sumOf('IN')),
      totalOut: fromStockMilli(-sumOf('OUT')),
      totalWastage: fromStockMilli(-sumOf('WASTAGE')),
    },
    statusCounts: countStatuses(items),
    lowStock: items
      .filter((item) => item.status !== 'in')
      .sort((a, b) => a.quantity - b.quantity || a.title.localeCompare(b.title)),
    valueOnHand: fromMinor(valueMinor, currency),
    itemsWithoutCost,
    currency,
    timeZone: store.time_zone,
  };
}
