/*
 * Member points (issue 27; docs/membership.md). The store's rules are minor units paid per point earned (0: earning
 * off), minor units a point is worth when redeemed, and the fewest points one redemption takes. Both ends call
 * these, so the POS shows what the server will write.
 */

/** The store's loyalty rules, minor units and points. */
export type TLoyaltyRule = { earnPer: number; pointValue: number; minRedeem: number };

/**
 * Points a bill earns: the whole points its paid amount holds (floor), nothing while earning is off. `paid` is
 * what the bill came to after every discount and the points it redeemed, tax and service charge included, the
 * tip left out (it is the staff's).
 */
export function pointsEarned(paid: number, earnPer: number): number {
  if (earnPer <= 0 || paid <= 0) return 0;
  return Math.floor(paid / earnPer);
}

/** What redeeming `points` takes off a bill, minor units. */
export const pointsDiscount = (points: number, pointValue: number): number => points * pointValue;

/**
 * The points a refund takes back of the `earned` points of an invoice of `total`: in proportion to what the
 * refunds gave back, cumulatively (what all the refunds up to this one take back, less what those before it
 * did), each floored, so refunding a bill in parts takes back exactly what refunding it at once would.
 */
export function pointsTakenBack(
  earned: number,
  { total, refundedBefore, refund }: { total: number; refundedBefore: number; refund: number },
): number {
  if (earned <= 0 || total <= 0) return 0;
  // exact in integers: points × amount can pass what a double holds
  const upTo = (amount: number) => Number((BigInt(earned) * BigInt(Math.min(amount, total))) / BigInt(total));
  return upTo(refundedBefore + refund) - upTo(refundedBefore);
}

/** The kinds of a member's ledger entries. */
export const MEMBER_POINT_KINDS = ['earn', 'redeem', 'refund', 'adjust'] as const;
export type TMemberPointKind = (typeof MEMBER_POINT_KINDS)[number];
