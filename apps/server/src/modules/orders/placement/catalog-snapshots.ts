import { CATALOG_VERSION_WINDOW_MS } from '@opentab/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../../context.ts';
import { lockCatalog } from '../../../db/catalog-lock.ts';
import type { TDb } from '../../../db/database.ts';
import { deleteInBatches } from '../../../lib/batched-delete.ts';
import { startPeriodicTask, type TPeriodicTask } from '../../../lib/periodic-task.ts';
import { isoAfter, MINUTE, nowIso } from '../../../lib/time.ts';
import type { TCatalog } from './catalog.ts';
import * as repo from './catalog-snapshots.repo.ts';

/*
 * Issue 25: the pricing catalog of every menu version a POS was given, so an order it made offline is priced as
 * it was priced on the device. /pos/init stores the snapshot of the version it answers (pinCatalogVersion); an
 * order made offline reads it back (findCatalogSnapshot); the hourly sweep deletes the snapshots no order may
 * name any more. When a version stopped being current is the database's to say (migration 0028's trigger).
 */

const SWEEP_INTERVAL_MS = 60 * MINUTE;
const SWEEP_BATCH_SIZE = 500;

const ZOption = z.object({ id: z.string(), itemId: z.string(), title: z.string(), price: z.number() });

/** The stored form of a TCatalog: its maps as lists. Parsing it checks the shape a release wrote. */
const ZCatalogSnapshot = z.object({
  version: z.number().int(),
  currency: z.string(),
  timeZone: z.string(),
  serviceCharge: z.object({
    rateMilli: z.number(),
    isDineInOnly: z.boolean(),
    tax: z.object({ title: z.string(), rateMilli: z.number() }).nullable(),
  }),
  discountLimitMilli: z.number(),
  shiftsRequired: z.boolean(),
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      price: z.number(),
      taxTitle: z.string().nullable(),
      taxRateMilli: z.number().nullable(),
      taxType: z.enum(['exclusive', 'inclusive']).nullable(),
      isOnMenu: z.boolean(),
    }),
  ),
  variants: z.array(ZOption),
  addons: z.array(ZOption),
  tables: z.array(z.object({ id: z.string(), title: z.string(), floor: z.string() })),
});

function serializeCatalog({ recipes, stockShortPolicy, paymentTypes, ...catalog }: TCatalog): string {
  return JSON.stringify({
    ...catalog,
    items: [...catalog.items.values()],
    variants: [...catalog.variants.values()],
    addons: [...catalog.addons.values()],
    tables: [...catalog.tables.values()],
  });
}

/**
 * A stored snapshot as the catalog it was, or undefined when its text is not one this release reads (one of
 * another shape is treated as unknown: the order is refused rather than priced from a guess).
 */
export function parseCatalogSnapshot(text: string): TCatalog | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = ZCatalogSnapshot.safeParse(json);
  if (!parsed.success) return undefined;
  const { items, variants, addons, tables, ...rest } = parsed.data;
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  return {
    ...rest,
    items: byId(items),
    variants: byId(variants),
    addons: byId(addons),
    tables: byId(tables),
    // a snapshot only prices: what an order takes from stock is the current catalog's recipes, taken now, and
    // what it pays with is checked against the current catalog's payment types
    recipes: new Map(),
    stockShortPolicy: 'allow',
    paymentTypes: new Map(),
  };
}

/**
 * The catalog version `trx` reads, held to its end (catalog-snapshots.repo.ts holdCatalogVersion), with its
 * snapshot stored when the tenant has none of it yet: whatever else the transaction reads is of this version.
 * The catalog lock comes first, as an order and a currency change take it, so a currency change (which takes
 * it before it rewrites prices and so the tenant row) never waits on this transaction while it waits on that.
 */
export async function pinCatalogVersion(ctx: TAppContext, trx: TDb, tenantId: string): Promise<number> {
  await lockCatalog(trx, tenantId, 'shared');
  const version = await repo.holdCatalogVersion(trx, tenantId);
  if (!(await repo.hasCatalogSnapshot(trx, tenantId, version))) {
    const catalog = await ctx.orders.catalogs.get(trx, tenantId);
    await repo.insertCatalogSnapshot(trx, {
      tenant_id: tenantId,
      version: catalog.version,
      snapshot: serializeCatalog(catalog),
      created_at: nowIso(),
    });
  }
  return version;
}

/** A version's snapshot and when it stopped being current (null: it still is), or undefined when none is kept. */
export async function findCatalogSnapshot(
  db: TDb,
  tenantId: string,
  version: number,
): Promise<{ catalog: TCatalog | undefined; supersededAt: string | null } | undefined> {
  const row = await repo.findCatalogSnapshot(db, tenantId, version);
  if (!row) return undefined;
  return { catalog: parseCatalogSnapshot(row.snapshot), supersededAt: row.superseded_at };
}

/** Deletes the snapshots superseded longer than the version window ago, in batches; never a current one. */
export function sweepSupersededSnapshots(
  db: TDb,
  options: { batchSize?: number; shouldStop?: () => boolean } = {},
): Promise<number> {
  return deleteInBatches(
    (limit) =>
      repo.deleteSupersededSnapshots(db, {
        supersededBefore: isoAfter(-CATALOG_VERSION_WINDOW_MS),
        limit,
      }),
    { batchSize: options.batchSize ?? SWEEP_BATCH_SIZE, shouldStop: options.shouldStop },
  );
}

/** Sweeps every `intervalMs` (hourly) without keeping the process alive; stop() waits for a sweep. */
export function startCatalogSnapshotSweeper(
  db: TDb,
  log: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
): TPeriodicTask {
  return startPeriodicTask({
    name: 'catalog snapshot sweep',
    intervalMs,
    log,
    run: async (isStopping) => {
      const deleted = await sweepSupersededSnapshots(db, { shouldStop: isStopping });
      if (deleted > 0) log.debug({ deleted }, 'superseded catalog snapshots deleted');
    },
  });
}
