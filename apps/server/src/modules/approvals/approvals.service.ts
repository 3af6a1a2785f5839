import {
  APPROVAL_MSG,
  APPROVAL_REQUIRED_CODE,
  isManager,
  MSG,
  parseScopeList,
  type TApproval,
  type TAuditAction,
  type TPrincipal,
  type TSetPin,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { found } from '../../lib/found.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordAudit, type TAuditActor } from '../audit-trail/audit-trail.service.ts';
import { findUserById } from '../auth/auth.repo.ts';
import { assertApprovalAllowed, forgetWrongPins, recordWrongPin } from './approval-throttle.ts';
import * as repo from './approvals.repo.ts';

/*
 * A manager's approval (issue 23), the one check every action that needs a manager calls: voids after the
 * kitchen started today, discounts over the limit, refunds and a drawer opened without a sale as they land.
 * The caller decides THAT its action needs a manager; this decides WHO approved, or refuses.
 */

/** Who asks: the signed-in user (what the audit entry names) and what they hold. */
export type TApprovalActor = TAuditActor & TPrincipal;

export type TApprovalRequest = {
  actor: TApprovalActor;
  /** the approving manager's username and PIN (the body's `approval`), when the actor is not a manager */
  approval?: TApproval | undefined;
  /** the change approved, as its own audit entry names it (`item.void`) */
  action: TAuditAction;
  /** what it changes, as its own audit entry names it */
  subject: string;
  reason?: string | null;
};

/** The manager who approved: the actor themselves when they are one. */
export type TApprover = { userId: string; name: string };

/** The 403 of an action that needs a manager's approval it does not have (or a wrong one). */
export function refusal(message: string): AppError {
  return new AppError('FORBIDDEN', message, { answerCode: APPROVAL_REQUIRED_CODE });
}

/** Why this user cannot approve with any PIN, or undefined when they can (the PIN is checked apart). */
function cannotApprove(approver: Awaited<ReturnType<typeof repo.findApprover>>): string | undefined {
  if (!approver) return 'no such user in this store';
  if (!isManager({ role: approver.role, scope: parseScopeList(approver.scope) })) return 'not a manager';
  if (!approver.pin_hash) return 'no PIN set';
  return undefined;
}

async function recordDecision(
  ctx: TAppContext,
  request: TApprovalRequest,
  decision: { granted: boolean; approver: string; why?: string },
): Promise<void> {
  const after = {
    for: request.action,
    approver: decision.approver,
    reason: request.reason ?? null,
    ...(decision.why ? { why: decision.why } : {}),
  };
  await ctx.transactions.run((trx) =>
    recordAudit(trx, request.actor, {
      action: decision.granted ? 'approval.granted' : 'approval.refused',
      subject: request.subject,
      after,
    }),
  );
}

/**
 * Passes at once when the actor is an admin or holds MANAGER; otherwise `approval` must name a manager (admin
 * or MANAGER) of the actor's own store whose PIN matches. Refuses with 403 `{ message, code:
 * 'APPROVAL_REQUIRED' }` (MSG approvalRequired without an approval, approvalRefused for any wrong one, never
 * saying which part was wrong) and 429 while the named manager's wrong PINs are slowed (approval-throttle.ts).
 *
 * Each decision on a given approval appends `approval.granted` or `approval.refused` (who asked, the approver,
 * for what, the reason) in a transaction of its own, so a refusal stays on record while the caller's change
 * does not happen. Call it before the change's transaction: an argon2 verify never holds a write lock.
 */
export async function approve(ctx: TAppContext, request: TApprovalRequest): Promise<TApprover> {
  const { actor, approval } = request;
  if (isManager(actor)) {
    await recordDecision(ctx, request, { granted: true, approver: actor.name });
    return { userId: actor.userId, name: actor.name };
  }
  if (!approval) throw refusal(APPROVAL_MSG.approvalRequired);
  const { tenantId } = actor;
  await assertApprovalAllowed(ctx, tenantId, approval.username);
  const approver = await repo.findApprover(ctx.db, tenantId, approval.username);
  const unable = cannotApprove(approver);
  // Every attempt spends one argon2 verify, so timing does not tell a wrong PIN from a non-manager.
  const pinHash = !unable && approver?.pin_hash ? approver.pin_hash : await dummyPasswordHash();
  const pinMatches = await verifyPassword(pinHash, approval.pin);
  if (unable || !approver || !pinMatches) {
    await recordWrongPin(ctx, tenantId, approval.username);
    await recordDecision(ctx, request, {
      granted: false,
      approver: approval.username,
      why: unable ?? 'wrong PIN',
    });
    throw refusal(APPROVAL_MSG.approvalRefused);
  }
  await forgetWrongPins(ctx, tenantId, approval.username);
  await recordDecision(ctx, request, { granted: true, approver: approver.name });
  return { userId: approver.id, name: approver.name };
}

/**
 * POST /profile/pin: the signed-in user sets or changes their own PIN, proving it is them with their password
 * (400 otherwise). Any user may keep one; it approves only while they are a manager. Forgets the wrong PINs
 * counted against them. Audited, never with the PIN or its hash.
 */
export async function setOwnPin(
  ctx: TAppContext,
  session: TAuditActor & { username: string },
  input: TSetPin,
): Promise<void> {
  const { tenantId, userId } = session;
  const user = await findUserById(ctx.db, tenantId, userId);
  if (!user || !(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError('VALIDATION', MSG.wrongCurrentPassword);
  }
  const pinHash = await hashPassword(input.pin);
  await ctx.transactions.run(async (trx) => {
    if (!(await repo.setPinHash(trx, tenantId, { userId, pinHash })))
      throw new AppError('NOT_FOUND', MSG.notFound);
    await recordAudit(trx, session, { action: 'user.pin_set', subject: user.username });
  });
  await forgetWrongPins(ctx, tenantId, user.username);
}

/** POST /users/clear-pin/:username: the admin clears a user's PIN (a forgotten or shared one). Audited. */
export async function clearPin(ctx: TAppContext, actor: TAuditActor, username: string): Promise<void> {
  const user = found(await repo.findApprover(ctx.db, actor.tenantId, username));
  await ctx.transactions.run(async (trx) => {
    if (!(await repo.setPinHash(trx, actor.tenantId, { userId: user.id, pinHash: null }))) {
      throw new AppError('NOT_FOUND', MSG.notFound);
    }
    await recordAudit(trx, actor, { action: 'user.pin_cleared', subject: user.username });
  });
}
