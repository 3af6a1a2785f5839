import { Button, Group, Modal, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type TZReportListResponse, Z_REPORT_LIST_LIMIT } from '@opentab/shared';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { RecordTable, TableSkeleton, type TColumn } from '../../components/RecordTable/RecordTable';
import { varianceText, ZReportView } from '../../components/ZReportView/ZReportView';
import { APP_NAME } from '../../lib/constants';
import { formatDateTime, formatPrice } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { useZReport, useZReports, Z_REPORTS_LOAD_FAILED } from './shifts-api';
import { ZReportPrintButtons } from './ZReportPrintButtons';

type TRow = TZReportListResponse[number];

const COLUMNS: readonly TColumn<TRow>[] = [
  { header: msg('No.'), render: (row) => `#${row.number}`, noWrap: true },
  { header: msg('Cashier'), render: (row) => row.openedBy },
  // the store's clock, whoever views the list (the report's own times are shown the same way)
  { header: msg('Opened'), render: (row) => formatDateTime(row.openedAt, row.timeZone), noWrap: true },
  { header: msg('Closed'), render: (row) => formatDateTime(row.closedAt, row.timeZone), noWrap: true },
  { header: msg('Sales'), render: (row) => formatPrice(row.salesTotal, row.currency), noWrap: true },
  { header: msg('Variance'), render: (row) => varianceText(row.totalVariance, row.currency), noWrap: true },
];

function ZReportDialog({ number, onClose }: { number: number | null; onClose: () => void }) {
  const report = useZReport(number);
  return (
    <Modal
      opened={number !== null}
      onClose={onClose}
      title={t('Z report #{number}', { number: number ?? '' })}
      centered
    >
      <QueryState query={report} errorText={t(Z_REPORTS_LOAD_FAILED)} skeleton={<TableSkeleton />}>
        {(data) => (
          <Stack gap="md">
            <ZReportView report={data} />
            <Group justify="flex-end">
              <ZReportPrintButtons number={data.number} />
            </Group>
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}

/** /dashboard/z-reports (issue 23): every closed shift's Z report, newest first; each one viewable and printable. */
export function ZReportsPage() {
  useDocumentTitle(`${t('Z Reports')} · ${APP_NAME}`);
  // the headers are read at render, in the language of the moment
  const columns = COLUMNS.map((column) => ({ ...column, header: t(column.header) }));
  const reports = useZReports();
  const [shown, setShown] = useState<number | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Z Reports')}
        description={t(
          'The count of every closed shift, numbered in order and never changed. The newest {limit} are listed.',
          { limit: Z_REPORT_LIST_LIMIT },
        )}
      />
      <QueryState
        query={reports}
        errorText={t(Z_REPORTS_LOAD_FAILED)}
        emptyText={t('No shift has been closed yet.')}
        skeleton={<TableSkeleton />}
      >
        {(rows) => (
          <RecordTable
            rows={rows}
            columns={columns}
            rowKey={(row) => String(row.number)}
            minWidth={760}
            label={t('Z reports')}
            actions={(row) => (
              <Button size="xs" variant="default" onClick={() => setShown(row.number)}>
                {t('View')}
              </Button>
            )}
          />
        )}
      </QueryState>
      <ZReportDialog number={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
