import { MEMBER_MSG, pointsEarned, type TCreateOrder, type TCreateOrderAndInvoice } from '@opentab/shared';
import type { TDb } from '../../../db/database.ts';
import type { Row } from '../../../db/schema.ts';
import { AppError } from '../../../lib/errors.ts';
import { auditEntryRow, type TAuditActor } from '../../audit-trail/audit-trail.service.ts';
import {
  invoicePointFields,
  paymentPointRows,
  planRedemption,
  type TRedemption,
  withPointsDiscount,
} from '../../members/member-points.ts';
import { findCustomerForMembership, findLoyaltyRule } from '../../members/members.repo.ts';
import type { TOrderItemRow, TUnnumberedInvoice } from '../orders.repo.ts';

/*
 * Issue 27: member points on an order paid at once (POST /pos/create-order-and-invoice; docs/membership.md). The
 * redemption is checked before the plan (a read, like the customer's); the plan takes the points off the bill,
 * earns on what it came to and adds the ledger entries the writers insert with the order.
 */

/** What an order's member customer does with points: redeems some (checked), and earns at the store's rate. */
export type TOrderPoints = {
  redemption: TRedemption | null;
  earner: { customerId: string; earnPer: number } | null;
};

export const NO_ORDER_POINTS: TOrderPoints = { redemption: null, earner: null };

/**
 * The points of an order paid at once: none unless its customer is a member (400 when a non-member redeems). The
 * balance is read here, before the write; the ledger refuses an entry that would take it below 0 at the write.
 */
export async function findOrderPoints(
  db: TDb,
  tenantId: string,
  input: TCreateOrder | TCreateOrderAndInvoice,
): Promise<TOrderPoints> {
  if (!('paymentTypeId' in input)) return NO_ORDER_POINTS;
  const redeemPoints = input.redeemPoints ?? null;
  const customer =
    input.customerType === 'CUSTOMER' && input.customerId
      ? await findCustomerForMembership(db, tenantId, { phoneOrId: input.customerId })
      : undefined;
  if (customer?.is_member !== 1) {
    if (redeemPoints) throw new AppError('VALIDATION', MEMBER_MSG.redeemNotMember);
    return NO_ORDER_POINTS;
  }
  const [rule, redemption] = await Promise.all([
    findLoyaltyRule(db, tenantId),
    planRedemption(db, tenantId, { customerId: customer.id, points: redeemPoints }),
  ]);
  return { redemption, earner: { customerId: customer.id, earnPer: rule.earnPer } };
}

/** The order's lines with the redeemed points taken off (none: as they are); 400 when worth more than the bill. */
export const linesWithPoints = (items: readonly TOrderItemRow[], points: TOrderPoints | undefined) =>
  withPointsDiscount(items, points?.redemption ?? null);

/**
 * The invoice with what its points did, the ledger entries (redeemed, then earned on what the bill came to
 * without the tip) and, for a redemption, its audit entry (a redemption is a discount: `member.redeem`).
 */
export function planOrderPoints(
  invoice: TUnnumberedInvoice | null,
  points: TOrderPoints | undefined,
  by: { actor: TAuditActor; device: string | null; at: string },
) {
  if (!invoice || !points || (!points.redemption && !points.earner)) {
    return { invoice, memberPoints: [], audit: null };
  }
  const { redemption, earner } = points;
  const earnedPoints = earner ? pointsEarned(invoice.total, earner.earnPer) : 0;
  const earned = earner && earnedPoints > 0 ? { customerId: earner.customerId, points: earnedPoints } : null;
  const paid = { redemption, earned };
  const entry = { tenantId: invoice.tenant_id, invoiceId: invoice.id, userId: by.actor.userId, at: by.at };
  const audit: Row<'audit_log'> | null = redemption
    ? auditEntryRow(by.actor, {
        change: {
          action: 'member.redeem',
          subject: `Invoice ${invoice.id}`,
          after: {
            points: redemption.points,
            discountMinor: redemption.off,
            customerId: redemption.customerId,
          },
        },
        device: by.device,
        at: by.at,
      })
    : null;
  return {
    invoice: { ...invoice, ...invoicePointFields(paid) },
    memberPoints: paymentPointRows(paid, entry),
    audit,
  };
}

/**
 * The order's one audit entry of what it took off (the writers write one, named by the order's token): its
 * discounts' entry with the points redeemed added, or the redemption's own when it has no other discount.
 */
export function withRedemptionAudit(
  discountAudit: Row<'audit_log'> | null,
  redemptionAudit: Row<'audit_log'> | null,
): Row<'audit_log'> | null {
  if (!redemptionAudit) return discountAudit;
  if (!discountAudit) return redemptionAudit;
  const points = JSON.parse(redemptionAudit.after ?? '{}') as { points: number; discountMinor: number };
  const after = {
    ...JSON.parse(discountAudit.after ?? '{}'),
    pointsRedeemed: points.points,
    pointsDiscountMinor: points.discountMinor,
  };
  return { ...discountAudit, after: JSON.stringify(after) };
}
