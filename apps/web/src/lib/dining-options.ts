import type { TDeliveryType } from '@opentab/shared';
import { msg } from './i18n';

/**
 * The dining option select of the POS, in the spec's order and wording: English texts marked for the catalogs,
 * shown through t().
 */
export const DINING_OPTIONS: { value: TDeliveryType; label: string }[] = [
  { value: 'dinein', label: msg('Dine-In') },
  { value: 'delivery', label: msg('Delivery') },
  { value: 'takeaway', label: msg('Take Away') },
];

/** "Dine-In" for dinein, in English (a catalog key: show it through t()); an unknown value is shown as it came. */
export function diningOptionLabel(value: string | null): string | null {
  if (!value) return null;
  return DINING_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
