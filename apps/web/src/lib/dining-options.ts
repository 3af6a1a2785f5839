import type { TDeliveryType } from '@opentab/shared';
import { msg, t } from './i18n';

/**
 * The dining option select of the POS, in the spec's order and wording: English texts marked for the catalogs,
 * shown through t() (`diningOptionChoices()` gives them translated).
 */
export const DINING_OPTIONS: { value: TDeliveryType; label: string }[] = [
  { value: 'dinein', label: msg('Dine-In') },
  { value: 'delivery', label: msg('Delivery') },
  { value: 'takeaway', label: msg('Take Away') },
];

/** The select's data in the active language. */
export function diningOptionChoices(): { value: TDeliveryType; label: string }[] {
  return DINING_OPTIONS.map((option) => ({ ...option, label: t(option.label) }));
}

/**
 * "Dine-In" for dinein, in the active language, or through `translate` where another language is wanted (a
 * receipt prints in the store's); an unknown value is shown as it came.
 */
export function diningOptionLabel(
  value: string | null,
  translate: (english: string) => string = t,
): string | null {
  if (!value) return null;
  const label = DINING_OPTIONS.find((option) => option.value === value)?.label;
  return label ? translate(label) : value;
}
