import { Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { TReservationResponse, TReservationStatus } from '@opentab/shared';
import { IconCalendarEvent, IconClock, IconNotes, IconTable, IconUsers } from '@tabler/icons-react';
import { RowActions } from '../../components/RowActions/RowActions';
import { formatDateInZone, formatDateTime, formatTimeInZone } from '../../lib/format';
import { t } from '../../lib/i18n';
import { reservationStatusText } from '../../lib/reservation-status';

type TProps = {
  reservation: TReservationResponse;
  /** the store's zone: the booking's date and time are shown on its clock, whatever the device's */
  timeZone: string;
  /** edit and delete only for those who may write */
  onEdit?: () => void;
  onDelete?: () => void;
  deleting?: boolean;
};

/** Dark shades: white badge text on them meets WCAG AA (4.5:1), the default shade 6 does not. */
const STATUS_COLOR: Record<TReservationStatus, string> = {
  booked: 'blue.9',
  paid: 'green.9',
  cancelled: 'gray.7',
};

export function ReservationCard({ reservation, timeZone, onEdit, onDelete, deleting = false }: TProps) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="reservation-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" truncate>
              {reservation.customer_name}
            </Text>
            <Text size="sm" c="dark.4">
              {reservation.customer_id}
            </Text>
          </Stack>
          <Badge color={STATUS_COLOR[reservation.status]} variant="filled" style={{ flexShrink: 0 }}>
            {reservationStatusText(reservation.status)}
          </Badge>
        </Group>
        <Group gap="md">
          <Group gap={4}>
            <IconCalendarEvent size={16} aria-hidden />
            <Text size="sm">{formatDateInZone(reservation.date, timeZone)}</Text>
          </Group>
          <Group gap={4}>
            <IconClock size={16} aria-hidden />
            <Text size="sm">{formatTimeInZone(reservation.date, timeZone)}</Text>
          </Group>
          <Group gap={4}>
            <IconUsers size={16} aria-hidden />
            <Text size="sm">
              {t('{count, plural, one {# person} other {# people}}', { count: reservation.people_count })}
            </Text>
          </Group>
          <Group gap={4}>
            <IconTable size={16} aria-hidden />
            <Text size="sm">{reservation.table_title ?? t('No table')}</Text>
          </Group>
          {reservation.notes ? (
            <Tooltip label={reservation.notes} multiline maw={280}>
              <Group gap={4} tabIndex={0} aria-label={t('Notes: {notes}', { notes: reservation.notes })}>
                <IconNotes size={16} aria-hidden />
                <Text size="sm">{t('Notes')}</Text>
              </Group>
            </Tooltip>
          ) : null}
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dark.4">
            {t('Code {code} · Created {date}', {
              code: reservation.unique_code,
              date: formatDateTime(reservation.created_at, timeZone),
            })}
          </Text>
          {onEdit && onDelete ? (
            <RowActions
              label={t('reservation of {name}', { name: reservation.customer_name })}
              onEdit={onEdit}
              onDelete={onDelete}
              deleting={deleting}
            />
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
