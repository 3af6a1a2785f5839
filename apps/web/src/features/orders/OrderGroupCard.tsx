import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TOrderGroupResponse, TOrderResponse } from '@opentab/shared';
import {
  IconArrowsExchange,
  IconBan,
  IconCash,
  IconCircleCheck,
  IconDots,
  IconPrinter,
} from '@tabler/icons-react';
import { DANGER_TEXT } from '../../lib/colors';
import { diningOptionLabel } from '../../lib/dining-options';
import { formatOrderTime } from '../../lib/order-format';
import { openReceiptWindow } from '../../lib/print-windows';
import { OrderItemRow } from './OrderItemRow';

type TProps = {
  /** one of its orders just arrived: the card flashes */
  isNew?: boolean;
  group: TOrderGroupResponse;
  onCancel: (group: TOrderGroupResponse) => void;
  onComplete: (group: TOrderGroupResponse) => void;
  onPay: (group: TOrderGroupResponse) => void;
  /** Move to Another Table (issue 23) */
  onMove: (group: TOrderGroupResponse) => void;
};

/** The card's orders not paid yet: what Pay & Complete charges and Complete would close without payment. */
export function unpaidOrders(group: TOrderGroupResponse): TOrderResponse[] {
  return group.orders.filter((order) => order.payment_status !== 'paid');
}

export function unpaidOrderIds(group: TOrderGroupResponse): string[] {
  return unpaidOrders(group).map((order) => order.id);
}

/** "T1 (2 orders)": a card as its dialogs name it. */
export function describeGroup(group: TOrderGroupResponse): string {
  const count = group.orders.length;
  return `${group.table_title} (${count} ${count === 1 ? 'order' : 'orders'})`;
}

/** Print Receipt's bill: what the card still owes (as Pay & Complete charges it), or all of it once paid. */
function billOrderIds(group: TOrderGroupResponse): string[] {
  const unpaid = unpaidOrderIds(group);
  return unpaid.length > 0 ? unpaid : group.order_ids;
}

function OrderBlock({ order, showDestination }: { order: TOrderResponse; showDestination: boolean }) {
  const paid = order.payment_status === 'paid';
  const who = order.customer_type === 'CUSTOMER' ? (order.customer_name ?? 'Customer') : null;
  const where = showDestination ? diningOptionLabel(order.delivery_type) : null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="order">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Text fw={800} size="lg">
              Token {order.token_no}
            </Text>
            <Text size="sm" c="dimmed">
              {formatOrderTime(order.date)}
            </Text>
          </Group>
          <Badge color={paid ? 'green' : 'orange'} variant="light">
            {paid ? 'Paid' : 'Unpaid'}
          </Badge>
        </Group>
        {where || who ? (
          <Text size="sm" c="dimmed">
            {[where, who].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
        <Divider />
        {order.items.map((item) => (
          <OrderItemRow key={item.id} item={item} paid={paid} />
        ))}
      </Stack>
    </Paper>
  );
}

/** A table's title; an order without a table adds its token, as every such order has a card of its own. */
function cardName(group: TOrderGroupResponse): string {
  const token = group.orders[0]?.token_no;
  return group.table_id || token === undefined ? group.table_title : `${group.table_title}, Token ${token}`;
}

/** One card of the Orders screen: a table's open orders, or one order without a table, and their actions. */
export function OrderGroupCard({ group, isNew = false, onCancel, onComplete, onPay, onMove }: TProps) {
  const canPay = unpaidOrderIds(group).length > 0;
  const name = cardName(group);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="order-group"
      data-new-order={isNew ? 'true' : undefined}
      aria-label={name}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="xl" lineClamp={1}>
              {group.table_title}
            </Title>
            <Text size="sm" c="dimmed">
              {[group.floor, `${group.orders.length} ${group.orders.length === 1 ? 'order' : 'orders'}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <Menu position="bottom-end" shadow="md" width={200}>
            <Menu.Target>
              <ActionIcon variant="light" color="gray" size="lg" aria-label={`Actions for ${name}`}>
                <IconDots size={20} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPrinter size={18} />}
                disabled={group.orders.length === 0}
                onClick={() => openReceiptWindow({ orderIds: billOrderIds(group) })}
              >
                Print Receipt
              </Menu.Item>
              <Menu.Item
                c={DANGER_TEXT}
                leftSection={<IconBan size={18} />}
                disabled={!canPay}
                onClick={() => onCancel(group)}
              >
                Cancel
              </Menu.Item>
              <Menu.Item leftSection={<IconCircleCheck size={18} />} onClick={() => onComplete(group)}>
                Complete
              </Menu.Item>
              <Menu.Item leftSection={<IconCash size={18} />} disabled={!canPay} onClick={() => onPay(group)}>
                Pay & Complete
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowsExchange size={18} />} onClick={() => onMove(group)}>
                Move to Another Table
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        {group.orders.map((order) => (
          <OrderBlock key={order.id} order={order} showDestination={!group.table_id} />
        ))}
        {canPay ? (
          // The card's main action in sight, not only in the menu (which keeps it, as the spec lists it there).
          <Button
            size="md"
            fullWidth
            leftSection={<IconCash size={20} />}
            aria-label={`Pay & Complete ${name}`}
            onClick={() => onPay(group)}
          >
            Pay & Complete
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
