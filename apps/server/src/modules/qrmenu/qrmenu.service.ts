import {
  QR_GUEST_NAME,
  QR_MSG,
  type TMessageResponse,
  type TPlaceQrOrder,
  type TQrMenuResponse,
  type TQrSoldOutResponse,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isTenantLive } from '../../lib/tenant-access.ts';
import { nowIso } from '../../lib/time.ts';
import { presentPublicMenu } from '../../presenters/public-menu.ts';
import { findOrCreateCustomer } from '../customers/customers.service.ts';
import { listMenuItems } from '../menu/menu-items.service.ts';
import { priceCartFromMenu } from '../orders/placement/cart-pricing.ts';
import { runIdempotent } from '../orders/placement/idempotency.ts';
import { listCategories } from '../settings/categories.service.ts';
import { listSoldOutItemIds, refuseSoldOut } from '../stock/sold-out.ts';
import * as repo from './qrmenu.repo.ts';

/** Codes are 22-character random tokens; anything much longer is not worth a query. */
const QR_CODE_MAX_LENGTH = 100;
const TABLE_ID_MAX_LENGTH = 64;

/**
 * The store of a QR link whose guest pages are open (its menu, a receipt's feedback page): an unknown code is a
 * broken link; a store that switched its QR menu off, or whose subscription is inactive, shows `closedMessage`
 * ("Menu Not Available!" for the menu). Both answer 404.
 */
export async function findOpenStore(
  ctx: TAppContext,
  qrCode: string,
  closedMessage: string = QR_MSG.menuNotAvailable,
): Promise<repo.TQrStore> {
  const store =
    qrCode.length <= QR_CODE_MAX_LENGTH ? await repo.findStoreByQrCode(ctx.db, qrCode) : undefined;
  if (!store) throw new AppError('NOT_FOUND', QR_MSG.brokenLink);
  const isLive = isTenantLive({ isActive: store.tenant_active, accessUntil: store.tenant_access_until });
  if (store.is_qr_menu_enabled !== 1 || !isLive) {
    throw new AppError('NOT_FOUND', closedMessage);
  }
  return store;
}

/** GET /qrmenu/{qrcode}: the open store's menu, with the table of the QR link when it still exists. */
export async function getQrMenu(
  ctx: TAppContext,
  qrCode: string,
  tableId: string | undefined,
): Promise<TQrMenuResponse> {
  const store = await findOpenStore(ctx, qrCode);
  const tenantId = store.tenant_id;
  const [menuItems, categories, table, soldOutItemIds] = await Promise.all([
    listMenuItems(ctx, tenantId, { onMenuOnly: true }),
    listCategories(ctx, tenantId, { onMenuOnly: true }),
    tableId && tableId.length <= TABLE_ID_MAX_LENGTH
      ? repo.findTableByPublicId(ctx.db, tenantId, tableId)
      : undefined,
    listSoldOutItemIds(ctx.db, tenantId),
  ]);
  return presentPublicMenu({ store, categories, menuItems, table, soldOutItemIds });
}

/** GET /qrmenu/{qrcode}/sold-out (issue 27): the open menu asks again, so a sold-out item shows live. */
export async function getQrSoldOut(ctx: TAppContext, qrCode: string): Promise<TQrSoldOutResponse> {
  const store = await findOpenStore(ctx, qrCode);
  return { soldOutItemIds: await listSoldOutItemIds(ctx.db, store.tenant_id) };
}

async function resolveTable(trx: TDb, tenantId: string, publicId: string | null) {
  if (!publicId) return null;
  const table = await repo.findTableByPublicId(trx, tenantId, publicId);
  if (!table) throw new AppError('VALIDATION', QR_MSG.tableNotFound);
  return table;
}

/**
 * POST /qrmenu/{qrcode}/place-order: priced from the store's menu (client prices are never read), the
 * customer found or created by phone, the QR order and its lines written in one transaction, idempotent by
 * key, and announced to the store's screens after commit.
 */
export async function placeQrOrder(
  ctx: TAppContext,
  {
    qrCode,
    input,
    idempotencyKey,
    path,
  }: {
    qrCode: string;
    input: TPlaceQrOrder;
    /** the request's Idempotency-Key, and the call's path its stored answer is checked against */
    idempotencyKey: string | undefined;
    path: string;
  },
): Promise<TMessageResponse> {
  const store = await findOpenStore(ctx, qrCode);
  if (store.is_qr_order_enabled !== 1) throw new AppError('FORBIDDEN', QR_MSG.orderingNotAvailable);
  const tenantId = store.tenant_id;
  const answer = await runIdempotent(
    ctx,
    { tenantId, key: idempotencyKey, payload: { path, input } },
    async (trx) => {
      const priced = priceCartFromMenu(await ctx.orders.catalogs.get(trx, tenantId), input.cartItems);
      await refuseSoldOut(trx, tenantId, priced.lines);
      const table = await resolveTable(trx, tenantId, input.tableId);
      const customer = input.customer ? await findOrCreateCustomer(trx, tenantId, input.customer) : null;
      const now = nowIso();
      await repo.insertQrOrder(
        trx,
        {
          id: newId(),
          tenant_id: tenantId,
          table_id: table?.id ?? null,
          delivery_type: input.deliveryType,
          customer_type: input.customerType,
          customer_id: customer?.id ?? null,
          // the name the diner gave for this order; the customer record keeps the store's own
          customer_name: input.customer?.name ?? QR_GUEST_NAME,
          customer_phone: customer?.phone ?? null,
          status: 'created',
          created_at: now,
          updated_at: now,
        },
        priced.lines,
      );
      return { message: QR_MSG.orderPlaced };
    },
  );
  if (!answer.replayed) ctx.realtime.emitToTenant(tenantId, 'new_qrorder', {});
  return answer.body;
}
