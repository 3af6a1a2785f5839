import { Box, Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { t, useLanguage } from '../../lib/i18n';
import { PrintLanguage, printDirection } from './print-language';

/** Spec 02: receipts are as wide as the print settings' page format, 80 mm unless set. */
const DEFAULT_PAGE_MM = 80;

/**
 * Issue 24: the system fonts that shape each script (no font files shipped). Latin receipts keep the
 * monospace look; a script the monospace fonts lack comes first in its own language (one font per run, so
 * Arabic joins and Devanagari conjuncts shape), and every script's fonts stay in the stack for mixed texts
 * (a Japanese store's English menu item, an Arabic customer name on a French receipt).
 */
const MONOSPACE = ['ui-monospace', 'Menlo', 'Consolas', '"DejaVu Sans Mono"', '"Liberation Mono"'];
const SCRIPT_FONTS: Record<string, string[]> = {
  ar: ['"Noto Sans Arabic"', '"Noto Naskh Arabic"', '"Geeza Pro"', '"Segoe UI"', 'Tahoma', '"DejaVu Sans"'],
  hi: ['"Noto Sans Devanagari"', '"Kohinoor Devanagari"', '"Nirmala UI"', 'Mangal'],
  ja: ['"Noto Sans CJK JP"', '"Noto Sans JP"', '"Hiragino Sans"', '"Yu Gothic"', 'Meiryo'],
  ko: ['"Noto Sans CJK KR"', '"Noto Sans KR"', '"Apple SD Gothic Neo"', '"Malgun Gothic"'],
};
const FALLBACK = ['system-ui', '"Noto Sans"', 'sans-serif'];

/** The receipt's font stack for a language (the screens' language when the sheet has none). */
function printFontStack(language?: string): string {
  const own = language ? (SCRIPT_FONTS[language] ?? []) : [];
  const others = Object.entries(SCRIPT_FONTS)
    .filter(([code]) => code !== language)
    .flatMap(([, fonts]) => fonts);
  return [...own, ...MONOSPACE, ...others, ...FALLBACK].join(', ');
}

type TProps = {
  widthMm?: number | null;
  /** the language the sheet prints in (the store's, issue 24); the screens' language when not given */
  language?: string;
  children: ReactNode;
};

/**
 * A paper-width sheet for the thermal printer: the @page size follows the width, the page has no margins and
 * no app chrome; a Print button (not printed) repeats the print when the first dialog was dismissed.
 */
export function PrintSheet({ widthMm, language, children }: TProps) {
  const width = widthMm && widthMm > 0 ? widthMm : DEFAULT_PAGE_MM;
  const screens = useLanguage();
  return (
    <>
      <style>{`
        @page { size: ${width}mm auto; margin: 0; }
        @media print {
          html, body { margin: 0; padding: 0; background: #fff; }
          [data-print-hidden] { display: none !important; }
        }
      `}</style>
      <Box
        {...(language ? printDirection(language) : {})}
        data-testid="print-sheet"
        w={`${width}mm`}
        p="2mm"
        mx="auto"
        c="black"
        bg="white"
        style={{ fontSize: 12, lineHeight: 1.35, fontFamily: printFontStack(language ?? screens) }}
      >
        {language ? <PrintLanguage language={language}>{children}</PrintLanguage> : children}
      </Box>
      <Group justify="center" my="md" data-print-hidden>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.print()}
        >
          {t('Print')}
        </Button>
      </Group>
    </>
  );
}
