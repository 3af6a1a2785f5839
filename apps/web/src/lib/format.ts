import { formatMoney, toMinor } from '@opentab/shared';
import { currentLocale, t } from './i18n';

/**
 * Date and time in the language the screens speak (issue 24), in `timeZone` when given (a receipt shows the store's time, whatever
 * the zone of the device printing it), in `locale` when given (a receipt in the store's language); an unparsable
 * value is shown as it came.
 */
export function formatDateTime(
  value: string | null | undefined,
  timeZone?: string,
  locale: string = currentLocale(),
): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(locale, timeZone ? { timeZone } : undefined);
}

/** An instant's date on the store's clock, in the screens' language (a reservation's day, say). */
export function formatDateInZone(value: string, timeZone: string): string {
  return new Date(value).toLocaleDateString(currentLocale(), { timeZone });
}

/** An instant's time of day on the store's clock, hours and minutes, in the screens' language. */
export function formatTimeInZone(value: string, timeZone: string): string {
  return new Date(value).toLocaleTimeString(currentLocale(), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A price in major units (as the API sends it) through the shared formatter: €9.50, ¥1,235, KD1.250; 9,50 € in
 * German; in `locale` when given (a receipt in the store's language), else the screens' language.
 */
export function formatPrice(major: number, currency: string, locale: string = currentLocale()): string {
  return formatMoney(toMinor(major, currency), currency, locale);
}

/** An amount in minor units (as the POS computes it), as formatPrice writes a price: in the screens' language. */
export function formatMinor(minor: number, currency: string): string {
  return formatMoney(minor, currency, currentLocale());
}

/** A discount as given (issue 23), as the cart and the payment dialogs name it: "10%" or "$2.00". */
export function formatDiscount(
  discount: { type: 'percent' | 'amount'; value: number },
  currency: string,
): string {
  return discount.type === 'percent' ? `${discount.value}%` : formatPrice(discount.value, currency);
}

/** A tax as the menu screens show it: "VAT - 10% (exclusive)", its type in the screens' language. */
export function formatTax(tax: { title: string; rate: number; type: string }): string {
  const type =
    tax.type === 'exclusive' ? t('exclusive') : tax.type === 'inclusive' ? t('inclusive') : tax.type;
  return `${tax.title} - ${tax.rate}% (${type})`;
}

const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Spec 02 section 9: superadmin numbers are compact (1.2K, 3.4M). */
export function formatCompact(value: number): string {
  return compactNumber.format(value);
}

/** A USD amount, compact: $57.2, $1.2K, $3.4M. */
export function formatCompactUsd(value: number): string {
  return compactUsd.format(value);
}
