import {
  amountOfShare,
  grossOfLines,
  isServiceCharged,
  partOfLine,
  SPLIT_MSG,
  shareAmounts,
  type TServiceChargeRule,
} from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import type { TBillMoney } from './bill.ts';
import { AppError } from './errors.ts';
import { chargedLines } from './order-lines.ts';

/*
 * Issue 23, split bill (docs/money.md, "Split bill"): what one part of a bill pays, planned from the bill as it
 * stands (its charged lines with what is paid of each, its balance and its split). Pure: the service reads the
 * state inside the paying transaction, with the orders and the invoice held, and writes what this plans.
 */

/** A charged line of the bill: its units, what it comes to on the bill (gross) and how many units are paid. */
type TBillPartLine = { id: string; title: string; quantity: number; gross: number; paid: number };

/** A bill as a part is paid on it. */
export type TBillState = {
  total: number;
  /** what it still owes: its total before its first part */
  balance: number;
  lines: TBillPartLine[];
  /** the running split into equal shares, if a share was paid */
  split: { shares: number; base: number } | null;
  sharesPaid: number;
};

export type TPartRequest = {
  lines?: readonly { orderItemId: string; quantity: number }[] | null | undefined;
  shares?: number | null | undefined;
};

/** What one part pays: the lines it pays (and what of each), or a share, or (neither) the whole balance. */
export type TPlannedPart = {
  amount: number;
  lines: { orderItemId: string; quantity: number; amount: number }[];
  share: { shareNo: number; shares: number; base: number } | null;
};

/**
 * The gross of each charged line of some orders on a bill (shared split-bill.ts grossOfLines): its net and tax
 * plus its share of the bill's service charge and that charge's tax, over the lines whose order carries it.
 * A bill charged a service charge when no line carries it today (the rule changed since) shares it over all.
 */
export function billLines(
  source: {
    orders: readonly Pick<Row<'orders'>, 'id' | 'delivery_type'>[];
    items: readonly Row<'order_items'>[];
    bill: Pick<TBillMoney, 'service_charge' | 'service_charge_tax'>;
  },
  rule: TServiceChargeRule,
): { item: Row<'order_items'>; gross: number }[] {
  const charged = chargedLines(source.items);
  const carried = new Set(
    source.orders.filter((o) => isServiceCharged(rule, o.delivery_type)).map((o) => o.id),
  );
  const anyCarried = charged.some((item) => carried.has(item.order_id) && item.line_net > 0);
  const gross = grossOfLines(
    charged.map((item) => ({
      net: item.line_net,
      tax: item.line_tax,
      quantity: item.quantity,
      isServiceCharged: anyCarried ? carried.has(item.order_id) : true,
    })),
    { charge: source.bill.service_charge, tax: source.bill.service_charge_tax },
  );
  return charged.map((item, index) => ({ item, gross: gross[index]! }));
}

function planLines(state: TBillState, wanted: NonNullable<TPartRequest['lines']>): TPlannedPart {
  if (state.split) throw new AppError('VALIDATION', SPLIT_MSG.linesAfterShares);
  const byId = new Map(state.lines.map((line) => [line.id, line]));
  const lines = wanted.map(({ orderItemId, quantity }) => {
    const line = byId.get(orderItemId);
    if (!line) throw new AppError('VALIDATION', SPLIT_MSG.unknownLine);
    const left = line.quantity - line.paid;
    if (quantity > left)
      throw new AppError('VALIDATION', SPLIT_MSG.lineQuantityTooHigh, {
        values: { item: line.title, left },
      });
    const amount = partOfLine({ gross: line.gross, units: line.quantity }, { paid: line.paid, quantity });
    return { orderItemId, quantity, amount };
  });
  return { amount: lines.reduce((sum, line) => sum + line.amount, 0), lines, share: null };
}

/** The split a request for `shares` follows: the running one (400 if it asked another N), or a new one. */
function splitOf(state: TBillState, shares: number) {
  if (state.split && state.split.shares !== shares) {
    throw new AppError('VALIDATION', SPLIT_MSG.otherSplitRunning, {
      values: { shares: state.split.shares },
    });
  }
  return state.split ?? { shares, base: state.balance };
}

/** What a part pays of the bill, before its tip; 400 with its message for lines or shares it cannot pay. */
export function planPart(state: TBillState, request: TPartRequest): TPlannedPart {
  if (request.lines) return planLines(state, request.lines);
  if (request.shares) {
    const split = splitOf(state, request.shares);
    const shareNo = state.sharesPaid + 1;
    const amount = amountOfShare(split, { shareNo, balance: state.balance });
    return { amount, lines: [], share: { shareNo, ...split } };
  }
  return { amount: state.balance, lines: [], share: null };
}

/** The N amounts the summary shows for `shares`: the running split's, or the balance's split in N. */
export function sharesOf(state: TBillState, shares: number): number[] {
  const split = splitOf(state, shares);
  return shareAmounts(split.base, split.shares);
}
