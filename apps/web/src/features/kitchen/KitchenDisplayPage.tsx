import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TKitchenOrderResponse } from '@opentab/shared';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FullscreenButton } from '../../components/FullscreenButton/FullscreenButton';
import { KitchenTicket, KitchenTicketGrid } from '../../components/KitchenTicket/KitchenTicket';
import { LiveIndicator } from '../../components/LiveIndicator/LiveIndicator';
import { OpenOrdersBoard } from '../../components/OpenOrdersBoard/OpenOrdersBoard';
import { SoundControl } from '../../components/SoundControl/SoundControl';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { KitchenBoardControls } from './KitchenBoardControls';
import { useKitchenBoard } from './use-kitchen-board';

/** Keys of a bump bar (or a keyboard): 1–9 select the n-th ticket, Enter bumps it, R recalls. */
const SELECT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A key typed into a field (the station picker) is the field's, not the bump bar's. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}

/** The bump bar's keys over the tickets on screen; the handler always sees the latest tickets. */
function useBumpBar(
  tickets: readonly TKitchenOrderResponse[],
  actions: { onBump: (order: TKitchenOrderResponse) => void; onRecall: () => void },
) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const latest = useRef({ tickets, actions, selectedId });
  latest.current = { tickets, actions, selectedId };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const { tickets: shown, actions: act, selectedId: selected } = latest.current;
      const position = SELECT_KEYS.indexOf(event.key);
      if (position >= 0) {
        const ticket = shown[position];
        if (ticket) setSelectedId(ticket.id);
        event.preventDefault();
      } else if (event.key === 'Enter') {
        const ticket = shown.find((order) => order.id === selected);
        if (!ticket) return;
        // the selected ticket is bumped, whichever button has the focus
        event.preventDefault();
        act.onBump(ticket);
      } else if (event.key === 'r' || event.key === 'R') {
        event.preventDefault();
        act.onRecall();
      } else if (event.key === 'Escape') {
        setSelectedId(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // a ticket bumped (or gone) is no longer selected
  const isShown = tickets.some((order) => order.id === selectedId);
  return [isShown ? selectedId : null, setSelectedId] as const;
}

/**
 * The kitchen display (issue 26, scope KITCHEN_DISPLAY): full screen for a wall screen or a tablet, no
 * sidebar. Large tickets in arrival order with their age, tap an item to move it forward, Bump a ticket,
 * Recall the one this device bumped last, the new-ticket sound, and a bump bar's keys.
 */
export function KitchenDisplayPage() {
  useDocumentTitle(`${t('Kitchen Display')} · ${APP_NAME}`);
  const board = useKitchenBoard();
  const [selectedId, setSelectedId] = useBumpBar(board.tickets, {
    onBump: board.bump,
    onRecall: board.recall,
  });

  return (
    <Box mih="100dvh" p="sm" bg="var(--mantine-color-gray-1)">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="md" wrap="wrap">
            <Title order={1} fz={28}>
              {t('Kitchen Display')}
            </Title>
            <LiveIndicator />
            <Text size="sm" c="dimmed" fw={600} maw={300} lh={1.25} data-testid="kitchen-keys">
              {t('Keys: 1–9 select a ticket · Enter bumps it · R recalls the last bumped')}
            </Text>
          </Group>
          <Group gap="sm" wrap="wrap">
            <KitchenBoardControls board={board} />
            <SoundControl large />
            <FullscreenButton large />
          </Group>
        </Group>
        <OpenOrdersBoard
          query={board.orders}
          cards={board.tickets.map((order, index) => (
            <KitchenTicket
              key={order.id}
              order={order}
              now={board.now}
              size="display"
              isNew={board.arrived.has(order.id)}
              showStations={board.station === null}
              position={index < SELECT_KEYS.length ? index + 1 : undefined}
              selected={order.id === selectedId}
              onSelect={() => setSelectedId(order.id === selectedId ? null : order.id)}
              onMove={board.moveItem}
              movingItemId={board.movingItemId}
              onBump={() => board.bump(order)}
              isBumping={board.bumpingOrderId === order.id}
            />
          ))}
          shown={board.tickets.length}
          totalCount={board.totalCount}
          noun={t('orders to make')}
          grid={(cards) => <KitchenTicketGrid size="display">{cards}</KitchenTicketGrid>}
          skeletonHeight={360}
          empty={{
            icon: <IconToolsKitchen2 size={48} />,
            description: t('Orders sent from the POS appear here at once.'),
          }}
          large
        />
      </Stack>
    </Box>
  );
}
