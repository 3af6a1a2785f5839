import {
  changeDue,
  currencyExponent,
  decimalPlaces,
  discountValueOf,
  POS_MSG,
  settleTender,
  type TDiscountInput,
  type TDiscountValue,
  type TPaymentEntryInput,
  type TTipInput,
  tipAmount,
  toMinor,
} from '@opentab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../../db/database.ts';
import { AppError } from '../../../lib/errors.ts';
import type { TTendered } from '../../../presenters/tendered.ts';
import { listActivePaymentTypes } from '../../settings/payment-types.repo.ts';
import type { TCatalog, TCatalogPaymentType } from './catalog.ts';

/** The store's active payment types by id: an order's from its cached catalog, a bill's read in its transaction. */
type TActivePaymentTypes = TCatalog['paymentTypes'];

/** The store's active payment types as `db` reads them now (for a bill paid outside the order path). */
export async function readActivePaymentTypes(db: TDb, tenantId: string): Promise<TActivePaymentTypes> {
  return new Map((await listActivePaymentTypes(db, tenantId)).map((type) => [type.id, type]));
}

/** A payment must use one of the store's active payment types. */
function activePaymentType(active: TActivePaymentTypes, paymentTypeId: string): TCatalogPaymentType {
  const paymentType = active.get(paymentTypeId);
  if (!paymentType) throw new AppError('VALIDATION', POS_MSG.paymentTypeNotFound);
  return paymentType;
}

/** What a paying call pays with: one payment type, or (split tender) several, each with its amount (major units). */
export type TPaying = {
  type: TCatalogPaymentType;
  entries: { type: TCatalogPaymentType; amount: number }[] | null;
  amountTendered: number | null;
};

type TPayingInput = {
  paymentTypeId: string;
  payments?: TPaymentEntryInput[] | null;
  amountTendered?: number | null;
};

/**
 * The payment types a paying call names, every one an active type of the store (400 otherwise); an amount
 * tendered only with a cash type (issue 22).
 */
export function findPaying(active: TActivePaymentTypes, input: TPayingInput): TPaying {
  if (!input.payments) {
    const type = activePaymentType(active, input.paymentTypeId);
    refuseTenderedUnlessCash(type, input.amountTendered);
    return { type, entries: null, amountTendered: input.amountTendered ?? null };
  }
  const entries = input.payments.map((entry) => ({
    type: activePaymentType(active, entry.paymentTypeId),
    amount: entry.amount,
  }));
  return { type: entries[0]!.type, entries, amountTendered: null };
}

/** A payment as the invoice keeps it: its type (several joined), cash handed over and change, and its rows. */
export type TSettledPayment = TTendered & {
  payment_type_id: string;
  payment_type_title: string;
  payments: { payment_type_id: string; payment_type_title: string; amount: number }[];
};

/**
 * How `due` (the bill and its tip, minor units) is paid: wholly by one type (cash may be tendered, giving
 * change), or split over several entries whose sum covers it, only cash going over (shared tender.ts
 * settleTender). 400 with the cashier's message otherwise.
 */
export function settlePayment(
  paying: TPaying,
  { due, currency }: { due: number; currency: string },
): TSettledPayment {
  const { type, entries } = paying;
  if (!entries) {
    return {
      payment_type_id: type.id,
      payment_type_title: type.title,
      payments: [{ payment_type_id: type.id, payment_type_title: type.title, amount: due }],
      ...tenderedPayment(paying.amountTendered, due, currency),
    };
  }
  const exponent = currencyExponent(currency);
  const minor = entries.map((entry) => {
    if ((decimalPlaces(entry.amount) ?? Number.POSITIVE_INFINITY) > exponent)
      throw new AppError('VALIDATION', POS_MSG.invalidPaymentAmount);
    return { amount: toMinor(entry.amount, currency), isCash: entry.type.is_cash === 1 };
  });
  const settled = settleTender(minor, due);
  if (settled === 'short') throw new AppError('VALIDATION', POS_MSG.paymentsShort);
  if (settled === 'overpaid') throw new AppError('VALIDATION', POS_MSG.paymentsOverpaid);
  const cashGiven = minor.reduce((sum, entry) => sum + (entry.isCash ? entry.amount : 0), 0);
  const titles = [...new Set(entries.map((entry) => entry.type.title))];
  return {
    amount_tendered: cashGiven > 0 ? cashGiven : null,
    change_due: cashGiven > 0 ? settled.change : null,
    payment_type_id: type.id,
    payment_type_title: titles.join(' + '),
    payments: entries.map((entry, index) => ({
      payment_type_id: entry.type.id,
      payment_type_title: entry.type.title,
      amount: settled.paid[index] ?? 0,
    })),
  };
}

/**
 * Only a cash payment type takes an amount tendered (issue 22): an amount sent with another type is refused
 * (400), not dropped, since it most likely means the cashier took cash and the wrong type is selected.
 */
function refuseTenderedUnlessCash(
  paymentType: { is_cash: number },
  amountTendered: number | null | undefined,
): void {
  if (amountTendered !== null && amountTendered !== undefined && !paymentType.is_cash)
    throw new AppError('VALIDATION', POS_MSG.amountTenderedCashOnly);
}

/**
 * Totals a client sends (create-order, complete-and-pay) are compared with the server's, in major units, and
 * logged when they differ; they are never stored. A total the client left out is not compared.
 */
export function logClientTotalsMismatch<TKey extends string>(
  log: FastifyBaseLogger,
  client: Record<TKey, number | undefined>,
  server: Record<TKey, number>,
): void {
  const differs = (Object.keys(server) as TKey[]).some(
    (k) => client[k] !== undefined && client[k] !== server[k],
  );
  if (differs)
    log.warn({ client, server }, 'client totals differ from the server; the server totals are kept');
}

/**
 * The cash handed over, checked against the total the server computed: at most the currency's decimals and
 * enough to cover it. The change is worked out here; a client's change figure is never read.
 */
function tenderedPayment(
  amountTendered: number | null | undefined,
  totalMinor: number,
  currency: string,
): TTendered {
  if (amountTendered === null || amountTendered === undefined)
    return { amount_tendered: null, change_due: null };
  if ((decimalPlaces(amountTendered) ?? Number.POSITIVE_INFINITY) > currencyExponent(currency))
    throw new AppError('VALIDATION', POS_MSG.invalidAmountTendered);
  const tendered = toMinor(amountTendered, currency);
  const change = changeDue(tendered, totalMinor);
  if (change === null) throw new AppError('VALIDATION', POS_MSG.amountTenderedTooLow);
  return { amount_tendered: tendered, change_due: change };
}

/** A discount as sent (major units or a percent) as kept; 400 for an amount finer than the currency. */
export function discountValue(discount: TDiscountInput, currency: string): TDiscountValue {
  const value = discountValueOf(discount, currency);
  if (!value) throw new AppError('VALIDATION', POS_MSG.invalidDiscountAmount);
  return value;
}

/** The tip of a payment in minor units of `payable` (the bill's total); 400 for an amount finer than the currency. */
export function tipOfPayment(tip: TTipInput | null | undefined, payable: number, currency: string): number {
  if (!tip) return 0;
  const value = discountValueOf(tip, currency);
  if (!value) throw new AppError('VALIDATION', POS_MSG.invalidTipAmount);
  return tipAmount(payable, value);
}
