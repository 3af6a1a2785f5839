import { Alert, Button, EmptyState, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle, useInterval } from '@mantine/hooks';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadMore } from '../../components/LoadMore';
import { APP_NAME } from '../../lib/constants';
import { loadedRows } from '../../lib/list-pages';
import { CappedListNotice } from '../orders/CappedListNotice';
import { LiveScreenHeader } from '../orders/LiveScreenHeader';
import { NO_ORDERS_PENDING, ORDERS_LOAD_FAILED } from '../orders/orders-api';
import { useLiveOrders } from '../orders/use-live-orders';
import { useNewOrderFlash } from '../orders/use-new-order-flash';
import { KitchenOrderCard } from './KitchenOrderCard';
import { useKitchenOrders } from './kitchen-api';

/** Tickets by the width the page really has: one on a narrow tablet, up to four on a wide screen. */
const GRID_COLS = { base: 1, '36rem': 2, '62rem': 3, '92rem': 4 };
const CLOCK_TICK_MS = 30_000;

export function KitchenPage() {
  useDocumentTitle(`Kitchen · ${APP_NAME}`);
  const orders = useKitchenOrders();
  const [now, setNow] = useState(Date.now);
  useInterval(() => setNow(Date.now()), CLOCK_TICK_MS, { autoInvoke: true });
  useLiveOrders(orders.refetch);
  const loaded = loadedRows(orders.data?.pages, (order) => order.id);
  const list = loaded.rows;
  const arrived = useNewOrderFlash(orders.data ? list.map((order) => order.id) : undefined);

  return (
    <Stack gap="lg">
      <LiveScreenHeader title="Kitchen" refetch={orders.refetch} large />
      {orders.data ? (
        <CappedListNotice
          shown={list.length}
          page={{ totalCount: loaded.totalCount, hasMore: orders.hasNextPage }}
          noun="orders to make"
        />
      ) : null}
      {orders.isPending ? (
        <SimpleGrid type="container" cols={GRID_COLS}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={320} radius="md" />
          ))}
        </SimpleGrid>
      ) : orders.isError && !orders.data ? (
        <Alert color="red" title={ORDERS_LOAD_FAILED}>
          <Button variant="light" color="red" mt="sm" size="lg" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState
          py="xl"
          size="lg"
          variant="light"
          icon={<IconToolsKitchen2 size={40} />}
          title={NO_ORDERS_PENDING}
          description="Orders sent from the POS appear here at once."
        />
      ) : (
        <SimpleGrid type="container" cols={GRID_COLS}>
          {list.map((order) => (
            <KitchenOrderCard key={order.id} order={order} now={now} isNew={arrived.has(order.id)} />
          ))}
        </SimpleGrid>
      )}
      <LoadMore
        hasMore={orders.hasNextPage}
        loading={orders.isFetchingNextPage}
        onLoadMore={() => void orders.fetchNextPage()}
        label="Show newer orders"
      />
    </Stack>
  );
}
