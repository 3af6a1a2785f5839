import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MSG, PAGES, type TDashboardResponse } from '@opentab/shared';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { TopSellingItemsCard } from '../../components/TopSellingItemsCard/TopSellingItemsCard';
import { APP_NAME } from '../../lib/constants';
import { formatPrice, formatTimeInZone } from '../../lib/format';
import { useDashboard } from './dashboard-api';
import { HourlySparkline } from './HourlySparkline';
import { SetupChecklist } from './SetupChecklist';

export const DASHBOARD_TEXT = {
  loadFailed: 'Error Loading Dashboard Data, Please try later!',
  noReservations: 'No Reservation found for Today!',
  noTopSelling: 'No Top Selling items found for Today!',
  moreInReports: 'View More Data in Reports',
} as const;

/** /dashboard/home: today's reservations, top sellers, counters and revenue (spec 01 section 2). */
export function DashboardHomePage() {
  useDocumentTitle(`Dashboard · ${APP_NAME}`);
  const dashboard = useDashboard();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard"
        actions={
          <Anchor component={Link} to={PAGES.reports.path}>
            {DASHBOARD_TEXT.moreInReports}
          </Anchor>
        }
      />
      <SetupChecklist />
      <QueryState
        query={dashboard}
        skeleton={<Text>{MSG.pleaseWait}</Text>}
        errorText={DASHBOARD_TEXT.loadFailed}
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
        <Counter label="Revenue" value={money(data.revenueTotal)} />
        <Counter label="Orders" value={String(data.ordersCount)} />
        <Counter label="New Registered Customers" value={String(data.newCustomerCount)} />
        <Counter label="Repeat Customers" value={String(data.repeatedCustomerCount)} />
        {data.discountTotal > 0 ? <Counter label="Discounts" value={money(data.discountTotal)} /> : null}
        {data.serviceChargeTotal > 0 ? (
          <Counter label="Service Charge" value={money(data.serviceChargeTotal)} />
        ) : null}
        {data.tipTotal > 0 ? <Counter label="Tips" value={money(data.tipTotal)} /> : null}
        {data.refundTotal > 0 ? <Counter label="Refunds" value={money(data.refundTotal)} /> : null}
        {data.refundTotal > 0 ? (
          <Counter label="Sales net of Refunds" value={money(data.netSalesTotal)} />
        ) : null}
        {data.voidTotal > 0 ? <Counter label="Voids" value={money(data.voidTotal)} /> : null}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb="xs">
          Sales by hour
        </Text>
        <HourlySparkline
          values={data.salesByHour}
          label={`Sales by hour today, ${money(data.revenueTotal)} in all`}
        />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="xs">
            <Title order={2} fz="lg">
              Reservations
            </Title>
            <Anchor component={Link} to={PAGES.reservation.path}>
              View all
            </Anchor>
          </Group>
          {data.reservations.length === 0 ? (
            <Text>{DASHBOARD_TEXT.noReservations}</Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>People</Table.Th>
                  <Table.Th>Table</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.reservations.map((reservation) => (
                  <Table.Tr key={reservation.id} data-testid="dashboard-reservation">
                    <Table.Td>{formatTimeInZone(reservation.date, data.timeZone)}</Table.Td>
                    <Table.Td>{reservation.customer_name}</Table.Td>
                    <Table.Td>{reservation.people_count}</Table.Td>
                    <Table.Td>{reservation.table_title ?? 'N/A'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="dark">
                        {reservation.status}
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
          emptyText={DASHBOARD_TEXT.noTopSelling}
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
