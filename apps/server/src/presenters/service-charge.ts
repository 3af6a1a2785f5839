import {
  milliToPercent,
  type TServiceChargeResponse,
  type TServiceChargeRule,
  type TServiceChargeRuleResponse,
} from '@opentab/shared';
import type { Row } from '../db/schema.ts';
import { flagOf } from '../lib/flags.ts';

/** GET /settings/store-setting/service-charge. */
export function presentServiceCharge(
  row: Pick<
    Row<'store_settings'>,
    | 'service_charge_milli'
    | 'service_charge_tax_id'
    | 'is_service_charge_dine_in_only'
    | 'discount_limit_milli'
  >,
): TServiceChargeResponse {
  return {
    serviceCharge: milliToPercent(row.service_charge_milli),
    serviceChargeTaxId: row.service_charge_tax_id,
    isServiceChargeDineInOnly: flagOf(row.is_service_charge_dine_in_only),
    discountLimit: milliToPercent(row.discount_limit_milli),
  };
}

/** The floor screens' copy of the rule (/pos/init, /orders/init), to show the charge before it is made. */
export function presentServiceChargeRule(rule: TServiceChargeRule): TServiceChargeRuleResponse {
  return {
    rate: milliToPercent(rule.rateMilli),
    taxRate: rule.tax ? milliToPercent(rule.tax.rateMilli) : null,
    isDineInOnly: rule.isDineInOnly,
  };
}
