import { z } from 'zod';

/*
 * The one loyalty field the paying calls take (issue 27), apart from the members schemas: the POS and the QR menu
 * load the pay schemas first, and the rest of membership stays out of their first load.
 */

export const REDEEM_MSG = {
  invalidRedeemPoints: 'Please enter the points to redeem, a whole number!',
} as const;

/** The most points one entry may move: far beyond any store's, well inside what a number holds exactly. */
export const MEMBER_POINTS_MAX = 1_000_000_000;

/** `redeemPoints` on the paying calls and their summary: whole points ≥ 1, taken off the bill as a discount. */
export const ZRedeemPointsSchema = z
  .number({ error: REDEEM_MSG.invalidRedeemPoints })
  .int(REDEEM_MSG.invalidRedeemPoints)
  .min(1, REDEEM_MSG.invalidRedeemPoints)
  .max(MEMBER_POINTS_MAX, REDEEM_MSG.invalidRedeemPoints)
  .nullish();
