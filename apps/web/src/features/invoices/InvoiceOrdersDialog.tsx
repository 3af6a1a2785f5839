import { Button, Divider, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { TInvoiceResponse } from '@opentab/shared';
import { IconPrinter } from '@tabler/icons-react';
import { InvoiceFeedback } from '../../components/InvoiceFeedback/InvoiceFeedback';
import { QueryState } from '../../components/QueryState/QueryState';
import { formatPrice, formatTax } from '../../lib/format';
import { t } from '../../lib/i18n';
import { itemOptions } from '../../lib/order-format';
import { CreditNotesList } from './CreditNotesList';
import { INVOICES_LOAD_FAILED, useInvoiceOrders } from './invoices-api';

type TProps = {
  invoice: TInvoiceResponse | null;
  currency: string;
  onPrint: (invoice: TInvoiceResponse) => void;
  onClose: () => void;
};

/** View receipt: the invoice's orders and lines as they were charged (POST /invoices/orders). */
export function InvoiceOrdersDialog({ invoice, currency, onPrint, onClose }: TProps) {
  const summary = useInvoiceOrders(invoice ? invoice.orders.map((order) => order.order_id) : null);
  const money = (major: number) => formatPrice(major, currency);
  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={
        invoice?.invoiceNumber
          ? t('Receipt · Invoice No. {number}', { number: invoice.invoiceNumber })
          : t('Receipt')
      }
      size="lg"
    >
      {invoice ? (
        <QueryState
          query={summary}
          errorText={t(INVOICES_LOAD_FAILED)}
          skeleton={<Skeleton h={160} radius="sm" />}
        >
          {(data) => (
            <Stack gap="sm">
              {data.orders.map((order) => (
                <Stack key={order.id} gap={4}>
                  <Text fw={600}>{t('Token #{number}', { number: order.token_no })}</Text>
                  <Table>
                    <Table.Tbody>
                      {order.items.map((item) => (
                        <Table.Tr key={item.id}>
                          <Table.Td>
                            {item.quantity} × {item.item_title}
                            {itemOptions(item) ? (
                              <Text size="sm" c="dark.4">
                                {itemOptions(item)}
                              </Text>
                            ) : null}
                          </Table.Td>
                          <Table.Td ta="end">{money(item.line_total)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Stack>
              ))}
              <Divider />
              <Group justify="space-between">
                <Text>{t('Subtotal')}</Text>
                <Text>{money(data.subtotal)}</Text>
              </Group>
              {data.taxes.map((tax) => (
                <Group key={formatTax(tax)} justify="space-between" data-testid="invoice-tax">
                  <Text size="sm">{formatTax(tax)}</Text>
                  <Text size="sm">{money(tax.amount)}</Text>
                </Group>
              ))}
              <Group justify="space-between">
                <Text>{t('Tax')}</Text>
                <Text>{money(data.taxTotal)}</Text>
              </Group>
              <Group justify="space-between">
                <Text fw={700}>{t('Total')}</Text>
                <Text fw={700}>{money(data.total)}</Text>
              </Group>
              <CreditNotesList invoiceId={invoice.invoice_id} currency={currency} />
              <InvoiceFeedback invoiceId={invoice.invoice_id} />
              <Group justify="flex-end">
                <Button leftSection={<IconPrinter size={18} />} onClick={() => onPrint(invoice)}>
                  {t('Print')}
                </Button>
              </Group>
            </Stack>
          )}
        </QueryState>
      ) : null}
    </Modal>
  );
}
