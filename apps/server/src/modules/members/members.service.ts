import {
  MEMBER_HISTORY_LIMIT,
  MEMBER_MSG,
  MEMBERS_COUNT_LIMIT,
  MEMBERS_PAGE_SIZE,
  MSG,
  type TMemberAdjust,
  type TMemberListQuery,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { findPageCursor, toListPage } from '../../lib/list-page.ts';
import { nowIso } from '../../lib/time.ts';
import { presentMember, presentMemberDetail } from '../../presenters/member.ts';
import { approve, type TApprovalActor } from '../approvals/approvals.service.ts';
import { recordAudit, type TAuditActor } from '../audit-trail/audit-trail.service.ts';
import { memberPointRow } from './member-points.ts';
import * as repo from './members.repo.ts';

/** GET /members: one page of the store's members with their balances, newest first, filtered by name or phone. */
export async function listMembers(ctx: TAppContext, tenantId: string, query: TMemberListQuery) {
  const after = await findPageCursor(ctx.db, tenantId, { table: 'customers', after: query.after });
  const rows = await repo.listMembersPage(ctx.db, tenantId, {
    search: query.search,
    after,
    limit: MEMBERS_PAGE_SIZE + 1,
  });
  const { shown, page } = await toListPage(rows, {
    size: MEMBERS_PAGE_SIZE,
    isFirstPage: !after,
    count: () => repo.countMembers(ctx.db, tenantId, { search: query.search, upTo: MEMBERS_COUNT_LIMIT }),
  });
  return { members: shown.map(presentMember), page };
}

/** GET /members/:id: a customer's membership, balance and latest ledger entries (a former member's too). */
export async function getMember(ctx: TAppContext, tenantId: string, phoneOrId: string) {
  const customer = await repo.findCustomerForMembership(ctx.db, tenantId, { phoneOrId });
  if (!customer) throw new AppError('NOT_FOUND', MSG.notFound);
  const ledger = await repo.listLedger(ctx.db, tenantId, {
    customerId: customer.id,
    limit: MEMBER_HISTORY_LIMIT,
  });
  return presentMemberDetail(customer, ledger);
}

/** POST /members/:id/enrol and /end: membership on or off; the balance and history stay (docs/membership.md). */
export async function setMembership(
  ctx: TAppContext,
  actor: TAuditActor,
  { phoneOrId, isMember }: { phoneOrId: string; isMember: boolean },
): Promise<void> {
  await ctx.transactions.run(async (trx) => {
    const customer = await repo.findCustomerForMembership(trx, actor.tenantId, { phoneOrId, lock: true });
    if (!customer) throw new AppError('NOT_FOUND', MSG.notFound);
    if (isMember && customer.is_member === 1) throw new AppError('CONFLICT', MEMBER_MSG.alreadyMember);
    if (!isMember && customer.is_member !== 1) throw new AppError('CONFLICT', MEMBER_MSG.notMember);
    await repo.setMembership(trx, actor.tenantId, {
      id: customer.id,
      isMember,
      since: isMember ? nowIso() : customer.member_since,
    });
    await recordAudit(trx, actor, {
      action: isMember ? 'member.enrol' : 'member.end',
      subject: `${customer.name} (${customer.phone})`,
      after: { points: Number(customer.points) },
    });
  });
}

/**
 * POST /members/:id/adjust: points added or taken off by hand, with a reason. Points are money, so a manager
 * approves (the actor when they are one, else the body's `approval`, asked before the transaction) and the
 * change is audited; a balance never goes below 0 (400, nothing written).
 */
export async function adjustPoints(
  ctx: TAppContext,
  actor: TApprovalActor,
  { phoneOrId, input }: { phoneOrId: string; input: TMemberAdjust },
): Promise<void> {
  const { tenantId } = actor;
  const found = await repo.findCustomerForMembership(ctx.db, tenantId, { phoneOrId });
  if (!found) throw new AppError('NOT_FOUND', MSG.notFound);
  if (found.is_member !== 1) throw new AppError('VALIDATION', MEMBER_MSG.notMember);
  const subject = `${found.name} (${found.phone})`;
  const approver = await approve(ctx, {
    actor,
    approval: input.approval,
    action: 'member.adjust',
    subject,
    reason: input.reason,
  });
  await ctx.transactions.run(async (trx) => {
    const customer = await repo.findCustomerForMembership(trx, tenantId, { phoneOrId: found.id, lock: true });
    if (customer?.is_member !== 1) throw new AppError('VALIDATION', MEMBER_MSG.notMember);
    const balance = Number(customer.points);
    if (balance + input.points < 0) {
      throw new AppError('VALIDATION', MEMBER_MSG.adjustBelowZero);
    }
    const at = nowIso();
    await repo.insertMemberPoints(trx, [
      memberPointRow({
        tenantId,
        customerId: customer.id,
        kind: 'adjust',
        points: input.points,
        note: input.reason,
        userId: actor.userId,
        at,
      }),
    ]);
    await recordAudit(trx, actor, {
      action: 'member.adjust',
      subject,
      before: { points: balance },
      after: {
        points: balance + input.points,
        change: input.points,
        reason: input.reason,
        approvedBy: approver?.name ?? null,
      },
    });
  });
}
