import {
  dateFilterRange,
  FEEDBACK_MSG,
  MSG,
  summarizeFeedback,
  type TDateFilterQuery,
  type TFeedback,
  type TFeedbackResponse,
  type TFeedbackSummaryResponse,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { presentFeedbackEntry, presentPublicFeedback } from '../../presenters/feedback.ts';
import type { TQrStore } from '../qrmenu/qrmenu.repo.ts';
import { findOpenStore } from '../qrmenu/qrmenu.service.ts';
import { getStoreSettings } from '../settings/store-setting.service.ts';
import * as repo from './feedback.repo.ts';

/** Tokens are 22 characters (128 bits, base64url): anything much longer is not worth a query. */
const PUBLIC_KEY_MAX_LENGTH = 100;
/**
 * A list (the filter's and the search's) holds at most this many, newest first: a busy restaurant's month. The
 * summary is always of the whole range.
 */
const FEEDBACK_LIST_LIMIT = 500;

/** The invoice a token names in that store only: another store's token is as unknown as a made-up one. */
async function findInvoice(ctx: TAppContext, store: TQrStore, token: string) {
  const invoice =
    token.length <= PUBLIC_KEY_MAX_LENGTH
      ? await repo.findInvoiceByToken(ctx.db, store.tenant_id, token)
      : undefined;
  if (!invoice) throw new AppError('NOT_FOUND', MSG.notFound);
  return invoice;
}

/** GET /qrmenu/{qrcode}/feedback/{token}: what the public page shows before the guest rates. */
export async function getPublicFeedback(
  ctx: TAppContext,
  { qrCode, token }: { qrCode: string; token: string },
) {
  const store = await findOpenStore(ctx, qrCode, FEEDBACK_MSG.notAvailable);
  const invoice = await findInvoice(ctx, store, token);
  const isGiven = await repo.hasFeedback(ctx.db, store.tenant_id, invoice.id);
  return presentPublicFeedback(store, invoice, isGiven);
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** POST /qrmenu/{qrcode}/feedback: once per invoice; a second answers 409 and changes nothing. */
export async function submitFeedback(
  ctx: TAppContext,
  { qrCode, input }: { qrCode: string; input: TFeedback },
) {
  const store = await findOpenStore(ctx, qrCode, FEEDBACK_MSG.notAvailable);
  const invoice = await findInvoice(ctx, store, input.invoiceId);
  if (await repo.hasFeedback(ctx.db, store.tenant_id, invoice.id)) {
    throw new AppError('CONFLICT', FEEDBACK_MSG.alreadyGiven);
  }
  try {
    await repo.insertFeedback(ctx.db, {
      id: newId(),
      tenant_id: store.tenant_id,
      invoice_id: invoice.id,
      food_quality: input.food_quality,
      service: input.service,
      ambiance: input.ambiance,
      staff_behavior: input.staff_behavior,
      recommend: input.recommend,
      remarks: input.remarks,
      name: input.name ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      birthdate: input.birthdate ?? null,
      created_at: nowIso(),
    });
  } catch (error) {
    // two taps at once: the invoice's unique index lets one in
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', FEEDBACK_MSG.alreadyGiven);
    throw error;
  }
  return { message: FEEDBACK_MSG.thanks };
}

async function rangeOf(ctx: TAppContext, tenantId: string, query: TDateFilterQuery) {
  const store = await getStoreSettings(ctx, tenantId);
  const range = dateFilterRange(query, store.time_zone);
  return { from: range.from.toISOString(), to: range.to.toISOString(), timeZone: store.time_zone };
}

/** The counts and averages of the feedback a date filter covers, in the store's time zone. */
export async function summarizeFeedbackOf(
  ctx: TAppContext,
  tenantId: string,
  query: TDateFilterQuery,
): Promise<TFeedbackSummaryResponse> {
  const range = await rangeOf(ctx, tenantId, query);
  const ratings = await repo.listRatingsInRange(ctx.db, tenantId, range);
  return { ...summarizeFeedback(ratings), timeZone: range.timeZone };
}

/** GET /feedback: the last 7 days (today and the six before, the store's days), summary and entries. */
export async function getRecentFeedback(ctx: TAppContext, tenantId: string): Promise<TFeedbackResponse> {
  const range = await rangeOf(ctx, tenantId, { type: 'last_7days' });
  const [ratings, rows] = await Promise.all([
    repo.listRatingsInRange(ctx.db, tenantId, range),
    repo.listFeedbackInRange(ctx.db, tenantId, { ...range, limit: FEEDBACK_LIST_LIMIT }),
  ]);
  return {
    ...summarizeFeedback(ratings),
    timeZone: range.timeZone,
    feedbacks: rows.map(presentFeedbackEntry),
  };
}

/** GET /feedback/filter: the feedback a date filter covers, newest first. */
export async function listFeedback(ctx: TAppContext, tenantId: string, query: TDateFilterQuery) {
  const range = await rangeOf(ctx, tenantId, query);
  const rows = await repo.listFeedbackInRange(ctx.db, tenantId, { ...range, limit: FEEDBACK_LIST_LIMIT });
  return rows.map(presentFeedbackEntry);
}

/** GET /feedback/search: a blank term finds nothing. */
export async function searchFeedback(ctx: TAppContext, tenantId: string, term: string) {
  if (term === '') return [];
  const rows = await repo.searchFeedback(ctx.db, tenantId, { term, limit: FEEDBACK_LIST_LIMIT });
  return rows.map(presentFeedbackEntry);
}

/** GET /feedback/invoice/{id}: null when its guest gave none; another tenant's or an unknown invoice, 404. */
export async function getInvoiceFeedback(ctx: TAppContext, tenantId: string, invoiceId: string) {
  const [isInvoice, row, store] = await Promise.all([
    repo.isInvoiceOf(ctx.db, tenantId, invoiceId),
    repo.findFeedbackOfInvoice(ctx.db, tenantId, invoiceId),
    getStoreSettings(ctx, tenantId),
  ]);
  if (!isInvoice) throw new AppError('NOT_FOUND', MSG.notFound);
  return { feedback: row ? presentFeedbackEntry(row) : null, timeZone: store.time_zone };
}
