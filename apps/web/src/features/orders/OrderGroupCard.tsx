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
import { msg, t } from '../../lib/i18n';
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
  /** issue 26: the card's jobs on the network printers, to reprint one */
  onPrintJobs: (group: TOrderGroupResponse) => void;
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
      {t('Paid {paid} · Balance {balance}', {
        paid: formatPrice(bill.data.paid, currency),
        balance: formatPrice(bill.data.balance, currency),
      })}
    </Text>
  );
}

/** The title the shared grouping (order-groups.ts) gives each order without a table, in English. */
const DINE_OUT_TITLE = msg('Dine Out / Delivery');

/** A card's title: its table's, or the translated one of an order without a table. */
function groupTitle(group: TOrderGroupResponse): string {
  return group.table_id || group.table_title !== DINE_OUT_TITLE ? group.table_title : t(DINE_OUT_TITLE);
}

/** "T1 (2 orders)": a card as its dialogs name it. */
export function describeGroup(group: TOrderGroupResponse): string {
  return t('{table} ({count, plural, one {# order} other {# orders}})', {
    table: groupTitle(group),
    count: group.orders.length,
  });
}

/** Print Receipt's bill: what the card still owes (as Pay & Complete charges it), or all of it once paid. */
function billOrderIds(group: TOrderGroupResponse): string[] {
  const unpaid = unpaidOrderIds(group);
  return unpaid.length > 0 ? unpaid : group.order_ids;
}

const PAYMENT_BADGES = {
  paid: { color: 'green', label: msg('Paid') },
  partial: { color: 'yellow', label: msg('Part paid') },
  pending: { color: 'orange', label: msg('Unpaid') },
} as const;

function OrderBlock({ order, showDestination }: { order: TOrderResponse; showDestination: boolean }) {
  const paid = order.payment_status === 'paid';
  const badge = PAYMENT_BADGES[order.payment_status];
  const who = order.customer_type === 'CUSTOMER' ? (order.customer_name ?? t('Customer')) : null;
  const destination = showDestination ? diningOptionLabel(order.delivery_type) : null;
  const where = destination ? t(destination) : null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="order">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Text fw={800} size="lg">
              {t('Token {token}', { token: order.token_no })}
            </Text>
            {order.provisional_token ? (
              // issue 25: made offline, its paper slips say the provisional token
              <Text size="sm" c="dimmed" data-testid="provisional-token">
                {t('(was {token})', { token: order.provisional_token })}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {formatOrderTime(order.date)}
            </Text>
          </Group>
          <Badge color={badge.color} variant="light">
            {t(badge.label)}
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
  return group.table_id || token === undefined
    ? groupTitle(group)
    : t('{table}, Token {token}', { table: groupTitle(group), token });
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
  onPrintJobs,
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
              {groupTitle(group)}
            </Title>
            <Text size="sm" c="dimmed">
              {[
                group.floor,
                t('{count, plural, one {# order} other {# orders}}', { count: group.orders.length }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <Menu position="bottom-end" shadow="md" width={200}>
            <Menu.Target>
              <ActionIcon
                variant="light"
                color="gray"
                size="lg"
                aria-label={t('Actions for {name}', { name })}
              >
                <IconDots size={20} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPrinter size={18} />}
                disabled={group.orders.length === 0}
                onClick={() => openReceiptWindow({ orderIds: billOrderIds(group) })}
              >
                {t('Print Receipt')}
              </Menu.Item>
              <Menu.Item leftSection={<IconPrinter size={18} />} onClick={() => onPrintJobs(group)}>
                {t('Print jobs')}
              </Menu.Item>
              <Menu.Item
                c={DANGER_TEXT}
                leftSection={<IconBan size={18} />}
                disabled={!canCancel}
                onClick={() => onCancel(group)}
              >
                {t('Cancel')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconCircleCheck size={18} />}
                disabled={isPartPaid(group)}
                onClick={() => onComplete(group)}
              >
                {t('Complete')}
              </Menu.Item>
              <Menu.Item leftSection={<IconCash size={18} />} disabled={!canPay} onClick={() => onPay(group)}>
                {t('Pay & Complete')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconListCheck size={18} />}
                disabled={!canPay}
                onClick={() => onPayPart(group)}
              >
                {t('Pay part')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconUsersGroup size={18} />}
                disabled={!canPay}
                onClick={() => onSplit(group)}
              >
                {t('Split equally')}
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowsExchange size={18} />} onClick={() => onMove(group)}>
                {t('Move to Another Table')}
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
              aria-label={t('Pay & Complete {name}', { name })}
              onClick={() => onPay(group)}
            >
              {t('Pay & Complete')}
            </Button>
            <Group grow gap="xs" preventGrowOverflow={false}>
              <Button
                variant="light"
                leftSection={<IconListCheck size={18} />}
                aria-label={t('Pay part {name}', { name })}
                onClick={() => onPayPart(group)}
              >
                {t('Pay part')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconUsersGroup size={18} />}
                aria-label={t('Split equally {name}', { name })}
                onClick={() => onSplit(group)}
              >
                {t('Split equally')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
