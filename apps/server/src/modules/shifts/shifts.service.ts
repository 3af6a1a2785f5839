import {
  fromMinor,
  isValidMoneyInput,
  SHIFT_MSG,
  type TCashMovement,
  type TCloseShift,
  type TNoSale,
  type TOpenShift,
  toMinor,
  Z_REPORT_LIST_LIMIT,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { found } from '../../lib/found.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import type { TShiftReportInput, TZReportSnapshot } from '../../presenters/shift.ts';
import { approve, type TApprovalActor } from '../approvals/approvals.service.ts';
import { recordAudit, type TAuditActor } from '../audit-trail/audit-trail.service.ts';
import { listActivePaymentTypes } from '../settings/payment-types.repo.ts';
import { findPrintSettings } from '../settings/print-setting.repo.ts';
import { findStoreCurrency, findStoreHeading } from '../settings/store-setting.repo.ts';
import { closeShiftFigures, computeShiftFigures } from './shift-figures.ts';
import * as repo from './shifts.repo.ts';

/*
 * Shifts (issue 23): a user's own shift, the drawer's cash in and out, the X report while it is open and the Z
 * report that closing it writes. A shift is one user's (docs/decisions.md, "Shifts"): the caller's open shift is
 * the one every call here acts on.
 */

type TShiftRow = NonNullable<Awaited<ReturnType<typeof repo.findOpenShift>>>;

/** A major-units amount of the wire in minor units of the store currency; 400 with `message` past its decimals. */
function minorOf(amount: number, { currency, message }: { currency: string; message: string }): number {
  if (!isValidMoneyInput(amount, currency)) throw new AppError('VALIDATION', message);
  return toMinor(amount, currency);
}

export async function openShift(ctx: TAppContext, actor: TAuditActor, input: TOpenShift): Promise<void> {
  const currency = await findStoreCurrency(ctx.db, actor.tenantId);
  const openingFloat = minorOf(input.openingFloat, { currency, message: SHIFT_MSG.invalidOpeningFloat });
  const alreadyOpen = () => new AppError('CONFLICT', SHIFT_MSG.shiftAlreadyOpen);
  if (await repo.hasOpenShift(ctx.db, actor.tenantId, actor.userId)) throw alreadyOpen();
  try {
    await ctx.transactions.run(async (trx) => {
      const id = newId();
      await repo.insertShift(trx, {
        id,
        tenant_id: actor.tenantId,
        opened_by: actor.userId,
        opened_by_name: actor.name,
        opened_at: nowIso(),
        opening_float: openingFloat,
        status: 'open',
        closed_at: null,
        closed_by: null,
        closed_by_name: null,
      });
      await recordAudit(trx, actor, {
        action: 'shift.open',
        subject: actor.name,
        after: { openingFloat: fromMinor(openingFloat, currency) },
      });
    });
  } catch (error) {
    // Two opens at once: the unique index lets one through.
    if (await repo.hasOpenShift(ctx.db, actor.tenantId, actor.userId)) throw alreadyOpen();
    throw error;
  }
}

/** The shift's figures up to `to`, read inside the caller's transaction. */
async function shiftFigures(trx: TDb, shift: TShiftRow, to: string) {
  const window = { userId: shift.opened_by, from: shift.opened_at, to };
  const [sales, refunds, movements, types] = await Promise.all([
    repo.listShiftPayments(trx, shift.tenant_id, window),
    repo.listShiftRefunds(trx, shift.tenant_id, window),
    repo.listCashMovements(trx, shift.tenant_id, shift.id),
    listActivePaymentTypes(trx, shift.tenant_id),
  ]);
  const figures = computeShiftFigures({
    openingFloat: shift.opening_float,
    sales,
    movements,
    refunds,
    paymentTypes: types.map((type) => ({ id: type.id, title: type.title, isCash: type.is_cash === 1 })),
  });
  return { figures, movements };
}

/**
 * Cash put into or taken out of the caller's drawer, with its reason. The shift row is held meanwhile (on
 * PostgreSQL), so two cash-outs at once cannot take more than the drawer is expected to hold.
 */
export async function recordCashMovement(
  ctx: TAppContext,
  actor: TAuditActor,
  input: TCashMovement,
): Promise<void> {
  const currency = await findStoreCurrency(ctx.db, actor.tenantId);
  const amount = minorOf(input.amount, { currency, message: SHIFT_MSG.invalidCashAmount });
  await ctx.transactions.run(async (trx) => {
    const shift = await repo.findOpenShift(trx, actor.tenantId, { userId: actor.userId, lock: true });
    if (!shift) throw new AppError('CONFLICT', SHIFT_MSG.noOpenShift);
    if (input.type === 'out') {
      const { figures } = await shiftFigures(trx, shift, nowIso());
      if (amount > figures.expectedCash) {
        throw new AppError('VALIDATION', SHIFT_MSG.cashOutTooHigh, {
          values: { expected: String(fromMinor(figures.expectedCash, currency)) },
        });
      }
    }
    await repo.insertCashMovement(trx, {
      id: newId(),
      tenant_id: actor.tenantId,
      shift_id: shift.id,
      type: input.type,
      amount,
      reason: input.reason,
      user_id: actor.userId,
      user_name: actor.name,
      created_at: nowIso(),
    });
    await recordAudit(trx, actor, {
      action: input.type === 'in' ? 'drawer.cash_in' : 'drawer.cash_out',
      subject: actor.name,
      after: { amount: fromMinor(amount, currency), reason: input.reason },
    });
  });
}

/**
 * The drawer opened without a sale (issue 23): the caller's shift must be open, a manager approves (the
 * caller when they are one), and the opening is recorded with its reason. Nothing else changes: no money
 * moves. (Kicking a printer-driven drawer open is the direct-printing issue's.)
 */
export async function recordNoSale(ctx: TAppContext, actor: TApprovalActor, input: TNoSale): Promise<void> {
  const shift = await repo.findOpenShift(ctx.db, actor.tenantId, { userId: actor.userId });
  if (!shift) throw new AppError('CONFLICT', SHIFT_MSG.noOpenShift);
  const approver = await approve(ctx, {
    actor,
    approval: input.approval,
    action: 'drawer.no_sale',
    subject: actor.name,
    reason: input.reason,
  });
  await ctx.transactions.run((trx) =>
    recordAudit(trx, actor, {
      action: 'drawer.no_sale',
      subject: actor.name,
      after: { reason: input.reason, approvedBy: approver.name },
    }),
  );
}

/** The caller's open shift as it stands now (its X report), or null when none is open. */
export async function getCurrentShift(
  ctx: TAppContext,
  actor: TAuditActor,
): Promise<TShiftReportInput | null> {
  const shift = await repo.findOpenShift(ctx.db, actor.tenantId, { userId: actor.userId });
  if (!shift) return null;
  const [{ figures, movements }, { currency, ...store }] = await Promise.all([
    shiftFigures(ctx.db, shift, nowIso()),
    findStoreHeading(ctx.db, actor.tenantId),
  ]);
  return {
    shift: { id: shift.id, openedAt: shift.opened_at, openedBy: shift.opened_by_name },
    figures,
    movements,
    currency,
    store,
  };
}

/**
 * Closes the caller's shift with the count and writes the store's next Z report, its figures frozen as they are
 * now. The shift row is claimed first (status open → closed): a second close at once waits for the first and
 * finds it closed (409), so a shift has exactly one Z report and the counter gives no number twice.
 */
export async function closeShift(ctx: TAppContext, actor: TAuditActor, input: TCloseShift): Promise<number> {
  const currency = await findStoreCurrency(ctx.db, actor.tenantId);
  const counted = new Map(
    input.counted.map((line) => [
      line.paymentTypeId,
      minorOf(line.amount, { currency, message: SHIFT_MSG.invalidCount }),
    ]),
  );
  return ctx.transactions.run(async (trx) => {
    const shift = await repo.findOpenShift(trx, actor.tenantId, { userId: actor.userId });
    if (!shift) throw new AppError('CONFLICT', SHIFT_MSG.noOpenShift);
    const closedAt = nowIso();
    const claimed = await repo.markShiftClosed(trx, actor.tenantId, {
      id: shift.id,
      closedAt,
      userId: actor.userId,
      userName: actor.name,
    });
    if (!claimed) throw new AppError('CONFLICT', SHIFT_MSG.shiftClosedAlready);
    const { figures, movements } = await shiftFigures(trx, shift, closedAt);
    const closed = closeShiftFigures(figures, counted);
    const number = await repo.nextZReportNo(trx, actor.tenantId);
    const snapshot: TZReportSnapshot = {
      openedAt: shift.opened_at,
      openedBy: shift.opened_by_name,
      closedAt,
      closedBy: actor.name,
      figures: closed,
      movements,
    };
    await repo.insertZReport(trx, {
      id: newId(),
      tenant_id: actor.tenantId,
      number,
      shift_id: shift.id,
      opened_at: shift.opened_at,
      closed_at: closedAt,
      opened_by_name: shift.opened_by_name,
      sales_total: closed.salesTotal,
      total_variance: closed.totalVariance,
      currency,
      figures: JSON.stringify(snapshot),
    });
    const money = (minor: number) => fromMinor(minor, currency);
    await recordAudit(trx, actor, {
      action: 'shift.close',
      subject: `Z report ${number}`,
      after: {
        expected: money(closed.totalExpected),
        counted: money(closed.totalCounted),
        variance: money(closed.totalVariance),
      },
    });
    return number;
  });
}

/** The store's newest Z reports, with the store's time zone their times are shown in. */
export async function listZReports(ctx: TAppContext, tenantId: string) {
  const [rows, store] = await Promise.all([
    repo.listZReports(ctx.db, tenantId, Z_REPORT_LIST_LIMIT),
    findStoreHeading(ctx.db, tenantId),
  ]);
  return { rows, timeZone: store.time_zone };
}

/** A Z report by its number, with the receipt width its print uses and the store it heads with. */
export async function getZReport(ctx: TAppContext, tenantId: string, number: number) {
  const [row, print, store] = await Promise.all([
    repo.findZReport(ctx.db, tenantId, number),
    findPrintSettings(ctx.db, tenantId),
    findStoreHeading(ctx.db, tenantId),
  ]);
  return { row: found(row), pageFormat: print?.page_format ?? null, store };
}

/** Whether the user has an open shift (the POS's shift status, read with its menu call). */
export function hasUserOpenShift(ctx: TAppContext, tenantId: string, userId: string): Promise<boolean> {
  return repo.hasOpenShift(ctx.db, tenantId, userId);
}

/**
 * The sale check of the store setting "shifts required" (POS send and pay, Pay & Complete): refused (409) when
 * the seller has no open shift. The callers read the setting with what they already load (the cached catalog, the
 * store's currency), so a store without the setting pays nothing and one with it one indexed lookup. A sale made
 * offline (issue 25, `madeAt`) also passes when the seller's shift was open when it was made: the drawer took the
 * money then, and closing the shift before the POS was back online must not lose the sale.
 */
export async function refuseSaleWithoutShift(
  db: TDb,
  tenantId: string,
  { userId, isRequired, madeAt }: { userId: string; isRequired: boolean; madeAt?: string },
): Promise<void> {
  if (!isRequired) return;
  if (await repo.hasOpenShift(db, tenantId, userId)) return;
  if (madeAt && (await repo.hadShiftOpenAt(db, tenantId, { userId, at: madeAt }))) return;
  throw new AppError('CONFLICT', SHIFT_MSG.shiftRequiredForSale);
}
