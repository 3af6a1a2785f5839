import type { TServiceChargeRule } from '@opentab/shared';
import { lockCatalog } from '../../../db/catalog-lock.ts';
import type { TDb } from '../../../db/database.ts';
import { isOnMenu } from '../../../lib/menu-visibility.ts';
import { findCatalogVersion, listCatalogRows } from './catalog.repo.ts';

type TCatalogItem = {
  id: string;
  title: string;
  price: number;
  taxTitle: string | null;
  taxRateMilli: number | null;
  taxType: 'exclusive' | 'inclusive' | null;
  /** false when the item or its category is hidden: kept for lookups, refused in new orders */
  isOnMenu: boolean;
};
type TCatalogOption = { id: string; itemId: string; title: string; price: number };
export type TCatalogTable = { id: string; title: string; floor: string };
/** An active payment type of the store: what a paid order may pay with. */
export type TCatalogPaymentType = { id: string; title: string; is_cash: number };
/** issue 27: one stock item one unit of an item, variant or addon takes, in thousandths of its unit */
type TRecipeLine = { stockItemId: string; quantity: number };

/** What an order is priced and placed from: the store's money settings, menu, taxes, tables and payment types. */
export type TCatalog = {
  version: number;
  currency: string;
  timeZone: string;
  serviceCharge: TServiceChargeRule;
  /** the largest discount given without a manager, percent × 1000 */
  discountLimitMilli: number;
  /** the store setting: a sale needs the seller's open shift (modules/shifts) */
  shiftsRequired: boolean;
  items: ReadonlyMap<string, TCatalogItem>;
  variants: ReadonlyMap<string, TCatalogOption>;
  addons: ReadonlyMap<string, TCatalogOption>;
  tables: ReadonlyMap<string, TCatalogTable>;
  /**
   * issue 27: the recipes, by the id of what they are for: a menu item's own (its id), a variant's or an addon's
   * (theirs; ids are unique across the three)
   */
  recipes: ReadonlyMap<string, readonly TRecipeLine[]>;
  /** the store setting: a sale short of stock is sold with a warning ('allow') or refused ('refuse') */
  stockShortPolicy: 'allow' | 'refuse';
  /** the active payment types by id, in title order (migration 0036 made them a catalog table) */
  paymentTypes: ReadonlyMap<string, TCatalogPaymentType>;
};

export interface CatalogCache {
  /** The tenant's catalog as of `trx`: cached while tenants.catalog_version is unchanged. */
  get(trx: TDb, tenantId: string): Promise<TCatalog>;
  /**
   * The copy last loaded, without asking the database: for a write that checks the version itself, in the
   * same transaction as the order (PostgreSQL's opentab_place_orders), and calls get() when it moved.
   */
  peek(tenantId: string): TCatalog | undefined;
}

const MAX_CACHED_TENANTS = 1000;

async function loadCatalog(trx: TDb, tenantId: string, version: number): Promise<TCatalog> {
  const { store, serviceCharge, items, variants, addons, tables, recipes, paymentTypes } =
    await listCatalogRows(trx, tenantId);
  const option = (row: (typeof variants)[number]): [string, TCatalogOption] => [
    row.id,
    { id: row.id, itemId: row.item_id, title: row.title, price: row.price },
  ];
  return {
    version,
    currency: store.currency,
    timeZone: store.time_zone,
    serviceCharge,
    discountLimitMilli: store.discount_limit_milli,
    shiftsRequired: store.shifts_required === 1,
    items: new Map(
      items.map((row) => [
        row.id,
        {
          id: row.id,
          title: row.title,
          price: row.price,
          taxTitle: row.tax_title ?? null,
          taxRateMilli: row.rate_milli ?? null,
          taxType: row.tax_type ?? null,
          isOnMenu: isOnMenu(row),
        },
      ]),
    ),
    variants: new Map(variants.map(option)),
    addons: new Map(addons.map(option)),
    tables: new Map(tables.map((row) => [row.id, row])),
    recipes: recipesByOwner(recipes),
    stockShortPolicy: store.stock_short_policy === 'refuse' ? 'refuse' : 'allow',
    paymentTypes: new Map(
      paymentTypes.map((row) => [row.id, { id: row.id, title: row.title, is_cash: row.is_cash }]),
    ),
  };
}

type TRecipeRow = {
  menu_item_id: string;
  variant_id: string | null;
  addon_id: string | null;
  stock_item_id: string;
  quantity: number;
};

function recipesByOwner(rows: readonly TRecipeRow[]): Map<string, TRecipeLine[]> {
  const recipes = new Map<string, TRecipeLine[]>();
  for (const row of rows) {
    const owner = row.variant_id ?? row.addon_id ?? row.menu_item_id;
    const lines = recipes.get(owner) ?? [];
    lines.push({ stockItemId: row.stock_item_id, quantity: Number(row.quantity) });
    recipes.set(owner, lines);
  }
  return recipes;
}

/**
 * One query per order (the tenant's version) instead of five. The version is bumped by database triggers
 * in the same transaction as any catalog change (migration 0002), so a copy is never used after a change
 * committed, whichever process made it. Reading the version inside the order's transaction keeps the
 * price and the order consistent. Order transactions never write catalog tables, so what gets cached is
 * always committed data (a rolled-back change could otherwise leave a copy labelled with a version that a
 * later, different change reuses).
 */
export function createCatalogCache(): CatalogCache {
  const cached = new Map<string, TCatalog>();
  return {
    async get(trx, tenantId) {
      await lockCatalog(trx, tenantId, 'shared');
      const version = await findCatalogVersion(trx, tenantId);
      const hit = cached.get(tenantId);
      if (hit?.version === version) return hit;
      const catalog = await loadCatalog(trx, tenantId, version);
      // Map order is insertion order: re-inserting keeps the most recently loaded last; the oldest goes first.
      cached.delete(tenantId);
      if (cached.size >= MAX_CACHED_TENANTS) cached.delete(cached.keys().next().value as string);
      cached.set(tenantId, catalog);
      return catalog;
    },
    peek: (tenantId) => cached.get(tenantId),
  };
}
