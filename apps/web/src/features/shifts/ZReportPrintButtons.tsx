import { Button, Group } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { t } from '../../lib/i18n';
import { openZReportWindow } from '../../lib/print-windows';

/** Print buttons of a Z report: the receipt printer's paper, or a page for PDF. */
export function ZReportPrintButtons({ number }: { number: number }) {
  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconPrinter size={18} />}
        onClick={() => openZReportWindow(number)}
      >
        {t('Print')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={18} />}
        onClick={() => openZReportWindow(number, { plainPage: true })}
      >
        {t('PDF page')}
      </Button>
    </Group>
  );
}
