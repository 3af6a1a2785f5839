import type { TDeliveryType } from '@opentab/shared';

/** The dining option select of the POS, in the spec's order and wording. */
export const DINING_OPTIONS: { value: TDeliveryType; label: string }[] = [
  { value: 'dinein', label: 'Dine-In' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'takeaway', label: 'Take Away' },
];

/** "Dine-In" for dinein; an unknown value is shown as it came. */
export function diningOptionLabel(value: string | null): string | null {
  if (!value) return null;
  return DINING_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
