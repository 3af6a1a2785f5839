import { randomInt } from 'node:crypto';
import {
  businessDay,
  DISPLAY_MSG,
  ORDER_READY_SHOWN_MINUTES,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MINUTES,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { isoAfter, MINUTE } from '../../lib/time.ts';
import type { TUserSession } from '../../plugins/auth.ts';
import * as repo from './displays.repo.ts';

/** Who calls: the signed-in device, inside its store. */
type TDeviceSession = Pick<TUserSession, 'tenantId' | 'deviceId'>;

/**
 * The order-status board's tokens (docs/displays.md). An order of today's business day that is not cancelled
 * is "Preparing" while any of its live items is still to make (new or on the stove), and "Ready for pickup"
 * once every live item is made and at least one is not yet handed over (delivered); a ready token leaves the
 * board when its last item is delivered, or ORDER_READY_SHOWN_MINUTES after its last change. Payment plays no
 * part: a counter takes the money first and the guest waits for the token. Tokens only, oldest first.
 */
export async function getOrderStatusBoard(ctx: TAppContext, tenantId: string) {
  const store = await repo.findDisplayStore(ctx.db, tenantId);
  const rows = await repo.listBoardOrders(ctx.db, tenantId, businessDay(new Date(), store.time_zone));
  const readySince = new Date(Date.now() - ORDER_READY_SHOWN_MINUTES * MINUTE).toISOString();
  const preparing: number[] = [];
  const ready: number[] = [];
  for (const row of rows) {
    if (Number(row.to_make) > 0) preparing.push(row.token_no);
    else if (Number(row.made) > 0 && String(row.last_change) > readySince) ready.push(row.token_no);
  }
  return {
    preparing: preparing.slice(-repo.BOARD_TOKENS_MAX),
    ready: ready.slice(-repo.BOARD_TOKENS_MAX),
    store: { name: store.store_name, logo: store.image, brandColor: store.brand_color },
  };
}

/** What a customer display shows while idle, and whether it is paired. */
export async function getCustomerDisplay(ctx: TAppContext, session: TDeviceSession) {
  const store = await repo.findDisplayStore(ctx.db, session.tenantId);
  const pairings = await repo.listPairingsOf(ctx.db, session.tenantId, session.deviceId);
  return {
    isPaired: pairings.some((p) => p.displayDeviceId === session.deviceId) ? (1 as const) : (0 as const),
    store: {
      name: store.store_name,
      logo: store.image,
      brandColor: store.brand_color,
      currency: store.currency,
    },
  };
}

const CODE_ATTEMPTS = 5;

/** A fresh 6-digit code bound to the calling POS device, valid PAIRING_CODE_TTL_MINUTES; its earlier one ends. */
export async function createPairingCode(ctx: TAppContext, session: TDeviceSession) {
  const expiresAt = isoAfter(PAIRING_CODE_TTL_MINUTES * MINUTE);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = String(randomInt(0, 10 ** PAIRING_CODE_LENGTH)).padStart(PAIRING_CODE_LENGTH, '0');
    const isNew = await ctx.transactions.run((trx) =>
      repo.insertPairingCode(trx, session.tenantId, { code, posDeviceId: session.deviceId, expiresAt }),
    );
    if (isNew) return { code, expiresAt };
  }
  // a million codes per store and a few alive at once: five collisions in a row do not happen
  throw new Error('no free pairing code');
}

/**
 * The display enters a code: single use, its store's only (another store's code is unknown here), and its POS
 * device must still be signed in. A display mirrors one POS and a POS has one display: pairing either again
 * replaces its earlier pairing, whose other side is told.
 */
export async function pairDisplay(ctx: TAppContext, session: TDeviceSession, code: string) {
  const { tenantId, deviceId: displayDeviceId } = session;
  const { pairing, ended } = await ctx.transactions.run(async (trx) => {
    const posDeviceId = await repo.takePairingCode(trx, tenantId, code);
    if (
      !posDeviceId ||
      posDeviceId === displayDeviceId ||
      !(await repo.isLiveDevice(trx, tenantId, posDeviceId))
    )
      throw new AppError('VALIDATION', DISPLAY_MSG.wrongPairingCode);
    const ended = await repo.deletePairingsOf(trx, tenantId, [posDeviceId, displayDeviceId]);
    const pairing = { posDeviceId, displayDeviceId };
    await repo.insertPairing(trx, tenantId, pairing);
    return { pairing, ended };
  });
  for (const old of ended) ctx.realtime.linkDisplay(old, false);
  ctx.realtime.linkDisplay(pairing, true);
}

/** Either side ends its pairing: the display stops mirroring at once. */
export async function unpairDisplay(ctx: TAppContext, session: TDeviceSession) {
  const ended = await ctx.transactions.run((trx) =>
    repo.deletePairingsOf(trx, session.tenantId, [session.deviceId]),
  );
  if (ended.length === 0) throw new AppError('NOT_FOUND', DISPLAY_MSG.notPaired);
  for (const old of ended) ctx.realtime.linkDisplay(old, false);
}
