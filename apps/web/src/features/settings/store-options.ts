import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { CURRENCIES, SOURCE_LANGUAGE } from '@opentab/shared';

/**
 * Spec 02: the currency select shows name and symbol; the code is searchable too. The names are the list's
 * own in English, and the browser's (Intl) in the viewer's other languages: "Euro (€)", "Euro (€)", "ユーロ (€)".
 */
export function currencyOptions(locale: string): ComboboxItem[] {
  const names = locale === SOURCE_LANGUAGE ? null : new Intl.DisplayNames([locale], { type: 'currency' });
  return CURRENCIES.map((currency) => ({
    value: currency.cc,
    label: `${names?.of(currency.cc) ?? currency.name} (${currency.symbol})`,
  }));
}

/** Matches the label or the code (typing "eur" finds Euro). */
export const filterByLabelOrCode: OptionsFilter = ({ options, search }) => {
  const term = search.trim().toLowerCase();
  if (!term) return options;
  return options.filter(
    (option) =>
      'value' in option &&
      (option.label.toLowerCase().includes(term) || option.value.toLowerCase().includes(term)),
  );
};

/** The runtime's IANA zones, plus the stored one when the runtime does not list it (e.g. UTC). */
export function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}
