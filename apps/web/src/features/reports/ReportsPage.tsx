import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MSG, REPORT_DATE_FILTERS, type TDateFilterQuery, type TReportResponse } from '@opentab/shared';
import { useState } from 'react';
import { DateFilterButton } from '../../components/DateFilterButton';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { TopSellingItemsCard } from '../../components/TopSellingItemsCard';
import { APP_NAME } from '../../lib/constants';
import { formatPrice } from '../../lib/format';
import { exportReportCsv } from './report-csv';
import { useReport } from './reports-api';
import { SvgBars } from './SvgBars';

export const REPORTS_TEXT = {
  loadFailed: 'Error Loading Reports Data, Please try later!',
  noTopSelling: 'No Top Selling items found for Selected Filter!',
} as const;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /dashboard/reports: the figures of a date filter (spec 02 section 2), starting at Today. */
export function ReportsPage() {
  useDocumentTitle(`Reports · ${APP_NAME}`);
  const [filter, setFilter] = useState<TDateFilterQuery>({ type: 'today' });
  const report = useReport(filter);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Reports"
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              disabled={!report.data}
              onClick={() => report.data && exportReportCsv(report.data)}
            >
              Export
            </Button>
            <DateFilterButton
              value={filter}
              onChange={setFilter}
              timeZone={report.data?.timeZone ?? browserZone()}
              filters={REPORT_DATE_FILTERS}
            />
          </Group>
        }
      />
      <QueryState
        query={report}
        skeleton={<Text>{MSG.pleaseWait}</Text>}
        errorText={REPORTS_TEXT.loadFailed}
        isEmpty={() => false}
      >
        {(data) => <ReportPanels data={data} />}
      </QueryState>
    </Stack>
  );
}

function ReportPanels({ data }: { data: TReportResponse }) {
  const money = (amount: number) => formatPrice(amount, data.currency);
  const tiles: [string, string][] = [
    ['Orders', String(data.ordersCount)],
    ['Avg. Order Value', money(data.averageOrderValue)],
    ['Total Customers', String(data.totalCustomers)],
    ['New Customers', String(data.newCustomers)],
    ['Repeat Customers', String(data.repeatedCustomers)],
    ['Revenue', money(data.revenueTotal)],
    ['Net Sales', money(data.netRevenue)],
    ['Tax', money(data.taxTotal)],
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {tiles.map(([label, value]) => (
          <Paper key={label} withBorder radius="md" p="md" data-testid="report-tile">
            <Text fw={500}>{label}</Text>
            <Text fz={26} fw={700}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="lg" mb="xs">
            Revenue by day
          </Title>
          <SvgBars
            values={data.revenueByDay.map((day) => day.total)}
            label={`Revenue by day: ${data.revenueByDay.map((day) => `${day.day} ${money(day.total)}`).join(', ')}`}
          />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="lg" mb="xs">
            Revenue by hour
          </Title>
          <SvgBars
            values={data.revenueByHour}
            label={`Revenue by hour of the day, ${money(data.revenueTotal)} in all`}
          />
        </Paper>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TopSellingItemsCard
          items={data.topSellingItems}
          currency={data.currency}
          emptyText={REPORTS_TEXT.noTopSelling}
        />
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="lg" mb="xs">
            Payments by type
          </Title>
          <Table>
            <Table.Tbody>
              {data.totalPaymentsByPaymentTypes.map((type) => (
                <Table.Tr key={type.title} data-testid="report-payment-type">
                  <Table.Td>{type.title}</Table.Td>
                  <Table.Td>{money(type.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
