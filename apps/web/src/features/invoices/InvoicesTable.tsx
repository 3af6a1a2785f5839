import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TInvoiceResponse } from '@opentab/shared';
import { IconPrinter, IconReceipt, IconReceiptRefund } from '@tabler/icons-react';
import { IconAction } from '../../components/IconAction/IconAction';
import { RecordTable, type TColumn } from '../../components/RecordTable/RecordTable';
import { diningOptionLabel } from '../../lib/dining-options';
import { formatDateTime, formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';

type TProps = {
  invoices: readonly TInvoiceResponse[];
  currency: string;
  timeZone: string;
  onView: (invoice: TInvoiceResponse) => void;
  onPrint: (invoice: TInvoiceResponse) => void;
  /** issue 23: refund the invoice (a credit note) */
  onRefund: (invoice: TInvoiceResponse) => void;
};

/** The table needs this much room; a narrower list (a tablet, a phone) shows each invoice as a card. */
const TABLE_MIN_WIDTH = 980;

/** Spec 02 section 2: the invoices with a view-receipt and a print button each. */
export function InvoicesTable({ invoices, currency, timeZone, onView, onPrint, onRefund }: TProps) {
  const money = (major: number) => formatPrice(major, currency);
  const columns: readonly TColumn<TInvoiceResponse>[] = [
    // issue 22: the store's sequential number, before the spec's columns
    {
      header: t('Invoice No.'),
      render: (invoice) => (
        <Text fw={600} size="sm" span>
          {invoice.invoiceNumber ?? '-'}
        </Text>
      ),
      noWrap: true,
    },
    {
      header: t('Invoice ID'),
      render: (invoice) => (
        <Text ff="monospace" size="xs" span>
          {invoice.invoice_id}
        </Text>
      ),
    },
    { header: t('Tokens'), render: (invoice) => invoice.orders.map((order) => order.token_no).join(', ') },
    { header: t('Date'), render: (invoice) => formatDateTime(invoice.created_at, timeZone) },
    { header: t('Subtotal'), render: (invoice) => money(invoice.sub_total), noWrap: true },
    { header: t('Tax'), render: (invoice) => money(invoice.tax_total), noWrap: true },
    {
      header: t('Total'),
      // a bill paid in parts (issue 23) says what it still owes
      render: (invoice) =>
        invoice.balance > 0 ? (
          <Stack gap={2}>
            {money(invoice.total)}
            <Badge color="orange" variant="light" data-testid="invoice-balance">
              {t('Balance {amount}', { amount: money(invoice.balance) })}
            </Badge>
          </Stack>
        ) : (
          money(invoice.total)
        ),
      noWrap: true,
    },
    {
      header: t('Delivery Type'),
      // the dining option's name ("Dine-In"), not its code
      render: (invoice) => {
        const option = diningOptionLabel(invoice.delivery_type);
        return option ? t(option) : '-';
      },
    },
    { header: t('Customer'), render: (invoice) => invoice.name ?? t('WALKIN') },
    { header: t('Table'), render: (invoice) => invoice.table_title ?? t('N/A') },
  ];
  return (
    <RecordTable
      rows={invoices}
      columns={columns}
      rowKey={(invoice) => invoice.invoice_id}
      actionsHeader={t('Action')}
      minWidth={TABLE_MIN_WIDTH}
      label={t('Invoices')}
      actions={(invoice) => (
        <Group gap="xs" wrap="nowrap">
          <IconAction
            tip={t('View receipt')}
            label={t('View receipt {id}', { id: invoice.invoice_id })}
            icon={<IconReceipt size={20} />}
            onClick={() => onView(invoice)}
          />
          <IconAction
            tip={t('Print')}
            label={t('Print {id}', { id: invoice.invoice_id })}
            icon={<IconPrinter size={20} />}
            onClick={() => onPrint(invoice)}
          />
          <IconAction
            tip={t('Refund')}
            label={t('Refund {id}', { id: invoice.invoice_id })}
            icon={<IconReceiptRefund size={20} />}
            onClick={() => onRefund(invoice)}
          />
        </Group>
      )}
    />
  );
}
