import {
  DiscountTooLargeError,
  fromMinor,
  MEMBER_MSG,
  pointsDiscount,
  pointsEarned,
  pointsTakenBack,
  type TLoyaltyRule,
  type TMemberPointKind,
} from '@opentab/shared';
import type { TDb } from '../../db/database.ts';
import type { Row } from '../../db/schema.ts';
import { discountBillLines } from '../../lib/bill.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit, type TAuditActor } from '../audit-trail/audit-trail.service.ts';
import { findCustomerById, findLoyaltyRule, insertMemberPoints, sumTakenBack } from './members.repo.ts';

/*
 * What paying and refunding do to a member's points (issue 27; docs/membership.md): the pay paths and refunds
 * call these in their own transaction, so points move exactly when the money does.
 */

/** A ledger entry as written: signed points, the invoice (and refund) it came with, who and when. */
export function memberPointRow(entry: {
  tenantId: string;
  customerId: string;
  kind: TMemberPointKind;
  points: number;
  invoiceId?: string | null;
  refundId?: string | null;
  note?: string;
  userId: string | null;
  at: string;
}): Row<'member_points'> {
  return {
    id: newId(),
    tenant_id: entry.tenantId,
    customer_id: entry.customerId,
    kind: entry.kind,
    points: entry.points,
    invoice_id: entry.invoiceId ?? null,
    refund_id: entry.refundId ?? null,
    note: entry.note ?? '',
    created_by: entry.userId,
    created_at: entry.at,
  };
}

/** Points redeemed on a bill: how many and what they take off it (minor units). */
export type TRedemption = { customerId: string; points: number; off: number };

/**
 * Checks a redemption against the bill's customer and the store's rules: a member, at least the store's minimum,
 * at most their balance (400 with its message otherwise). Whether the discount fits the bill is the caller's
 * (what it discounts). With `lock` (PostgreSQL) the customer stays held to the commit, so two payments never
 * both spend the same points (the ledger refuses a negative balance anyway).
 */
export async function planRedemption(
  db: TDb,
  tenantId: string,
  request: { customerId: string | null; points: number | null | undefined; lock?: boolean },
): Promise<TRedemption | null> {
  const { points } = request;
  if (!points) return null;
  const customer = request.customerId
    ? await findCustomerById(db, tenantId, { id: request.customerId, lock: request.lock })
    : undefined;
  if (customer?.is_member !== 1) throw new AppError('VALIDATION', MEMBER_MSG.redeemNotMember);
  const rule = await findLoyaltyRule(db, tenantId);
  if (points < Math.max(1, rule.minRedeem)) {
    throw new AppError('VALIDATION', MEMBER_MSG.redeemBelowMinimum);
  }
  const balance = Number(customer.points);
  if (points > balance) {
    throw new AppError('VALIDATION', MEMBER_MSG.redeemOverBalance);
  }
  return { customerId: customer.id, points, off: pointsDiscount(points, rule.pointValue) };
}

/**
 * What a bill paid in full earns its customer: none unless the customer is a member and earning is on (the rule
 * is loyalty.ts pointsEarned, of what the bill came to without the tip).
 */
export async function planEarning(
  db: TDb,
  tenantId: string,
  { customerId, paid, rule }: { customerId: string | null; paid: number; rule?: TLoyaltyRule },
): Promise<{ customerId: string; points: number } | null> {
  if (!customerId) return null;
  const customer = await findCustomerById(db, tenantId, { id: customerId });
  if (customer?.is_member !== 1) return null;
  const points = pointsEarned(paid, (rule ?? (await findLoyaltyRule(db, tenantId))).earnPer);
  return points > 0 ? { customerId: customer.id, points } : null;
}

/** An invoice as a refund reads it for points. */
type TRefundedInvoice = Pick<
  Row<'invoices'>,
  'id' | 'customer_id' | 'total' | 'points_earned' | 'points_redeemed'
>;

/**
 * In a refund's transaction: takes back the points its invoice earned in proportion to what the refund gives
 * back (loyalty.ts pointsTakenBack), never more than the member still has (the ledger never goes below 0), and
 * when the refunds reach the whole bill gives back the points it redeemed. Answers the points taken back.
 */
export async function takeBackPoints(
  trx: TDb,
  tenantId: string,
  refund: {
    invoice: TRefundedInvoice;
    refundId: string;
    /** what the invoice's refunds gave back before this one, and this one (minor units) */
    refundedBefore: number;
    amount: number;
    userId: string;
    at: string;
  },
): Promise<number> {
  const { invoice } = refund;
  if (!invoice.customer_id || (invoice.points_earned === 0 && invoice.points_redeemed === 0)) return 0;
  const customer = await findCustomerById(trx, tenantId, { id: invoice.customer_id, lock: true });
  if (!customer) return 0;
  const entry = {
    tenantId,
    customerId: customer.id,
    invoiceId: invoice.id,
    refundId: refund.refundId,
    userId: refund.userId,
    at: refund.at,
  };
  const rows: Row<'member_points'>[] = [];
  const isWhole = refund.refundedBefore + refund.amount >= invoice.total;
  if (isWhole && invoice.points_redeemed > 0) {
    rows.push(
      memberPointRow({ ...entry, kind: 'refund', points: invoice.points_redeemed, note: 'redeemed' }),
    );
  }
  const due = pointsTakenBack(invoice.points_earned, {
    total: invoice.total,
    refundedBefore: refund.refundedBefore,
    refund: refund.amount,
  });
  const takenBefore = await sumTakenBack(trx, tenantId, invoice.id);
  // never more than the bill earned, nor than the member has (given back redeemed points included)
  const balance = Number(customer.points) + (rows[0]?.points ?? 0);
  const taken = Math.min(due, invoice.points_earned - takenBefore, balance);
  if (taken > 0) rows.push(memberPointRow({ ...entry, kind: 'refund', points: -taken, note: 'earned' }));
  await insertMemberPoints(trx, rows);
  return taken;
}

type TBillLine = Parameters<typeof discountBillLines>[0][number];

/**
 * A bill's lines with redeemed points taken off as a discount of that amount, after every other discount: shared
 * over the charged lines in proportion and each taxed again on what is left (the bill discount's rule,
 * bill.ts discountBillLines). 400 when the points are worth more than what the lines come to.
 */
export function withPointsDiscount<T extends TBillLine>(
  items: readonly T[],
  redemption: TRedemption | null,
): readonly T[] {
  if (!redemption) return items;
  try {
    return discountBillLines(items, { type: 'amount', value: redemption.off }).items;
  } catch (error) {
    if (error instanceof DiscountTooLargeError) throw new AppError('VALIDATION', MEMBER_MSG.redeemOverBill);
    throw error;
  }
}

/** What a payment did to its customer's points: redeemed on the bill, earned by paying it in full. */
export type TPaymentPoints = {
  redemption: TRedemption | null;
  earned: { customerId: string; points: number } | null;
};

/** The invoice columns a payment's points fill. */
export const invoicePointFields = ({ redemption, earned }: TPaymentPoints) => ({
  points_earned: earned?.points ?? 0,
  points_redeemed: redemption?.points ?? 0,
  points_discount: redemption?.off ?? 0,
});

/** The ledger entries a payment writes: the redemption (taken off first), then what it earned. */
export function paymentPointRows(
  { redemption, earned }: TPaymentPoints,
  entry: { tenantId: string; invoiceId: string; userId: string; at: string },
): Row<'member_points'>[] {
  return [
    ...(redemption
      ? [
          memberPointRow({
            ...entry,
            customerId: redemption.customerId,
            kind: 'redeem',
            points: -redemption.points,
          }),
        ]
      : []),
    ...(earned
      ? [memberPointRow({ ...entry, customerId: earned.customerId, kind: 'earn', points: earned.points })]
      : []),
  ];
}

/**
 * In the payment's transaction: its ledger entries, and the redemption appended to the audit log as every
 * discount is (`member.redeem`), named by the invoice it was given on.
 */
export async function storePaymentPoints(
  trx: TDb,
  actor: TAuditActor,
  payment: TPaymentPoints & { invoiceId: string; invoice: string; currency: string; at: string },
): Promise<void> {
  const { redemption } = payment;
  const entry = {
    tenantId: actor.tenantId,
    invoiceId: payment.invoiceId,
    userId: actor.userId,
    at: payment.at,
  };
  await insertMemberPoints(trx, paymentPointRows(payment, entry));
  if (!redemption) return;
  await recordAudit(trx, actor, {
    action: 'member.redeem',
    subject: `Invoice ${payment.invoice}`,
    after: {
      points: redemption.points,
      amount: fromMinor(redemption.off, payment.currency),
      customerId: redemption.customerId,
    },
  });
}
