import {
  changeDue,
  currencyExponent,
  decimalPlaces,
  discountValueOf,
  POS_MSG,
  type TDiscountInput,
  type TDiscountValue,
  type TTipInput,
  tipAmount,
  toMinor,
} from '@opentab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../../db/database.ts';
import { AppError } from '../../../lib/errors.ts';
import type { TTendered } from '../../../presenters/tendered.ts';
import { listActivePaymentTypes } from '../../settings/payment-types.repo.ts';

/** A payment must use one of the store's active payment types. */
export async function findActivePaymentType(trx: TDb, tenantId: string, paymentTypeId: string) {
  const [paymentType] = await listActivePaymentTypes(trx, tenantId, { id: paymentTypeId });
  if (!paymentType) throw new AppError('VALIDATION', POS_MSG.paymentTypeNotFound);
  return paymentType;
}

/**
 * Only a cash payment type takes an amount tendered (issue 22): an amount sent with another type is refused
 * (400), not dropped, since it most likely means the cashier took cash and the wrong type is selected.
 */
export function refuseTenderedUnlessCash(
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
export function tenderedPayment(
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
