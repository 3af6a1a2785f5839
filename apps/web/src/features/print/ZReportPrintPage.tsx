import { Alert, Box, Button, Container, Group, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ZReportView } from '../../components/ZReportView/ZReportView';
import { api } from '../../lib/api';
import { msg, t } from '../../lib/i18n';
import { errorMessage } from '../../lib/toast';
import { PrintSheet } from './PrintSheet';
import { usePrintWhenReady } from './use-print-when-ready';

const LOAD_FAILED = msg('Error loading the Z report! Please try later!');
const NO_REPORT = msg('No Z report to print!');

function numberOf(params: URLSearchParams): number | null {
  const number = Number(params.get('number'));
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** An A4 (or Letter) page with margins, for Print → Save as PDF or an office printer. */
function PlainPage({ children }: { children: React.ReactNode }) {
  return (
    <>
      <style>{`
        @page { margin: 15mm; }
        @media print {
          html, body { background: #fff; }
          [data-print-hidden] { display: none !important; }
        }
      `}</style>
      <Box data-testid="print-page" maw={560} mx="auto" p="lg" c="black" bg="white" style={{ fontSize: 14 }}>
        {children}
      </Box>
      <Group justify="center" my="md" data-print-hidden>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.print()}
        >
          {t('Print or save as PDF')}
        </Button>
      </Group>
    </>
  );
}

/**
 * /print-z-report?number=N: a Z report on the receipt paper (the print settings' width, 58 or 80 mm), printed
 * once it has rendered; with &paper=page, a plain page that prints well as a PDF.
 */
export function ZReportPrintPage() {
  const [params] = useSearchParams();
  const number = numberOf(params);
  useDocumentTitle(number ? t('Z report {number}', { number }) : t('Z report'));
  const isPlainPage = params.get('paper') === 'page';
  const report = useQuery({
    queryKey: ['z-report-print', number],
    enabled: number !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => api.get('/z-reports/:number', { params: { number: number as number }, signal }),
  });
  usePrintWhenReady(report.isSuccess);

  if (number === null || report.isError) {
    return (
      <Container size="xs" py="md">
        <Alert color="red">
          {number === null ? t(NO_REPORT) : errorMessage(report.error, t(LOAD_FAILED))}
        </Alert>
      </Container>
    );
  }
  if (report.isPending) {
    return (
      <PrintSheet>
        <Stack gap="xs">
          <Skeleton h={16} />
          <Skeleton h={60} />
        </Stack>
      </PrintSheet>
    );
  }
  if (isPlainPage) {
    return (
      <PlainPage>
        <ZReportView report={report.data} withStore />
      </PlainPage>
    );
  }
  return (
    <PrintSheet widthMm={report.data.pageFormat}>
      <ZReportView report={report.data} withStore />
    </PrintSheet>
  );
}
