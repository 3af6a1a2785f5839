import { LANGUAGES } from '@opentab/shared';
import { useId } from 'react';
import { setLanguage, t, useLanguage } from '../lib/i18n';
import { GlobeIcon } from './icons';
import { QR_TEXT } from './rules';
import { toast } from './toast';

/**
 * The diner's language (issue 24): a globe the width of the header's other buttons, with the phone's own
 * picker (a native select) over it, each language in its own name and script so a diner finds theirs whatever
 * the page speaks now. The choice is fetched, then the page re-renders in it (right to left for Arabic), and
 * the phone remembers it for the next scan.
 */
export function LanguageSelect() {
  // offline, the language's catalog may not load: the page stays in its language and says so
  const choose = (code: string) => setLanguage(code).catch(() => toast(t(QR_TEXT.somethingWrong)));
  const id = useId();
  const language = useLanguage();
  return (
    <span className="qr-language">
      <GlobeIcon />
      <label htmlFor={id} className="qr-sr-only">
        {t('Language')}
      </label>
      <select id={id} value={language} onChange={(event) => choose(event.currentTarget.value)}>
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </span>
  );
}
