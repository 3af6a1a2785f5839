import { useInterval } from '@mantine/hooks';
import type { TKitchenOrderResponse, TKitchenStatus, TOrderItemResponse } from '@opentab/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { forgetBumped, rememberBumped, useKitchenStation, useLastBumped } from '../../lib/kitchen-device';
import { loadedRows } from '../../lib/list-pages';
import { playOrderChime } from '../../lib/order-chime';
import { useLiveEvents } from '../../lib/realtime';
import { useLiveOrders } from '../../lib/use-live-orders';
import { useNewOrderFlash } from '../../lib/use-new-order-flash';
import {
  useKitchenItemMove,
  useKitchenOrders,
  useKitchenStations,
  useKitchenTicketAction,
} from './kitchen-api';

const CLOCK_TICK_MS = 15_000;
const STATION_EVENTS = ['kitchen_stations_update'] as const;

/**
 * What the Kitchen screen and the kitchen display share (issue 26): the station this device shows
 * (remembered), its tickets kept live, the age clock, and the moves: an item forward, a ticket bumped whole,
 * and Recall of the ticket this device bumped last.
 */
export function useKitchenBoard() {
  const [chosen, setStation] = useKitchenStation();
  const stations = useKitchenStations();
  // A station deleted since this device chose it: back to all stations.
  const isKnown = !stations.data || stations.data.some((station) => station.id === chosen);
  const station = chosen && isKnown ? chosen : null;
  const orders = useKitchenOrders(station);
  const [now, setNow] = useState(Date.now);
  useInterval(() => setNow(Date.now()), CLOCK_TICK_MS, { autoInvoke: true });
  useLiveOrders(orders.refetch, { chime: false });
  useLiveEvents(STATION_EVENTS, () => void stations.refetch());
  const loaded = loadedRows<TKitchenOrderResponse>(orders.data?.pages, (order) => order.id);
  const arrived = useNewOrderFlash(orders.data ? loaded.rows.map((order) => order.id) : undefined);
  useChimeOnArrival(arrived);

  const move = useKitchenItemMove();
  const bumpTicket = useKitchenTicketAction('bump');
  const recallTicket = useKitchenTicketAction('recall');
  const lastBumped = useLastBumped(station);

  const moveItem = (item: TOrderItemResponse, status: TKitchenStatus) =>
    move.mutate({ itemId: item.id, status });

  const bump = (order: TKitchenOrderResponse) =>
    bumpTicket.mutate(
      { orderId: order.id, station },
      { onSuccess: () => rememberBumped({ orderId: order.id, token: order.token_no, station }) },
    );

  const recall = () => {
    if (!lastBumped || recallTicket.isPending) return;
    recallTicket.mutate(
      { orderId: lastBumped.orderId, station },
      {
        onSuccess: () => forgetBumped(lastBumped),
        // 409 (nothing to recall: served, or recalled elsewhere) and 404: it can no longer come back
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 409 || error.status === 404))
            forgetBumped(lastBumped);
        },
      },
    );
  };

  return {
    station,
    setStation,
    stations: stations.data ?? [],
    orders,
    tickets: loaded.rows,
    totalCount: loaded.totalCount,
    arrived,
    now,
    moveItem,
    movingItemId: move.isPending ? (move.variables?.itemId ?? null) : null,
    bump,
    bumpingOrderId: bumpTicket.isPending ? (bumpTicket.variables?.orderId ?? null) : null,
    lastBumped,
    recall,
    isRecalling: recallTicket.isPending,
  };
}

export type TKitchenBoard = ReturnType<typeof useKitchenBoard>;

/**
 * The chime for a ticket that reached this device's list: a station hears the orders it has something to make
 * for, not every order the store takes; a ticket seen before (recalled, or back after a reload) is no arrival.
 */
function useChimeOnArrival(arrived: ReadonlySet<string>): void {
  const chimed = useRef(new Set<string>());
  useEffect(() => {
    const fresh = [...arrived].filter((id) => !chimed.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) chimed.current.add(id);
    playOrderChime();
  }, [arrived]);
}
