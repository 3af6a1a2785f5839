import { Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { hasKitchenStarted, SPLIT_MSG, type TOrderGroupResponse } from '@opentab/shared';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ApprovalDialog } from '../../components/ApprovalDialog/ApprovalDialog';
import { LiveScreenHeader } from '../../components/LiveScreenHeader/LiveScreenHeader';
import { OfflineOrders } from '../../components/OfflineOrders/OfflineOrders';
import { OpenOrdersBoard } from '../../components/OpenOrdersBoard/OpenOrdersBoard';
import { VoidReasonDialog } from '../../components/VoidReasonDialog/VoidReasonDialog';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { loadScreenChunk } from '../../lib/lazy-page';
import { useReachable } from '../../lib/offline/use-outbox';
import { ORDERS_ACTION_FAILED } from '../../lib/order-messages';
import { useSessionUser } from '../../lib/session';
import { errorMessage, toastError, toastLoading, toastSuccess } from '../../lib/toast';
import { useApproval } from '../../lib/use-approval';
import { useLiveOrders } from '../../lib/use-live-orders';
import { useNewOrderFlash } from '../../lib/use-new-order-flash';
import { MoveTableDialog } from './MoveTableDialog';
import {
  describeGroup,
  OrderGroupCard,
  payingOrderIds,
  unpaidOrderIds,
  unpaidOrders,
} from './OrderGroupCard';
import {
  loadedOrderGroups,
  ordersInitQuery,
  useCompleteOrders,
  useOrderGroups,
  useOrdersInit,
  usePaymentSummary,
  useRefetchBills,
  useVoidOrders,
} from './orders-api';
import { PayAndCompleteModal, type TPaymentMode, type TPendingPayment } from './PayAndCompleteModal';

// Issue 26: only opened on demand, so it stays out of the Orders page's own chunk.
const PrintJobsDrawer = lazy(() =>
  loadScreenChunk(() => import('./PrintJobsDrawer')).then((module) => ({ default: module.PrintJobsDrawer })),
);

/** Cards by the width the page really has (the sidebar takes its share at tablet widths). */
const GRID_COLS = { base: 1, '34rem': 2, '66rem': 3, '96rem': 4 };

export function OrdersPage() {
  const tenantId = useSessionUser()?.tenantId ?? null;
  const reachable = useReachable();
  useDocumentTitle(`${t('Orders')} · ${APP_NAME}`);
  const queryClient = useQueryClient();
  const groups = useOrderGroups();
  // the store currency and payment types for Pay & Complete, the tables for Move to Another Table
  const init = useOrdersInit();
  const voidCall = useVoidOrders();
  const approval = useApproval();
  const [cancelling, setCancelling] = useState<TOrderGroupResponse | null>(null);
  const complete = useCompleteOrders();
  const summary = usePaymentSummary();
  const [payment, setPayment] = useState<TPendingPayment | null>(null);
  const [moving, setMoving] = useState<TOrderGroupResponse | null>(null);
  const [printJobsOf, setPrintJobsOf] = useState<TOrderGroupResponse | null>(null);
  const refetchBills = useRefetchBills();
  useLiveOrders(() => Promise.all([groups.refetch(), refetchBills()]));

  // Issue 23: a card's unpaid orders are voided with a reason (required once the kitchen started any of their
  // lines) and, for a cashier, a manager's approval; paid orders are refunded, never cancelled.
  const voidTarget = (group: TOrderGroupResponse) => {
    const orders = unpaidOrders(group);
    const started = orders.some((order) => order.items.some((item) => hasKitchenStarted(item.status)));
    const paidLeft = orders.length < group.orders.length;
    const values = { group: describeGroup(group) };
    return {
      title: t('Cancel Order'),
      confirmLabel: t('Yes, Cancel Order'),
      started,
      description: paidLeft
        ? started
          ? t(
              'Are you sure? This process is irreversible! The unpaid orders of {group} and all their items will be cancelled: the kitchen has started some of them.',
              values,
            )
          : t(
              'Are you sure? This process is irreversible! The unpaid orders of {group} and all their items will be cancelled.',
              values,
            )
        : started
          ? t(
              'Are you sure? This process is irreversible! Every order of {group} and all their items will be cancelled: the kitchen has started some of them.',
              values,
            )
          : t(
              'Are you sure? This process is irreversible! Every order of {group} and all their items will be cancelled.',
              values,
            ),
    };
  };
  const voidOrders = async (reason: string | null) => {
    if (!cancelling) return;
    const orderIds = unpaidOrderIds(cancelling);
    await approval.run(async (manager) => {
      const answer = await voidCall.mutateAsync({ orderIds, reason, approval: manager });
      toastSuccess(answer.message);
    });
    setCancelling(null);
  };

  // Complete closes without taking payment: say so when some of the card's orders are still unpaid.
  const confirmComplete = (group: TOrderGroupResponse) => {
    const unpaidTokens = unpaidOrders(group).map((order) => order.token_no);
    modals.openConfirmModal({
      title: t('Complete Order'),
      centered: true,
      children: (
        <Stack gap="xs">
          <Text>
            {t('Are you sure you want to complete every order of {group}?', { group: describeGroup(group) })}
          </Text>
          {unpaidTokens.length > 0 ? (
            <Text c="orange.8" fw={600} data-testid="complete-unpaid">
              {t(
                '{count, plural, one {Token {tokens} is not paid: Complete takes no payment (Pay & Complete does).} other {Token {tokens} are not paid: Complete takes no payment (Pay & Complete does).}}',
                { count: unpaidTokens.length, tokens: unpaidTokens.join(', ') },
              )}
            </Text>
          ) : null}
        </Stack>
      ),
      labels: { confirm: t('Yes, Complete'), cancel: t('No') },
      onConfirm: () => complete.mutate(group.order_ids),
    });
  };

  // Pay & Complete pays the whole bill (what is left of it once part-paid); Pay part some of its lines; Split
  // equally the next of N shares (issue 23): the server's summary first, with the split's amounts if it runs.
  const startPayment = async (group: TOrderGroupResponse, mode: TPaymentMode = 'whole') => {
    const orderIds = payingOrderIds(group);
    const toastId = toastLoading();
    try {
      const [first, init] = await Promise.all([
        summary.mutateAsync({ orderIds }),
        queryClient.ensureQueryData(ordersInitQuery),
      ]);
      if (mode === 'lines' && first.splitShares !== null) throw new Error(SPLIT_MSG.linesAfterShares);
      const answer =
        mode === 'shares' && first.splitShares !== null
          ? await summary.mutateAsync({ orderIds, shares: first.splitShares })
          : first;
      notifications.hide(toastId);
      setPayment({ orderIds, summary: answer, init, mode });
    } catch (error) {
      toastError(errorMessage(error, t(ORDERS_ACTION_FAILED)), toastId);
    }
  };

  const loaded = loadedOrderGroups(groups.data);
  const list = loaded.groups;
  const arrived = useNewOrderFlash(groups.data ? list.flatMap((group) => group.order_ids) : undefined);

  return (
    <Stack gap="lg">
      <LiveScreenHeader title={t('Orders')} refetch={groups.refetch} />
      {tenantId ? <OfflineOrders tenantId={tenantId} cols={GRID_COLS} /> : null}
      {/* issue 25: with no server and nothing loaded, the notice above says why; this device's own orders show */}
      {reachable || groups.data ? (
        <OpenOrdersBoard
          query={groups}
          cards={list.map((group) => (
            <OrderGroupCard
              key={group.table_id ?? group.order_ids[0]}
              group={group}
              isNew={group.order_ids.some((id) => arrived.has(id))}
              onCancel={setCancelling}
              onComplete={confirmComplete}
              onPay={(g) => void startPayment(g)}
              onPayPart={(g) => void startPayment(g, 'lines')}
              onSplit={(g) => void startPayment(g, 'shares')}
              onMove={setMoving}
              onPrintJobs={setPrintJobsOf}
              currency={init.data?.storeSettings.currency}
            />
          ))}
          shown={loaded.shown}
          totalCount={loaded.totalCount}
          noun={t('open orders')}
          cols={GRID_COLS}
          skeletonHeight={260}
          empty={{
            icon: <IconClipboardCheck size={32} />,
            description: t('New orders from the POS appear here as they are sent to the kitchen.'),
          }}
        />
      ) : null}
      <PayAndCompleteModal payment={payment} onClose={() => setPayment(null)} />
      <MoveTableDialog
        group={moving}
        tables={init.data?.storeTables ?? []}
        occupiedTableIds={new Set(list.flatMap((group) => (group.table_id ? [group.table_id] : [])))}
        onClose={() => setMoving(null)}
      />
      <VoidReasonDialog
        target={cancelling ? voidTarget(cancelling) : null}
        onConfirm={voidOrders}
        onClose={() => setCancelling(null)}
      />
      <ApprovalDialog ask={approval.ask} onClose={approval.dismiss} />
      {printJobsOf ? (
        <Suspense fallback={null}>
          <PrintJobsDrawer orderIds={printJobsOf.order_ids} onClose={() => setPrintJobsOf(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
