import { Divider, Group, Stack, Text } from '@mantine/core';
import type { TCreditNote } from '@opentab/shared';
import { formatDateTime, formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';

type TProps = {
  note: TCreditNote;
  store: { name: string; currency: string; timeZone: string };
};

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text inherit fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text inherit fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/** A credit note as printed (issue 23): its number, the invoice it credits, lines, amount, reason and date. */
export function CreditNoteView({ note, store }: TProps) {
  const money = (major: number) => formatPrice(major, store.currency);
  return (
    <Stack gap={6} data-testid="credit-note-view">
      <Text inherit fw={700} ta="center">
        {store.name}
      </Text>
      <Text inherit fw={700} ta="center">
        {t('CREDIT NOTE {number}', { number: note.creditNoteNumber })}
      </Text>
      <Row label={t('Credits invoice')} value={note.invoiceNumber ?? note.invoiceId} />
      <Row label={t('Date')} value={formatDateTime(note.createdAt, store.timeZone)} />
      <Divider />
      {note.lines.length > 0 ? (
        note.lines.map((line) => (
          <Row
            key={line.orderItemId}
            label={`${line.quantity} × ${line.title}`}
            value={`−${money(line.amount)}`}
          />
        ))
      ) : (
        <Row label={t('Amount refunded')} value={`−${money(note.amount)}`} />
      )}
      <Divider />
      <Row label={t('Refund total')} value={`−${money(note.amount)}`} strong />
      <Row label={t('of which tax')} value={money(note.taxAmount)} />
      <Row label={t('Paid back with')} value={note.paymentTypeTitle} />
      <Text inherit>{t('Reason: {reason}', { reason: note.reason })}</Text>
      <Text inherit size="xs">
        {t('By {createdBy}, approved by {approvedBy}', {
          createdBy: note.createdBy,
          approvedBy: note.approvedBy,
        })}
      </Text>
    </Stack>
  );
}
