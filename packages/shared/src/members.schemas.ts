import { z } from 'zod';
import { approvalField } from './approvals.ts';
import { MAX_CURRENCY_EXPONENT } from './currencies.ts';
import { MEMBER_POINTS_MAX, REDEEM_MSG } from './loyalty.schemas.ts';
import { MSG } from './messages.ts';
import { MONEY_MAX_MAJOR, readDecimalInput } from './money.ts';
import { zQueryOptional } from './query.ts';
import { zText } from './text.ts';

/*
 * Membership (issue 27; docs/membership.md, docs/api-members.md): the store's loyalty rules, the member list, a
 * member's ledger, enrolment and adjustments by hand. Amounts are the store currency's major units on the wire,
 * points whole numbers.
 */

export const MEMBER_MSG = {
  loyaltySaved: 'Loyalty settings saved.',
  invalidEarnPer: 'Please enter the amount paid per point, 0 to turn earning off!',
  invalidPointValue: 'Please enter what a point is worth, more than 0!',
  invalidMinRedeem: 'Please enter the fewest points a guest can redeem, a whole number!',
  memberEnrolled: 'The customer is a member now.',
  membershipEnded: 'Membership ended.',
  alreadyMember: 'This customer is a member already!',
  notMember: 'This customer is not a member!',
  pointsAdjusted: 'Points adjusted.',
  invalidAdjustPoints: 'Please enter the points to add or take off, a whole number other than 0!',
  adjustReasonRequired: 'Please give a reason for the adjustment!',
  // no values: English's ICU messages are in every first load; the screens show the balance and the minimum
  adjustBelowZero: 'The member does not have that many points!',
  invalidRedeemPoints: REDEEM_MSG.invalidRedeemPoints,
  redeemNotMember: 'Only a member redeems points: choose the member as the customer!',
  redeemBelowMinimum: "That is fewer points than the store's minimum for one redemption!",
  redeemOverBalance: 'The member does not have that many points!',
  redeemOverBill: 'The points are worth more than the bill: redeem fewer!',
  redeemAfterFirstPart: 'Points are redeemed with the first part of a bill: this bill is paid as presented!',
} as const;

export const MEMBER_ADJUST_REASON_MAX_LENGTH = 200;
/** A member list page, like the other capped lists. */
export const MEMBERS_PAGE_SIZE = 200;
/** The member list's X-Total-Count stops here. */
export const MEMBERS_COUNT_LIMIT = 10_000;
/** A member's detail shows this many of the latest ledger entries. */
export const MEMBER_HISTORY_LIMIT = 200;

/** A money setting in major units: non-negative, at most the most decimals a currency has (the server checks its own). */
const zLoyaltyAmount = (message: string) =>
  z.unknown().transform((value, ctx): number => {
    const amount = readDecimalInput(value, MAX_CURRENCY_EXPONENT, MONEY_MAX_MAJOR);
    if (amount === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return amount;
  });

const wholePoints = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(MEMBER_POINTS_MAX, message);

/**
 * POST /settings/store-setting/loyalty: `earnPer` the amount paid per point (0 turns earning off), `pointValue`
 * what a point takes off a bill (more than 0), `minRedeem` the fewest points one redemption takes.
 */
export const ZLoyaltySettingsSchema = z.object({
  earnPer: zLoyaltyAmount(MEMBER_MSG.invalidEarnPer),
  pointValue: zLoyaltyAmount(MEMBER_MSG.invalidPointValue).refine((value) => value > 0, {
    message: MEMBER_MSG.invalidPointValue,
  }),
  minRedeem: wholePoints(MEMBER_MSG.invalidMinRedeem, 0),
});
export type TLoyaltySettingsInput = z.infer<typeof ZLoyaltySettingsSchema>;

/** GET /members?search=&after=: members whose name or phone holds `search`; `after` the last id of the page before. */
export const ZMemberListQuerySchema = z.object({
  search: zQueryOptional(zText(MSG.invalidRequest).trim().max(100, MSG.invalidRequest).optional()),
  after: zQueryOptional(zText(MSG.invalidRequest).max(64, MSG.invalidRequest).optional()),
});
export type TMemberListQuery = z.infer<typeof ZMemberListQuerySchema>;

/** /members/:id: a customer's id, or its phone (the id the customer screens and the POS know it by). */
export const ZMemberParamsSchema = z.object({
  id: zText(MSG.invalidRequest).trim().min(1, MSG.invalidRequest).max(64, MSG.invalidRequest),
});

/** POST /members/:id/adjust: points to add (or take off, negative) by hand, with a reason; a manager approves. */
export const ZMemberAdjustSchema = z.object({
  points: z
    .number({ error: MEMBER_MSG.invalidAdjustPoints })
    .int(MEMBER_MSG.invalidAdjustPoints)
    .min(-MEMBER_POINTS_MAX, MEMBER_MSG.invalidAdjustPoints)
    .max(MEMBER_POINTS_MAX, MEMBER_MSG.invalidAdjustPoints)
    .refine((points) => points !== 0, { message: MEMBER_MSG.invalidAdjustPoints }),
  reason: zText(MEMBER_MSG.adjustReasonRequired)
    .trim()
    .min(1, MEMBER_MSG.adjustReasonRequired)
    .max(MEMBER_ADJUST_REASON_MAX_LENGTH, MEMBER_MSG.adjustReasonRequired),
  ...approvalField,
});
export type TMemberAdjust = z.infer<typeof ZMemberAdjustSchema>;
