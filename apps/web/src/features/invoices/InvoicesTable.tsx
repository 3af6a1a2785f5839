import { Group, Paper, Table, Text } from '@mantine/core';
import type { TInvoiceResponse } from '@opentab/shared';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import { IconAction } from '../../components/IconAction/IconAction';
import { formatDateTime, formatPrice } from '../../lib/format';

type TProps = {
  invoices: readonly TInvoiceResponse[];
  currency: string;
  timeZone: string;
  onView: (invoice: TInvoiceResponse) => void;
  onPrint: (invoice: TInvoiceResponse) => void;
};

const COLUMNS = [
  'Invoice ID',
  'Tokens',
  'Date',
  'Subtotal',
  'Tax',
  'Total',
  'Delivery Type',
  'Customer',
  'Table',
];

/** Spec 02 section 2: the invoices with a view-receipt and a print button each. */
export function InvoicesTable({ invoices, currency, timeZone, onView, onPrint }: TProps) {
  const money = (major: number) => formatPrice(major, currency);
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
              <Table.Th w={1}>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => (
              <Table.Tr key={invoice.invoice_id}>
                <Table.Td>
                  <Text ff="monospace" size="xs">
                    {invoice.invoice_id}
                  </Text>
                </Table.Td>
                <Table.Td>{invoice.orders.map((order) => order.token_no).join(', ')}</Table.Td>
                <Table.Td>{formatDateTime(invoice.created_at, timeZone)}</Table.Td>
                <Table.Td>{money(invoice.sub_total)}</Table.Td>
                <Table.Td>{money(invoice.tax_total)}</Table.Td>
                <Table.Td>{money(invoice.total)}</Table.Td>
                <Table.Td>{invoice.delivery_type ?? '-'}</Table.Td>
                <Table.Td>{invoice.name ?? 'WALKIN'}</Table.Td>
                <Table.Td>{invoice.table_title ?? 'N/A'}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <IconAction
                      tip="View receipt"
                      label={`View receipt ${invoice.invoice_id}`}
                      icon={<IconReceipt size={20} />}
                      onClick={() => onView(invoice)}
                    />
                    <IconAction
                      tip="Print"
                      label={`Print ${invoice.invoice_id}`}
                      icon={<IconPrinter size={20} />}
                      onClick={() => onPrint(invoice)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
