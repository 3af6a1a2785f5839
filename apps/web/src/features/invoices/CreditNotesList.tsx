import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import { openCreditNoteWindow } from '../../lib/print-windows';
import { useInvoiceDetail } from './invoices-api';

/** An invoice's refunds (credit notes) under its receipt, each printable; nothing when it has none. */
export function CreditNotesList({ invoiceId, currency }: { invoiceId: string; currency: string }) {
  const detail = useInvoiceDetail(invoiceId);
  const notes = detail.data?.refunds ?? [];
  if (notes.length === 0) return null;
  const money = (major: number) => formatPrice(major, currency);
  return (
    <Stack gap="xs" data-testid="credit-notes">
      <Divider />
      <Text fw={600}>{t('Refunds')}</Text>
      {notes.map((note) => (
        <Group key={note.refundId} justify="space-between" wrap="nowrap" data-testid="credit-note">
          <Stack gap={0}>
            <Text size="sm">
              {t('Credit note {number} · {reason}', { number: note.creditNoteNumber, reason: note.reason })}
            </Text>
            <Text size="xs" c="dark.4">
              {t('{lines} · {paymentType} · approved by {approvedBy}', {
                lines: note.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ') || t('Amount'),
                paymentType: note.paymentTypeTitle,
                approvedBy: note.approvedBy,
              })}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">−{money(note.amount)}</Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPrinter size={14} />}
              onClick={() => openCreditNoteWindow(invoiceId, note.creditNoteNumber)}
              aria-label={t('Print credit note {number}', { number: note.creditNoteNumber })}
            >
              {t('Print')}
            </Button>
          </Group>
        </Group>
      ))}
      <Group justify="space-between">
        <Text size="sm">{t('Left after refunds')}</Text>
        <Text size="sm">{money(detail.data?.refundableTotal ?? 0)}</Text>
      </Group>
    </Stack>
  );
}
