import { Divider, Group, Stack, Text } from '@mantine/core';
import type { TCreditNote } from '@opentab/shared';
import { usePrintText } from './print-language';

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
  // the sheet's language: the store's on the print page (issue 24), the screens' elsewhere
  const text = usePrintText();
  const { t } = text;
  const money = (major: number) => text.money(major, store.currency);
  return (
    <Stack gap={6} data-testid="credit-note-view">
      <Text inherit fw={700} ta="center">
        {store.name}
      </Text>
      <Text inherit fw={700} ta="center">
        {t('CREDIT NOTE {number}', { number: note.creditNoteNumber })}
      </Text>
      <Row label={t('Credits invoice')} value={note.invoiceNumber ?? note.invoiceId} />
      <Row label={t('Date')} value={text.dateTime(note.createdAt, store.timeZone)} />
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
