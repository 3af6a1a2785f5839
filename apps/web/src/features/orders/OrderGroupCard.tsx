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
  IconListCheck,
  IconPrinter,
  IconUsersGroup,
} from '@tabler/icons-react';
import { DANGER_TEXT } from '../../lib/colors';
import { diningOptionLabel } from '../../lib/dining-options';
import { formatPrice } from '../../lib/format';
import { formatOrderTime } from '../../lib/order-format';
import { openReceiptWindow } from '../../lib/print-windows';
import { OrderItemRow } from './OrderItemRow';
import { useBillBalance } from './orders-api';

type TProps = {
  /** one of its orders just arrived: the card flashes */
  isNew?: boolean;
  group: TOrderGroupResponse;
  onCancel: (group: TOrderGroupResponse) => void;
  onComplete: (group: TOrderGroupResponse) => void;
  onPay: (group: TOrderGroupResponse) => void;
  /** Move to Another Table (issue 23) */
  onMove: (group: TOrderGroupResponse) => void;
  /** split bill (issue 23): pay some lines now, or the next of N equal shares */
  onPayPart: (group: TOrderGroupResponse) => void;
  onSplit: (group: TOrderGroupResponse) => void;
  /** the store's currency, for the balance of a bill being paid in parts */
  currency: string | undefined;
};

/** The card's orders not paid yet: what Pay & Complete charges and Complete would close without payment. */
export function unpaidOrders(group: TOrderGroupResponse): TOrderResponse[] {
  return group.orders.filter((order) => order.payment_status !== 'paid');
}

export function unpaidOrderIds(group: TOrderGroupResponse): string[] {
  return unpaidOrders(group).map((order) => order.id);
}

/** Whether some of the card's orders are on a bill being paid in parts (issue 23, split bill). */
function isPartPaid(group: TOrderGroupResponse): boolean {
  return group.orders.some((order) => order.payment_status === 'partial');
}

/**
 * The orders the card's payments pay: the bill being paid in parts, on its own until its balance is 0 (a round
 * ordered since is a bill of its own, paid after), else every unpaid order.
 */
export function payingOrderIds(group: TOrderGroupResponse): string[] {
  const partial = group.orders.filter((order) => order.payment_status === 'partial');
  return (partial.length > 0 ? partial : unpaidOrders(group)).map((order) => order.id);
}

/** "Paid $4.66 · Balance $9.34" once part of the card's bill is paid. */
function BillBalance({ group, currency }: { group: TOrderGroupResponse; currency: string | undefined }) {
  const bill = useBillBalance(payingOrderIds(group), isPartPaid(group));
  if (!bill.data || !currency) return null;
  return (
    <Text fw={700} data-testid="bill-balance">
      Paid {formatPrice(bill.data.paid, currency)} · Balance {formatPrice(bill.data.balance, currency)}
    </Text>
  );
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

const PAYMENT_BADGES = {
  paid: { color: 'green', label: 'Paid' },
  partial: { color: 'yellow', label: 'Part paid' },
  pending: { color: 'orange', label: 'Unpaid' },
} as const;

function OrderBlock({ order, showDestination }: { order: TOrderResponse; showDestination: boolean }) {
  const paid = order.payment_status === 'paid';
  const badge = PAYMENT_BADGES[order.payment_status];
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
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        </Group>
        {where || who ? (
          <Text size="sm" c="dimmed">
            {[where, who].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
        <Divider />
        {order.items.map((item) => (
          // a bill being paid in parts keeps its lines: like a paid one, nothing of it is cancelled
          <OrderItemRow key={item.id} item={item} paid={paid || order.payment_status === 'partial'} />
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
export function OrderGroupCard({
  group,
  isNew = false,
  onCancel,
  onComplete,
  onPay,
  onMove,
  onPayPart,
  onSplit,
  currency,
}: TProps) {
  const canPay = unpaidOrderIds(group).length > 0;
  // a bill being paid in parts keeps what it was presented with: it is paid, never cancelled nor closed unpaid
  const canCancel = canPay && !isPartPaid(group);
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
                disabled={!canCancel}
                onClick={() => onCancel(group)}
              >
                Cancel
              </Menu.Item>
              <Menu.Item
                leftSection={<IconCircleCheck size={18} />}
                disabled={isPartPaid(group)}
                onClick={() => onComplete(group)}
              >
                Complete
              </Menu.Item>
              <Menu.Item leftSection={<IconCash size={18} />} disabled={!canPay} onClick={() => onPay(group)}>
                Pay & Complete
              </Menu.Item>
              <Menu.Item
                leftSection={<IconListCheck size={18} />}
                disabled={!canPay}
                onClick={() => onPayPart(group)}
              >
                Pay part
              </Menu.Item>
              <Menu.Item
                leftSection={<IconUsersGroup size={18} />}
                disabled={!canPay}
                onClick={() => onSplit(group)}
              >
                Split equally
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
        {isPartPaid(group) ? <BillBalance group={group} currency={currency} /> : null}
        {canPay ? (
          // The card's main action in sight, not only in the menu (which keeps it, as the spec lists it there).
          <Stack gap="xs">
            <Button
              size="md"
              fullWidth
              leftSection={<IconCash size={20} />}
              aria-label={`Pay & Complete ${name}`}
              onClick={() => onPay(group)}
            >
              Pay & Complete
            </Button>
            <Group grow gap="xs" preventGrowOverflow={false}>
              <Button
                variant="light"
                leftSection={<IconListCheck size={18} />}
                aria-label={`Pay part ${name}`}
                onClick={() => onPayPart(group)}
              >
                Pay part
              </Button>
              <Button
                variant="light"
                leftSection={<IconUsersGroup size={18} />}
                aria-label={`Split equally ${name}`}
                onClick={() => onSplit(group)}
              >
                Split equally
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
