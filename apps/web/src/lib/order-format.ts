import type { TOrderItemResponse } from '@opentab/shared';
import { currentLocale } from './i18n';

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The time an order was taken, in the device's clock (the screens stand in the restaurant), as the language writes it. */
export function formatOrderTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = currentLocale();
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
    timeFormats.set(locale, format);
  }
  return format.format(date);
}

/** Whole minutes since `iso`, never negative (a device clock slightly behind the server's). */
export function minutesSince(iso: string, now: number): number {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? 0 : Math.max(0, Math.floor((now - time) / 60_000));
}

/** "Double · + Oat milk, Extra shot": the chosen variant and addons of a line, or '' without any. */
export function itemOptions(item: Pick<TOrderItemResponse, 'variant_title' | 'addons'>): string {
  const parts: string[] = [];
  if (item.variant_title) parts.push(item.variant_title);
  if (item.addons.length > 0) parts.push(`+ ${item.addons.map((addon) => addon.title).join(', ')}`);
  return parts.join(' · ');
}
