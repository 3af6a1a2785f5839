import { ActionIcon, Group, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { hasKitchenStarted, type TOrderItemResponse, type TOrderItemSetStatus } from '@opentab/shared';
import {
  IconBan,
  IconChecks,
  IconCircleCheck,
  IconDotsVertical,
  IconFlame,
  type TablerIcon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ApprovalDialog } from '../../components/ApprovalDialog/ApprovalDialog';
import { ITEM_STATUS_LOOK, ItemStatusIcon } from '../../components/ItemStatusIcon/ItemStatusIcon';
import { VoidReasonDialog } from '../../components/VoidReasonDialog/VoidReasonDialog';
import { msg, t } from '../../lib/i18n';
import { itemOptions } from '../../lib/order-format';
import { ORDERS_ACTION_FAILED } from '../../lib/order-messages';
import { errorMessage, toastError, toastLoading } from '../../lib/toast';
import { useApproval } from '../../lib/use-approval';
import { ITEM_STATUS_UPDATED, useUpdateItemStatus } from './orders-api';
import { openSuccessDialog } from './success-dialog';

/** The item menu of the spec: any of these, in any order (the server checks what it accepts). */
const ITEM_ACTIONS: { label: string; status: TOrderItemSetStatus; icon: TablerIcon; color?: string }[] = [
  { label: msg('Preparing'), status: 'preparing', icon: IconFlame },
  { label: msg('Complete'), status: 'completed', icon: IconCircleCheck },
  { label: msg('Delivered'), status: 'delivered', icon: IconChecks },
  { label: msg('Cancel'), status: 'cancelled', icon: IconBan, color: 'red' },
];

/**
 * `paid`: the order was paid at the POS, for every line, or its bill is being paid in parts (issue 23); its items
 * can no longer be cancelled.
 */
export function OrderItemRow({ item, paid }: { item: TOrderItemResponse; paid: boolean }) {
  const update = useUpdateItemStatus();
  const approval = useApproval();
  const [voiding, setVoiding] = useState(false);
  const look = ITEM_STATUS_LOOK[item.status];
  const options = itemOptions(item);

  const setStatus = async (status: TOrderItemSetStatus) => {
    const toastId = toastLoading();
    try {
      const answer = await update.mutateAsync({ itemId: item.id, status });
      notifications.hide(toastId);
      openSuccessDialog(answer?.message ?? t(ITEM_STATUS_UPDATED));
    } catch (error) {
      toastError(errorMessage(error, t(ORDERS_ACTION_FAILED)), toastId);
    }
  };

  // Issue 23: voiding what the kitchen started asks a reason, then (for a cashier) a manager's PIN.
  const voidStarted = async (reason: string | null) => {
    await approval.run(async (manager) => {
      const answer = await update.mutateAsync({
        itemId: item.id,
        status: 'cancelled',
        reason,
        approval: manager,
      });
      openSuccessDialog(answer?.message ?? t(ITEM_STATUS_UPDATED));
    });
    setVoiding(false);
  };
  const choose = (status: TOrderItemSetStatus) => {
    if (status === 'cancelled' && hasKitchenStarted(item.status)) setVoiding(true);
    else void setStatus(status);
  };

  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" data-testid="order-item">
      <ItemStatusIcon status={item.status} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} td={item.status === 'cancelled' ? 'line-through' : undefined}>
          {item.item_title}
        </Text>
        {options ? (
          <Text size="sm" c="dimmed">
            {options}
          </Text>
        ) : null}
        {item.notes ? (
          <Text size="sm" fs="italic">
            {t('Note: {note}', { note: item.notes })}
          </Text>
        ) : null}
        <Text size="xs" fw={700} c={look.color} tt="uppercase">
          {t(look.label)}
        </Text>
      </Stack>
      <Text
        fw={700}
        size="lg"
        style={{ flexShrink: 0 }}
        aria-label={t('Quantity {quantity}', { quantity: item.quantity })}
      >
        ×{item.quantity}
      </Text>
      <Menu position="bottom-end" shadow="md" width={180}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            loading={update.isPending}
            aria-label={t('Set status of {item}', { item: item.item_title })}
          >
            <IconDotsVertical size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {ITEM_ACTIONS.map(({ label, status, icon: Icon, color }) => (
            <Menu.Item
              key={status}
              color={color}
              leftSection={<Icon size={18} />}
              disabled={item.status === status || (paid && status === 'cancelled')}
              onClick={() => choose(status)}
            >
              {t(label)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <VoidReasonDialog
        target={
          voiding
            ? {
                title: t('Void Item'),
                confirmLabel: t('Void'),
                description: t('The kitchen has started {quantity} × {item}. Void it?', {
                  quantity: item.quantity,
                  item: item.item_title,
                }),
                started: true,
              }
            : null
        }
        onConfirm={voidStarted}
        onClose={() => setVoiding(false)}
      />
      <ApprovalDialog ask={approval.ask} onClose={approval.dismiss} />
    </Group>
  );
}
