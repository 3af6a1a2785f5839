import { Divider, Group, Stack, Text } from '@mantine/core';
import type { TCreditNote } from '@opentab/shared';
import { formatDateTime, formatPrice } from '../../lib/format';

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
        CREDIT NOTE {note.creditNoteNumber}
      </Text>
      <Row label="Credits invoice" value={note.invoiceNumber ?? note.invoiceId} />
      <Row label="Date" value={formatDateTime(note.createdAt, store.timeZone)} />
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
        <Row label="Amount refunded" value={`−${money(note.amount)}`} />
      )}
      <Divider />
      <Row label="Refund total" value={`−${money(note.amount)}`} strong />
      <Row label="of which tax" value={money(note.taxAmount)} />
      <Row label="Paid back with" value={note.paymentTypeTitle} />
      <Text inherit>Reason: {note.reason}</Text>
      <Text inherit size="xs">
        By {note.createdBy}, approved by {note.approvedBy}
      </Text>
    </Stack>
  );
}
