import { Stack } from '@mantine/core';
import { useDocumentTitle, useInterval } from '@mantine/hooks';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import { LiveScreenHeader } from '../../components/LiveScreenHeader/LiveScreenHeader';
import { OfflineOrders } from '../../components/OfflineOrders/OfflineOrders';
import { OpenOrdersBoard } from '../../components/OpenOrdersBoard/OpenOrdersBoard';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { loadedRows } from '../../lib/list-pages';
import { useReachable } from '../../lib/offline/use-outbox';
import { useSessionUser } from '../../lib/session';
import { useLiveOrders } from '../../lib/use-live-orders';
import { useNewOrderFlash } from '../../lib/use-new-order-flash';
import { KitchenOrderCard } from './KitchenOrderCard';
import { useKitchenOrders } from './kitchen-api';

/** Tickets by the width the page really has: one on a narrow tablet, up to four on a wide screen. */
const GRID_COLS = { base: 1, '36rem': 2, '62rem': 3, '92rem': 4 };
const CLOCK_TICK_MS = 30_000;

export function KitchenPage() {
  const tenantId = useSessionUser()?.tenantId ?? null;
  const reachable = useReachable();
  useDocumentTitle(`${t('Kitchen')} · ${APP_NAME}`);
  const orders = useKitchenOrders();
  const [now, setNow] = useState(Date.now);
  useInterval(() => setNow(Date.now()), CLOCK_TICK_MS, { autoInvoke: true });
  useLiveOrders(orders.refetch);
  const loaded = loadedRows(orders.data?.pages, (order) => order.id);
  const list = loaded.rows;
  const arrived = useNewOrderFlash(orders.data ? list.map((order) => order.id) : undefined);

  return (
    <Stack gap="lg">
      <LiveScreenHeader title={t('Kitchen')} refetch={orders.refetch} large />
      {tenantId ? <OfflineOrders tenantId={tenantId} cols={GRID_COLS} /> : null}
      {/* issue 25: with no server and nothing loaded, the notice above says why; this device's own orders show */}
      {reachable || orders.data ? (
        <OpenOrdersBoard
          query={orders}
          cards={list.map((order) => (
            <KitchenOrderCard key={order.id} order={order} now={now} isNew={arrived.has(order.id)} />
          ))}
          shown={list.length}
          totalCount={loaded.totalCount}
          noun={t('orders to make')}
          cols={GRID_COLS}
          skeletonHeight={320}
          empty={{
            icon: <IconToolsKitchen2 size={40} />,
            description: t('Orders sent from the POS appear here at once.'),
          }}
          large
        />
      ) : null}
    </Stack>
  );
}
