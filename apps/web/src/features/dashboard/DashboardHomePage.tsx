import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MSG, PAGES, type TDashboardResponse } from '@opentab/shared';
import { Link } from 'react-router';
import { GuestRatingsCard } from '../../components/GuestRatingsCard/GuestRatingsCard';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { TopSellingItemsCard } from '../../components/TopSellingItemsCard/TopSellingItemsCard';
import { APP_NAME } from '../../lib/constants';
import { formatPrice, formatTimeInZone } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { reservationStatusText } from '../../lib/reservation-status';
import { useDashboard } from './dashboard-api';
import { HourlySparkline } from './HourlySparkline';
import { SetupChecklist } from './SetupChecklist';

/** The spec's texts, in English (the catalogs' keys): shown through t(). */
export const DASHBOARD_TEXT = {
  loadFailed: msg('Error Loading Dashboard Data, Please try later!'),
  noReservations: msg('No Reservation found for Today!'),
  noTopSelling: msg('No Top Selling items found for Today!'),
  moreInReports: msg('View More Data in Reports'),
} as const;

/** Issue 27: the dashboard's guest ratings are the last 7 days' (one day's few would swing too much). */
const LAST_7_DAYS = { type: 'last_7days' } as const;

/** /dashboard/home: today's reservations, top sellers, counters and revenue (spec 01 section 2). */
export function DashboardHomePage() {
  useDocumentTitle(`${t('Dashboard')} · ${APP_NAME}`);
  const dashboard = useDashboard();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Dashboard')}
        actions={
          <Anchor component={Link} to={PAGES.reports.path}>
            {t(DASHBOARD_TEXT.moreInReports)}
          </Anchor>
        }
      />
      <SetupChecklist />
      <QueryState
        query={dashboard}
        skeleton={<Text>{t(MSG.pleaseWait)}</Text>}
        errorText={t(DASHBOARD_TEXT.loadFailed)}
        isEmpty={() => false}
      >
        {(data) => <DashboardPanels data={data} />}
      </QueryState>
    </Stack>
  );
}

function DashboardPanels({ data }: { data: TDashboardResponse }) {
  const money = (amount: number) => formatPrice(amount, data.currency);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Counter label={t('Revenue')} value={money(data.revenueTotal)} />
        <Counter label={t('Orders')} value={String(data.ordersCount)} />
        <Counter label={t('New Registered Customers')} value={String(data.newCustomerCount)} />
        <Counter label={t('Repeat Customers')} value={String(data.repeatedCustomerCount)} />
        {data.discountTotal > 0 ? <Counter label={t('Discounts')} value={money(data.discountTotal)} /> : null}
        {data.serviceChargeTotal > 0 ? (
          <Counter label={t('Service Charge')} value={money(data.serviceChargeTotal)} />
        ) : null}
        {data.tipTotal > 0 ? <Counter label={t('Tips')} value={money(data.tipTotal)} /> : null}
        {data.refundTotal > 0 ? <Counter label={t('Refunds')} value={money(data.refundTotal)} /> : null}
        {data.refundTotal > 0 ? (
          <Counter label={t('Sales net of Refunds')} value={money(data.netSalesTotal)} />
        ) : null}
        {data.voidTotal > 0 ? <Counter label={t('Voids')} value={money(data.voidTotal)} /> : null}
      </SimpleGrid>
      <GuestRatingsCard filter={LAST_7_DAYS} subtitle={t('Last 7 Days')} />
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb="xs">
          {t('Sales by hour')}
        </Text>
        <HourlySparkline
          values={data.salesByHour}
          label={t('Sales by hour today, {total} in all', { total: money(data.revenueTotal) })}
        />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="xs">
            <Title order={2} fz="lg">
              {t('Reservations')}
            </Title>
            <Anchor component={Link} to={PAGES.reservation.path}>
              {t('View all')}
            </Anchor>
          </Group>
          {data.reservations.length === 0 ? (
            <Text>{t(DASHBOARD_TEXT.noReservations)}</Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Time')}</Table.Th>
                  <Table.Th>{t('Customer')}</Table.Th>
                  <Table.Th>{t('People')}</Table.Th>
                  <Table.Th>{t('Table')}</Table.Th>
                  <Table.Th>{t('Status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.reservations.map((reservation) => (
                  <Table.Tr key={reservation.id} data-testid="dashboard-reservation">
                    <Table.Td>{formatTimeInZone(reservation.date, data.timeZone)}</Table.Td>
                    <Table.Td>{reservation.customer_name}</Table.Td>
                    <Table.Td>{reservation.people_count}</Table.Td>
                    <Table.Td>{reservation.table_title ?? t('N/A')}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="dark">
                        {reservationStatusText(reservation.status)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
        <TopSellingItemsCard
          items={data.topSellingItems}
          currency={data.currency}
          emptyText={t(DASHBOARD_TEXT.noTopSelling)}
        />
      </SimpleGrid>
    </Stack>
  );
}

function Counter({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="dashboard-counter">
      <Text fw={500}>{label}</Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}
