import { Paper, Table, Text, Title } from '@mantine/core';
import type { TTopSellingItem } from '@opentab/shared';
import { formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';

/** The Top Selling Items card of the dashboard and the reports: item, price, orders; or the empty text. */
export function TopSellingItemsCard(props: {
  items: TTopSellingItem[];
  currency: string;
  emptyText: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="xs">
        {t('Top Selling Items')}
      </Title>
      {props.items.length === 0 ? (
        <Text>{props.emptyText}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Item')}</Table.Th>
              <Table.Th>{t('Price')}</Table.Th>
              <Table.Th>{t('Orders')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.items.map((item) => (
              <Table.Tr key={item.title} data-testid="top-selling-item">
                <Table.Td>{item.title}</Table.Td>
                <Table.Td>{formatPrice(item.price, props.currency)}</Table.Td>
                <Table.Td>{item.orders_count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
