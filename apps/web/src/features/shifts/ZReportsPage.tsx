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
import { useZReport, useZReports, Z_REPORTS_LOAD_FAILED } from './shifts-api';
import { ZReportPrintButtons } from './ZReportPrintButtons';

type TRow = TZReportListResponse[number];

const COLUMNS: readonly TColumn<TRow>[] = [
  { header: 'No.', render: (row) => `#${row.number}`, noWrap: true },
  { header: 'Cashier', render: (row) => row.openedBy },
  // the store's clock, whoever views the list (the report's own times are shown the same way)
  { header: 'Opened', render: (row) => formatDateTime(row.openedAt, row.timeZone), noWrap: true },
  { header: 'Closed', render: (row) => formatDateTime(row.closedAt, row.timeZone), noWrap: true },
  { header: 'Sales', render: (row) => formatPrice(row.salesTotal, row.currency), noWrap: true },
  { header: 'Variance', render: (row) => varianceText(row.totalVariance, row.currency), noWrap: true },
];

function ZReportDialog({ number, onClose }: { number: number | null; onClose: () => void }) {
  const report = useZReport(number);
  return (
    <Modal opened={number !== null} onClose={onClose} title={`Z report #${number ?? ''}`} centered>
      <QueryState query={report} errorText={Z_REPORTS_LOAD_FAILED} skeleton={<TableSkeleton />}>
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
  useDocumentTitle(`Z Reports · ${APP_NAME}`);
  const reports = useZReports();
  const [shown, setShown] = useState<number | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Z Reports"
        description={`The count of every closed shift, numbered in order and never changed. The newest ${Z_REPORT_LIST_LIMIT} are listed.`}
      />
      <QueryState
        query={reports}
        errorText={Z_REPORTS_LOAD_FAILED}
        emptyText="No shift has been closed yet."
        skeleton={<TableSkeleton />}
      >
        {(rows) => (
          <RecordTable
            rows={rows}
            columns={COLUMNS}
            rowKey={(row) => String(row.number)}
            minWidth={760}
            label="Z reports"
            actions={(row) => (
              <Button size="xs" variant="default" onClick={() => setShown(row.number)}>
                View
              </Button>
            )}
          />
        )}
      </QueryState>
      <ZReportDialog number={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
