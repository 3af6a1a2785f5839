import { Box, Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';

/** Spec 02: receipts are as wide as the print settings' page format, 80 mm unless set. */
const DEFAULT_PAGE_MM = 80;

type TProps = { widthMm?: number | null; children: ReactNode };

/**
 * A paper-width sheet for the thermal printer: the @page size follows the width, the page has no margins and
 * no app chrome; a Print button (not printed) repeats the print when the first dialog was dismissed.
 */
export function PrintSheet({ widthMm, children }: TProps) {
  const width = widthMm && widthMm > 0 ? widthMm : DEFAULT_PAGE_MM;
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
        data-testid="print-sheet"
        w={`${width}mm`}
        p="2mm"
        mx="auto"
        c="black"
        bg="white"
        style={{ fontSize: 12, lineHeight: 1.35, fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
      >
        {children}
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
