import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { KitchenTicket, KitchenTicketGrid } from '../../components/KitchenTicket/KitchenTicket';
import { LiveScreenHeader } from '../../components/LiveScreenHeader/LiveScreenHeader';
import { OfflineOrders } from '../../components/OfflineOrders/OfflineOrders';
import { OpenOrdersBoard } from '../../components/OpenOrdersBoard/OpenOrdersBoard';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { useReachable } from '../../lib/offline/use-outbox';
import { useSessionUser } from '../../lib/session';
import { KitchenBoardControls } from './KitchenBoardControls';
import { useKitchenBoard } from './use-kitchen-board';

/** The offline orders' cards, by the width the page really has. */
const OFFLINE_COLS = { base: 1, '36rem': 2, '62rem': 3, '92rem': 4 };

/**
 * The Kitchen screen (issue 26): one station or all (the expo view), chosen on this device; tickets in
 * columns over the whole width, bumped whole in one tap; Recall of the ticket this device bumped last.
 */
export function KitchenPage() {
  const tenantId = useSessionUser()?.tenantId ?? null;
  const reachable = useReachable();
  useDocumentTitle(`${t('Kitchen')} · ${APP_NAME}`);
  const board = useKitchenBoard();

  return (
    <Stack gap="md">
      <LiveScreenHeader
        title={t('Kitchen')}
        refetch={board.orders.refetch}
        large
        actions={<KitchenBoardControls board={board} />}
      />
      {tenantId ? <OfflineOrders tenantId={tenantId} cols={OFFLINE_COLS} /> : null}
      {/* issue 25: with no server and nothing loaded, the notice above says why; this device's own orders show */}
      {reachable || board.orders.data ? (
        <OpenOrdersBoard
          query={board.orders}
          cards={board.tickets.map((order) => (
            <KitchenTicket
              key={order.id}
              order={order}
              now={board.now}
              isNew={board.arrived.has(order.id)}
              showStations={board.station === null}
              onMove={board.moveItem}
              movingItemId={board.movingItemId}
              onBump={() => board.bump(order)}
              isBumping={board.bumpingOrderId === order.id}
            />
          ))}
          shown={board.tickets.length}
          totalCount={board.totalCount}
          noun={t('orders to make')}
          grid={(cards) => <KitchenTicketGrid>{cards}</KitchenTicketGrid>}
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
