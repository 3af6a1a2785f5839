import { LANGUAGES } from '@opentab/shared';
import { useId } from 'react';
import { setLanguage, t, useLanguage } from '../lib/i18n';

/**
 * The diner's language (issue 24): a native select (the phone's own picker), each language in its own name
 * and script so a diner finds theirs whatever the page speaks now. The choice is fetched, then the page
 * re-renders in it (right to left for Arabic), and the phone remembers it for the next scan.
 */
export function LanguageSelect() {
  const id = useId();
  const language = useLanguage();
  return (
    <>
      <label htmlFor={id} className="qr-sr-only">
        {t('Language')}
      </label>
      <select
        id={id}
        className="qr-language"
        value={language}
        onChange={(event) => void setLanguage(event.currentTarget.value)}
      >
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </>
  );
}
