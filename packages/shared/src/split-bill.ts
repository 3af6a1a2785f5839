import { shareOut } from './discount.ts';

/*
 * Issue 23, split bill (docs/money.md, "Split bill"). A table's bill may be paid in parts: some of its lines
 * (by line and quantity), or one of N equal shares of what it still owes. Amounts are minor units; every rule
 * here is exact in integers, and both the server (which charges) and the Orders screen (which shows before
 * sending) call it.
 */

/** How many equal shares a bill may be split into. */
export const SPLIT_SHARES_MIN = 2;
export const SPLIT_SHARES_MAX = 50;

/** Issue 23, split bill: paying some lines of a bill, or one of N equal shares, and what refuses it. */
export const SPLIT_MSG = {
  invalidLines: 'Please choose the lines and quantities to pay!',
  invalidShares: `Please split the bill into ${SPLIT_SHARES_MIN} to ${SPLIT_SHARES_MAX} shares!`,
  linesOrShares: 'Please pay either some lines or a share, not both!',
  unknownLine: 'A line to pay is not on this bill!',
  /** ICU, values `{ item, left }` */
  lineQuantityTooHigh: 'Only {left} of {item} are left to pay!',
  /** ICU, values `{ shares }` */
  otherSplitRunning: 'This bill is being split into {shares} shares: pay the next of those {shares} shares!',
  linesAfterShares: 'This bill is being paid in equal shares: pay the next share or the whole balance!',
  mixedBills: 'A bill paid in parts is paid on its own: select only its orders!',
  partPaidNotCancellable: 'This bill is being paid in parts: its orders and lines can no longer change!',
  refundWhilePartPaid: 'This invoice is still being paid in parts: refund it once it is paid in full!',
  discountAfterFirstPart:
    'A discount on this bill was due before its first part was paid: it is paid as presented!',
  paidMeanwhile: 'Another terminal has just paid part of this bill: please check the balance and try again!',
  /** ICU, values `{ balance }` (the amount) */
  partPaid: 'Part paid. Balance: {balance}',
  /** ICU, values `{ share, shares }`: "Share 2 of 4" */
  shareTitle: 'Share {share} of {shares}',
} as const;

/** A charged line of a bill as the split reads it: its net and tax after discounts, its units. */
export type TSplitLine = { net: number; tax: number; quantity: number; isServiceCharged: boolean };

/**
 * What each line comes to on its bill, its gross: its net and tax plus its share of the bill's service charge
 * and of that charge's tax, each shared out over the service-charged lines by their net (discount.ts
 * shareOut). The grosses add up to the bill's total exactly.
 */
export function grossOfLines(
  lines: readonly TSplitLine[],
  service: { charge: number; tax: number },
): number[] {
  const weights = lines.map((line) => (line.isServiceCharged ? line.net : 0));
  const charges = shareOut(service.charge, weights);
  const taxes = shareOut(service.tax, weights);
  return lines.map((line, index) => line.net + line.tax + charges[index]! + taxes[index]!);
}

/**
 * What `quantity` more units of a line of `units` units and gross `gross` come to when `paid` units of it were
 * paid before: `floor(gross × (paid + quantity) ÷ units) − floor(gross × paid ÷ units)`. Taken cumulatively,
 * so a line paid in pieces adds up to its gross exactly. The caller checks paid + quantity ≤ units.
 */
export function partOfLine(
  line: { gross: number; units: number },
  { paid, quantity }: { paid: number; quantity: number },
): number {
  const upTo = (count: number) => (BigInt(line.gross) * BigInt(count)) / BigInt(line.units);
  return Number(upTo(paid + quantity) - upTo(paid));
}

/** The N amounts of `base` split in `shares`: each but the last `floor(base ÷ N)`, the last what is left. */
export function shareAmounts(base: number, shares: number): number[] {
  const each = Math.floor(base / shares);
  return Array.from({ length: shares }, (_, index) =>
    index < shares - 1 ? each : base - each * (shares - 1),
  );
}

/**
 * What share `shareNo` (1..N) of a split of `base` comes to, given what the bill still owes: a share before
 * the last is `floor(base ÷ N)` (never more than the balance), the last takes the whole balance.
 */
export function amountOfShare(
  split: { base: number; shares: number },
  { shareNo, balance }: { shareNo: number; balance: number },
): number {
  if (shareNo >= split.shares) return balance;
  return Math.min(Math.floor(split.base / split.shares), balance);
}
