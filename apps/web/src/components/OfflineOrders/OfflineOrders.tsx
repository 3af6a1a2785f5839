import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  type SimpleGridProps,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { nextKitchenStatus, type TKitchenStatus } from '@opentab/shared';
import { IconChefHat, IconCircleCheck, IconCloudOff } from '@tabler/icons-react';
import { formatDateTime, formatMinor } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import type { TOutboxEntry } from '../../lib/offline/outbox-rules';
import { moveWaitingItem } from '../../lib/offline/outbox-store';
import { useOutbox } from '../../lib/offline/use-outbox';
import { ITEM_STATUS_LOOK } from '../ItemStatusIcon/ItemStatusIcon';

const NEXT_STEP_LABEL: Record<TKitchenStatus, string> = {
  preparing: msg('Start Making'),
  completed: msg('Complete'),
};
const NEXT_STEP_ICON = { preparing: IconChefHat, completed: IconCircleCheck };

/** One order made offline: its provisional token, time, lines with where the kitchen took them. */
function OfflineOrderCard({ entry }: { entry: TOutboxEntry }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="offline-order">
      <Group justify="space-between" mb="xs">
        <Text fw={800} fz={24}>
          {entry.provisionalToken}
        </Text>
        <Badge color="orange" variant="light" leftSection={<IconCloudOff size={14} />}>
          {t('Waiting to sync')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {formatDateTime(entry.createdAt)} · {formatMinor(entry.payableMinor, entry.currency)}
      </Text>
      <Stack gap="sm">
        {entry.receipt.lines.map((line, index) => {
          const status = entry.itemStatuses?.[index] ?? 'created';
          const next = nextKitchenStatus(status);
          const look = ITEM_STATUS_LOOK[status];
          const Icon = next ? NEXT_STEP_ICON[next] : null;
          return (
            // the lines of an order made offline have no ids of their own until it syncs
            // biome-ignore lint/suspicious/noArrayIndexKey: the cart's order never changes
            <Stack key={index} gap={4} data-testid="offline-order-line">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>
                  {line.quantity} × {line.title}
                  {line.variant ? ` (${line.variant})` : ''}
                </Text>
                <Badge color={look.color} variant="light">
                  {t(look.label)}
                </Badge>
              </Group>
              {next && Icon ? (
                <Button
                  size="sm"
                  variant="light"
                  leftSection={<Icon size={18} />}
                  onClick={() => void moveWaitingItem(entry.id, index, next)}
                  aria-label={`${t(NEXT_STEP_LABEL[next])}: ${line.quantity} × ${line.title}`}
                >
                  {t(NEXT_STEP_LABEL[next])}
                </Button>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}

/**
 * The Orders and Kitchen screens' part for orders this device made offline (issue 25): shown while they wait
 * for the server, with the kitchen's moves kept on the device and sent once each order synced.
 */
export function OfflineOrders({ tenantId, cols }: { tenantId: string; cols: SimpleGridProps['cols'] }) {
  const { waiting } = useOutbox(tenantId);
  if (waiting.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('Made offline on this device ({count})', { count: waiting.length })}
      </Title>
      <SimpleGrid type="container" cols={cols}>
        {waiting.map((entry) => (
          <OfflineOrderCard key={entry.id} entry={entry} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
