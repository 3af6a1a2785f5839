import {
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MSG, REPORT_DATE_FILTERS, type TDateFilterQuery, type TReportResponse } from '@opentab/shared';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { DateFilterButton } from '../../components/DateFilterButton/DateFilterButton';
import { GuestRatingsCard } from '../../components/GuestRatingsCard/GuestRatingsCard';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { TopSellingItemsCard } from '../../components/TopSellingItemsCard/TopSellingItemsCard';
import { APP_NAME } from '../../lib/constants';
import { formatPrice } from '../../lib/format';
import { currentLocale, msg, t } from '../../lib/i18n';
import { loadScreenChunk } from '../../lib/lazy-page';
import { CHART_HEIGHT, DONUT_SIZE, paymentTypeColor } from './chart-style';
import { exportReportCsv } from './report-csv';
import { useReport } from './reports-api';

/** The spec's texts, in English (the catalogs' keys): shown through t(). */
export const REPORTS_TEXT = {
  loadFailed: msg('Error Loading Reports Data, Please try later!'),
  noTopSelling: msg('No Top Selling items found for Selected Filter!'),
  noPayments: msg('No payments found for Selected Filter!'),
} as const;

// The chart library is a chunk of its own, fetched when a report is first shown (ReportCharts.tsx).
const RevenueBars = lazy(() =>
  loadScreenChunk(() => import('./ReportCharts')).then((charts) => ({ default: charts.RevenueBars })),
);
const PaymentTypesDonut = lazy(() =>
  loadScreenChunk(() => import('./ReportCharts')).then((charts) => ({ default: charts.PaymentTypesDonut })),
);

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat(currentLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /dashboard/reports: the figures of a date filter (spec 02 section 2), starting at Today. */
export function ReportsPage() {
  useDocumentTitle(`${t('Reports')} · ${APP_NAME}`);
  const [filter, setFilter] = useState<TDateFilterQuery>({ type: 'today' });
  const report = useReport(filter);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Reports')}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              disabled={!report.data}
              onClick={() => report.data && exportReportCsv(report.data)}
            >
              {t('Export')}
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
        skeleton={<Text>{t(MSG.pleaseWait)}</Text>}
        errorText={t(REPORTS_TEXT.loadFailed)}
        isEmpty={() => false}
      >
        {(data) => <ReportPanels data={data} />}
      </QueryState>
      <GuestRatingsCard filter={filter} />
    </Stack>
  );
}

function ReportPanels({ data }: { data: TReportResponse }) {
  const money = (amount: number) => formatPrice(amount, data.currency);
  const tiles: [string, string][] = [
    [t('Orders'), String(data.ordersCount)],
    [t('Avg. Order Value'), money(data.averageOrderValue)],
    [t('Total Customers'), String(data.totalCustomers)],
    [t('New Customers'), String(data.newCustomers)],
    [t('Repeat Customers'), String(data.repeatedCustomers)],
    [t('Revenue'), money(data.revenueTotal)],
    [t('Net Sales'), money(data.netRevenue)],
    [t('Tax'), money(data.taxTotal)],
    [t('Discounts'), money(data.discountTotal)],
    [t('Service Charge'), money(data.serviceChargeTotal)],
    [t('Tips'), money(data.tipTotal)],
    [t('Refunds'), money(data.refundTotal)],
    // issue 23: gross − discounts − refunds (the spec's Net Sales tile is the revenue before tax)
    [t('Sales net of Refunds'), money(data.netSalesTotal)],
    [t('Voids'), money(data.voidTotal)],
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
        <ChartCard title={t('Revenue by day')}>
          <RevenueChart
            caption={t('Revenue by day')}
            heading={t('Day')}
            points={data.revenueByDay.map((day) => ({ label: dayLabel(day.day), total: day.total }))}
            money={money}
          />
        </ChartCard>
        <ChartCard title={t('Revenue by hour')}>
          <RevenueChart
            caption={t('Revenue by hour of the day ({timeZone})', { timeZone: data.timeZone })}
            heading={t('Hour')}
            points={data.revenueByHour.map((total, hour) => ({ label: hourLabel(hour), total }))}
            money={money}
          />
        </ChartCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TopSellingItemsCard
          items={data.topSellingItems}
          currency={data.currency}
          emptyText={t(REPORTS_TEXT.noTopSelling)}
        />
        <ChartCard title={t('Payments by type')}>
          {data.totalPaymentsByPaymentTypes.length === 0 ? (
            <Text>{t(REPORTS_TEXT.noPayments)}</Text>
          ) : (
            <Group align="center" gap="lg" wrap="wrap">
              <Suspense fallback={<Skeleton circle h={DONUT_SIZE} w={DONUT_SIZE} />}>
                <PaymentTypesDonut types={data.totalPaymentsByPaymentTypes} formatMoney={money} />
              </Suspense>
              <Table style={{ flex: 1, minWidth: 180 }}>
                <Table.Tbody>
                  {data.totalPaymentsByPaymentTypes.map((type, index) => (
                    <Table.Tr key={type.title} data-testid="report-payment-type">
                      <Table.Td>
                        <Group gap={8} wrap="nowrap">
                          <Box
                            aria-hidden="true"
                            w={12}
                            h={12}
                            style={{ borderRadius: 3, background: paymentTypeColor(index).css }}
                          />
                          {type.title}
                        </Group>
                      </Table.Td>
                      <Table.Td>{money(type.total)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Group>
          )}
        </ChartCard>
      </SimpleGrid>
      {data.tipsByStaff.length > 0 ? (
        <ChartCard title={t('Tips by staff')}>
          <Table maw={420}>
            <Table.Tbody>
              {data.tipsByStaff.map((staff) => (
                <Table.Tr key={staff.name} data-testid="report-tips-staff">
                  <Table.Td>{staff.name}</Table.Td>
                  <Table.Td>{money(staff.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ChartCard>
      ) : null}
    </Stack>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A bar chart of revenue, and for screen readers the same figures as a table (the chart is a picture). */
function RevenueChart({
  caption,
  heading,
  points,
  money,
}: {
  caption: string;
  heading: string;
  points: { label: string; total: number }[];
  money: (amount: number) => string;
}) {
  return (
    <>
      <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
        <RevenueBars points={points} formatMoney={money} />
      </Suspense>
      <VisuallyHidden>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{heading}</th>
              <th scope="col">{t('Revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{money(point.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
