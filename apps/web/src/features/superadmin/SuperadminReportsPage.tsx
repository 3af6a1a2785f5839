import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  MSG,
  REPORT_DATE_FILTERS,
  SUPERADMIN_MSG,
  type TDateFilterQuery,
  type TSuperadminReportResponse,
} from '@opentab/shared';
import { useState } from 'react';
import { DateFilterButton } from '../../components/DateFilterButton/DateFilterButton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { APP_NAME } from '../../lib/constants';
import { formatCompact } from '../../lib/format';
import { t } from '../../lib/i18n';
import { StatTile } from './StatTile';
import { SuperadminFigures } from './SuperadminFigures';
import { useSuperadminReport } from './superadmin-api';

/** /superadmin/dashboard/reports (spec 02 section 2): a filter's figures across every tenant, in UTC days. */
export function SuperadminReportsPage() {
  useDocumentTitle(`${t('Superadmin Reports')} · ${APP_NAME}`);
  const [filter, setFilter] = useState<TDateFilterQuery>({ type: 'today' });
  const report = useSuperadminReport(filter);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Reports')}
        description={t('Across every tenant (UTC days).')}
        actions={
          <DateFilterButton
            value={filter}
            onChange={setFilter}
            timeZone="UTC"
            filters={REPORT_DATE_FILTERS}
          />
        }
      />
      <QueryState
        query={report}
        errorText={t(SUPERADMIN_MSG.loadDataFailed)}
        skeleton={<Text>{t(MSG.pleaseWait)}</Text>}
        isEmpty={() => false}
      >
        {(data) => <ReportPanels data={data} />}
      </QueryState>
    </Stack>
  );
}

function ReportPanels({ data }: { data: TSuperadminReportResponse }) {
  return (
    <Stack gap="md">
      <SuperadminFigures figures={data}>
        <StatTile label={t("All Tenant's Customers")} value={formatCompact(data.totalCustomers)} />
      </SuperadminFigures>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          {t('Top Selling Items')}
        </Title>
        {data.topSellingItems.length === 0 ? (
          <Text c="dimmed">{t(SUPERADMIN_MSG.noTopSellers)}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Item')}</Table.Th>
                  <Table.Th>{t('Tenant')}</Table.Th>
                  <Table.Th ta="end">{t('Qty')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.topSellingItems.map((item) => (
                  <Table.Tr key={`${item.tenant_id}-${item.item_id ?? item.title}`}>
                    <Table.Td fw={600}>{item.title}</Table.Td>
                    <Table.Td>{item.tenant_name}</Table.Td>
                    <Table.Td ta="end">{formatCompact(item.qty)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
