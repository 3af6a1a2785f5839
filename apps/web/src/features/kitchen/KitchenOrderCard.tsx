import { Badge, Button, Card, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import {
  nextKitchenStatus,
  type TKitchenStatus,
  type TOrderItemResponse,
  type TOrderResponse,
} from '@opentab/shared';
import { IconChefHat, IconCircleCheck } from '@tabler/icons-react';
import { ITEM_STATUS_LOOK } from '../../components/ItemStatusIcon/ItemStatusIcon';
import { diningOptionLabel } from '../../lib/dining-options';
import { msg, t } from '../../lib/i18n';
import { formatOrderTime, itemOptions, minutesSince } from '../../lib/order-format';
import { useKitchenItemMove } from './kitchen-api';

/** The button of the kitchen's next step for an item (the step itself is the shared rule). */
const NEXT_STEP_LOOK: Record<TKitchenStatus, { label: string; color: string; icon: typeof IconChefHat }> = {
  preparing: { label: msg('Start Making'), color: 'orange', icon: IconChefHat },
  completed: { label: msg('Complete'), color: 'green', icon: IconCircleCheck },
};

/** How the ticket names a walk-in and a known customer (English: the codes as they always showed). */
const CUSTOMER_TYPE_LABELS: Record<TOrderResponse['customer_type'], string> = {
  WALKIN: msg('WALKIN'),
  CUSTOMER: msg('CUSTOMER'),
};

/** An order waiting this long gets a red age badge. */
const LATE_AFTER_MINUTES = 15;

function KitchenItem({ item }: { item: TOrderItemResponse }) {
  const move = useKitchenItemMove();
  const options = itemOptions(item);
  const look = ITEM_STATUS_LOOK[item.status];
  const nextStatus = nextKitchenStatus(item.status);
  const next = nextStatus
    ? { ...NEXT_STEP_LOOK[nextStatus], status: nextStatus, label: t(NEXT_STEP_LOOK[nextStatus].label) }
    : null;
  // issue 23: a voided line stays on the ticket, struck through, so the cook stops making it
  const isVoid = item.status === 'cancelled';

  return (
    <Stack gap={8} data-testid="kitchen-item" data-void={isVoid ? 'true' : undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Text fz={26} fw={900} lh={1.1} style={{ flexShrink: 0 }}>
          {item.quantity} ×
        </Text>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fz={22} fw={800} lh={1.2} td={isVoid ? 'line-through' : undefined}>
            {item.item_title}
          </Text>
          {options ? (
            <Text fz="lg" fw={500}>
              {options}
            </Text>
          ) : null}
        </Stack>
        <Badge color={look.color} variant="light" size="lg" style={{ flexShrink: 0 }}>
          {isVoid ? t('Void') : t(look.label)}
        </Badge>
      </Group>
      {item.notes ? (
        <Paper bg="yellow.1" c="dark" p="xs" radius="sm">
          <Text fz="lg" fw={600}>
            {t('Note: {note}', { note: item.notes })}
          </Text>
        </Paper>
      ) : null}
      {next ? (
        <Button
          size="lg"
          fullWidth
          color={next.color}
          leftSection={<next.icon size={24} />}
          loading={move.isPending}
          onClick={() => move.mutate({ itemId: item.id, status: next.status })}
          aria-label={`${next.label}: ${item.quantity} × ${item.item_title}`}
        >
          {next.label}
        </Button>
      ) : null}
    </Stack>
  );
}

/** A kitchen ticket: the token big enough to read across the pass, where it goes, and what to cook. */
export function KitchenOrderCard({
  order,
  now,
  isNew = false,
}: {
  order: TOrderResponse;
  now: number;
  /** just arrived: the ticket flashes for a few seconds */
  isNew?: boolean;
}) {
  const where = order.table_title
    ? [order.table_title, order.floor].filter(Boolean).join(' · ')
    : t(diningOptionLabel(order.delivery_type) ?? msg('No table'));
  const minutes = minutesSince(order.date, now);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      shadow="sm"
      data-testid="kitchen-order"
      data-new-order={isNew ? 'true' : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm" c="dimmed" fw={700} tt="uppercase">
              {t('Token')}
            </Text>
            <Text fz={56} fw={900} lh={1} data-testid="kitchen-token">
              {order.token_no}
            </Text>
            {order.provisional_token ? (
              // issue 25: made offline, its printed token slip says the provisional token
              <Text size="sm" c="dimmed" fw={700} data-testid="provisional-token">
                {t('(was {token})', { token: order.provisional_token })}
              </Text>
            ) : null}
          </div>
          <Stack gap={4} align="flex-end" style={{ minWidth: 0 }}>
            <Text fz={22} fw={800} tt="uppercase" ta="end" lineClamp={2}>
              {where}
            </Text>
            <Text fz="md" fw={700} c="dimmed" tt="uppercase" ta="end">
              {t(CUSTOMER_TYPE_LABELS[order.customer_type])}
              {order.customer_name ? ` · ${order.customer_name}` : ''}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Text fz="md" fw={600}>
                {formatOrderTime(order.date)}
              </Text>
              <Badge color={minutes >= LATE_AFTER_MINUTES ? 'red' : 'gray'} variant="filled" size="lg">
                {t('{minutes} min', { minutes })}
              </Badge>
            </Group>
          </Stack>
        </Group>
        <Divider />
        {order.items.map((item, index) => (
          <Stack key={item.id} gap="sm">
            {index > 0 ? <Divider variant="dashed" /> : null}
            <KitchenItem item={item} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
