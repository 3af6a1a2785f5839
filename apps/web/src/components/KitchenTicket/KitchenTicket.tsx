import './kitchen-ticket.css';
import { Badge, Button, Card, Group, Paper, Stack, Text } from '@mantine/core';
import {
  nextKitchenStatus,
  type TKitchenOrderResponse,
  type TKitchenStatus,
  type TOrderItemResponse,
  type TOrderResponse,
  type TTicketAgeLevel,
  ticketAgeLevel,
} from '@opentab/shared';
import { IconCheck, IconChecks, IconChefHat, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { diningOptionLabel } from '../../lib/dining-options';
import { msg, t } from '../../lib/i18n';
import { formatOrderTime, itemOptions, minutesSince } from '../../lib/order-format';
import { ITEM_STATUS_LOOK } from '../ItemStatusIcon/ItemStatusIcon';

/** The next step of an item, as the row says it (the step itself is the shared rule). */
const NEXT_STEP_LOOK: Record<TKitchenStatus, { label: string; color: string; icon: typeof IconChefHat }> = {
  preparing: { label: msg('Start Making'), color: 'orange', icon: IconChefHat },
  completed: { label: msg('Complete'), color: 'green', icon: IconCircleCheck },
};

/** How the ticket names a walk-in and a known customer (English: the codes as they always showed). */
const CUSTOMER_TYPE_LABELS: Record<TOrderResponse['customer_type'], string> = {
  WALKIN: msg('WALKIN'),
  CUSTOMER: msg('CUSTOMER'),
};

/** The age timer's colour per level of the shared rule, and the ticket's top edge in the same colour. */
const AGE_COLORS: Record<TTicketAgeLevel, { badge: string; variant: 'light' | 'filled'; edge: string }> = {
  'on-time': { badge: 'gray', variant: 'light', edge: 'var(--mantine-color-gray-4)' },
  'due-soon': { badge: 'orange', variant: 'filled', edge: 'var(--mantine-color-orange-6)' },
  late: { badge: 'red', variant: 'filled', edge: 'var(--mantine-color-red-7)' },
};

/** Past this many item rows (or lines with options and notes), a ticket spans two columns where they fit. */
const ONE_COLUMN_ROWS = 6;
const ONE_COLUMN_LINES = 9;

function spanOf(items: readonly TOrderItemResponse[]): 1 | 2 {
  const lines = items.reduce(
    (sum, item) => sum + 1 + (itemOptions(item) ? 0.5 : 0) + (item.notes ? 0.5 : 0),
    0,
  );
  return items.length > ONE_COLUMN_ROWS || lines > ONE_COLUMN_LINES ? 2 : 1;
}

type TSize = 'screen' | 'display';

const FONT: Record<TSize, { token: number; title: number; qty: number; meta: string; button: 'md' | 'lg' }> =
  {
    screen: { token: 40, title: 18, qty: 20, meta: 'sm', button: 'md' },
    display: { token: 48, title: 22, qty: 24, meta: 'md', button: 'lg' },
  };

function KitchenLine({
  item,
  size,
  onMove,
  isMoving,
}: {
  item: TOrderItemResponse;
  size: TSize;
  onMove: (item: TOrderItemResponse, status: TKitchenStatus) => void;
  isMoving: boolean;
}) {
  const font = FONT[size];
  const options = itemOptions(item);
  // issue 23: a voided line stays on the ticket, struck through, so the cook stops making it
  const isVoid = item.status === 'cancelled';
  const nextStatus = nextKitchenStatus(item.status);
  const next = nextStatus ? NEXT_STEP_LOOK[nextStatus] : null;

  const move = () => {
    if (nextStatus && !isMoving) onMove(item, nextStatus);
  };

  return (
    // The line's button moves it (keyboards, screen readers); the whole line is a larger target for a
    // finger, doing the same, so a busy cook need not aim.
    // biome-ignore lint/a11y/noStaticElementInteractions: the button inside is the line's accessible control
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button inside takes the keys
    <div
      className="opentab-kitchen-line"
      data-testid="kitchen-item"
      data-status={item.status}
      data-void={isVoid ? 'true' : undefined}
      data-movable={next ? 'true' : undefined}
      onClick={next ? move : undefined}
    >
      <Text fz={font.qty} fw={900} lh={1.15}>
        {item.quantity} ×
      </Text>
      <Stack gap={2} miw={0}>
        <Text fz={font.title} fw={800} lh={1.2} td={isVoid ? 'line-through' : undefined}>
          {item.item_title}
        </Text>
        {options ? (
          <Text fz={font.meta} fw={600}>
            {options}
          </Text>
        ) : null}
        {item.notes ? (
          <Paper bg="yellow.1" c="dark" px={6} py={2} radius="sm">
            <Text fz={font.meta} fw={700}>
              {t('Note: {note}', { note: item.notes })}
            </Text>
          </Paper>
        ) : null}
      </Stack>
      {next ? (
        <Button
          size={size === 'display' ? 'sm' : 'xs'}
          variant="light"
          color={next.color}
          className="opentab-wrap-label"
          leftSection={<next.icon size={size === 'display' ? 20 : 16} />}
          loading={isMoving}
          onClick={(event) => {
            event.stopPropagation();
            move();
          }}
          aria-label={`${t(next.label)}: ${item.quantity} × ${item.item_title}`}
        >
          {t(next.label)}
        </Button>
      ) : (
        <Badge color={isVoid ? 'red' : ITEM_STATUS_LOOK[item.status].color} variant="light" size="md">
          {isVoid ? t('Void') : t(ITEM_STATUS_LOOK[item.status].label)}
        </Badge>
      )}
    </div>
  );
}

function StationChips({ stations }: { stations: TKitchenOrderResponse['stations'] }) {
  return (
    <Group gap={6} wrap="wrap">
      {stations.map((station) => (
        <Badge
          key={station.id}
          data-testid="kitchen-station-chip"
          data-done={station.done ? 'true' : 'false'}
          color={station.done ? 'green' : 'gray'}
          variant={station.done ? 'filled' : 'outline'}
          size="lg"
          leftSection={station.done ? <IconCheck size={16} aria-hidden /> : undefined}
        >
          <span aria-hidden>{station.name}</span>
          <span className="opentab-kitchen-sr">
            {station.done
              ? t('{station}: done', { station: station.name })
              : t('{station}: in progress', { station: station.name })}
          </span>
        </Badge>
      ))}
    </Group>
  );
}

type TProps = {
  order: TKitchenOrderResponse;
  now: number;
  /** 'display': the kitchen display's larger type and buttons */
  size?: TSize;
  /** just arrived: the ticket flashes for a few seconds */
  isNew?: boolean;
  /** the expo view (all stations): the ticket shows each station's progress */
  showStations?: boolean;
  /** the kitchen display: the ticket's key (1–9) and whether it is the one Enter bumps */
  position?: number;
  selected?: boolean;
  onSelect?: () => void;
  onMove: (item: TOrderItemResponse, status: TKitchenStatus) => void;
  /** the item whose move is on its way */
  movingItemId?: string | null;
  onBump: () => void;
  isBumping?: boolean;
};

/**
 * A kitchen ticket (issue 26): the token big enough to read across the pass, where it goes, its age against
 * the target time, compact lines (tap one to move it forward), and Bump, which completes the whole ticket in
 * one tap. The Kitchen screen and the kitchen display both draw it.
 */
export function KitchenTicket({
  order,
  now,
  size = 'screen',
  isNew = false,
  showStations = false,
  position,
  selected = false,
  onSelect,
  onMove,
  movingItemId = null,
  onBump,
  isBumping = false,
}: TProps) {
  const font = FONT[size];
  const where = order.table_title
    ? [order.table_title, order.floor].filter(Boolean).join(' · ')
    : t(diningOptionLabel(order.delivery_type) ?? msg('No table'));
  const minutes = minutesSince(order.date, now);
  const level = ticketAgeLevel(minutes, order.target_minutes);
  const age = AGE_COLORS[level];
  const toMake = order.items.some((item) => nextKitchenStatus(item.status) !== null);
  const isReady =
    showStations && order.stations.length > 0 && order.stations.every((station) => station.done);

  const header: ReactNode = (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {position !== undefined && onSelect ? (
          <Button
            size="md"
            px="sm"
            variant={selected ? 'filled' : 'default'}
            onClick={onSelect}
            aria-pressed={selected}
            aria-label={t('Ticket {position}: select token {token}', {
              position,
              token: order.token_no,
            })}
          >
            {position}
          </Button>
        ) : null}
        <div>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {t('Token')}
          </Text>
          <Text fz={font.token} fw={900} lh={1} data-testid="kitchen-token">
            {order.token_no}
          </Text>
          {order.provisional_token ? (
            // issue 25: made offline, its printed token slip says the provisional token
            <Text size="sm" c="dimmed" fw={700} data-testid="provisional-token">
              {t('(was {token})', { token: order.provisional_token })}
            </Text>
          ) : null}
        </div>
      </Group>
      <Stack gap={2} align="flex-end" miw={0}>
        <Text fz={size === 'display' ? 22 : 18} fw={800} tt="uppercase" ta="end" lineClamp={2}>
          {where}
        </Text>
        <Text fz={font.meta} fw={700} c="dimmed" tt="uppercase" ta="end">
          {t(CUSTOMER_TYPE_LABELS[order.customer_type])}
          {order.customer_name ? ` · ${order.customer_name}` : ''}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text fz={font.meta} fw={600}>
            {formatOrderTime(order.date)}
          </Text>
          <Badge
            color={age.badge}
            variant={age.variant}
            size={size === 'display' ? 'xl' : 'lg'}
            data-testid="kitchen-age"
            data-level={level}
          >
            {t('{minutes} min', { minutes })}
          </Badge>
        </Group>
      </Stack>
    </Group>
  );

  return (
    <Card
      withBorder
      radius="md"
      padding={size === 'display' ? 'md' : 'sm'}
      shadow="sm"
      className="opentab-kitchen-ticket"
      style={{ '--ticket-age-color': age.edge }}
      data-testid="kitchen-order"
      data-span={spanOf(order.items)}
      data-new-order={isNew ? 'true' : undefined}
      data-selected={selected ? 'true' : undefined}
      data-ready={isReady ? 'true' : undefined}
      data-level={level}
    >
      <Stack gap="xs">
        {header}
        {showStations && order.stations.length > 0 ? <StationChips stations={order.stations} /> : null}
        {isReady ? (
          <Paper
            bg="green.0"
            c="dark"
            p="xs"
            radius="sm"
            withBorder
            style={{ borderColor: 'var(--mantine-color-green-7)', borderWidth: 2 }}
            data-testid="kitchen-ready"
          >
            <Group gap="xs" justify="center">
              <IconChecks size={24} color="var(--mantine-color-green-8)" aria-hidden />
              <Text fw={800} fz={size === 'display' ? 'xl' : 'lg'}>
                {t('All stations done')}
              </Text>
            </Group>
          </Paper>
        ) : null}
        <div className="opentab-kitchen-lines">
          {order.items.map((item) => (
            <KitchenLine
              key={item.id}
              item={item}
              size={size}
              onMove={onMove}
              isMoving={movingItemId === item.id}
            />
          ))}
        </div>
        {toMake ? (
          <Button
            size={font.button}
            fullWidth
            color="green"
            leftSection={<IconChecks size={size === 'display' ? 28 : 22} />}
            loading={isBumping}
            onClick={onBump}
            data-testid="kitchen-bump"
            aria-label={t('Bump token {token}', { token: order.token_no })}
          >
            {t('Bump')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The tickets' board: columns over the whole width, in arrival order (see kitchen-ticket.css). */
export function KitchenTicketGrid({ size = 'screen', children }: { size?: TSize; children: ReactNode }) {
  return (
    <div className="opentab-kitchen-board" data-size={size}>
      <div className="opentab-kitchen-grid">{children}</div>
    </div>
  );
}
