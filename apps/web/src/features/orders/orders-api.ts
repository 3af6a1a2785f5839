import {
  groupOrdersByTable,
  POS_MSG,
  type TApproval,
  type TCompleteAndPayInput,
  type TOrderItemSetStatus,
  type TPaymentSummaryInput,
  type TTransferOrders,
} from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { loadedRows, useListPages } from '../../lib/list-pages';
import { ORDERS_ACTION_FAILED } from '../../lib/order-messages';
import { withToast } from '../../lib/toast';
import { isApprovalRequired } from '../../lib/use-approval';

const ORDERS_QUERY_KEY = ['orders'] as const;
const ORDERS_INIT_QUERY_KEY = ['orders-init'] as const;

/** The cards of the oldest open orders, a page at a time (Show more asks for the next page). */
export function useOrderGroups() {
  return useListPages(ORDERS_QUERY_KEY, '/orders');
}

/**
 * The cards of every loaded page, grouped again as one list (a table's rounds can span two pages), and where
 * the list stands.
 */
export function loadedOrderGroups(data: ReturnType<typeof useOrderGroups>['data']) {
  const pages = data?.pages.map((page) => ({
    list: page.list.flatMap((group) => group.orders),
    page: page.page,
  }));
  const { rows, totalCount } = loadedRows(pages, (order) => order.id);
  return { groups: groupOrdersByTable(rows), shown: rows.length, totalCount };
}

export const ordersInitQuery = {
  queryKey: ORDERS_INIT_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/orders/init', { signal }),
};

export function useOrdersInit() {
  return useQuery(ordersInitQuery);
}

/** Mutations refetch the orders before they settle, so a button stays busy until the screen shows the result. */
function useRefetchOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
}

/**
 * The caller shows the spec's success dialog, so this one has no success toast. A void (cancelled) carries its
 * reason and, when the server asked for one, a manager's approval.
 */
export function useUpdateItemStatus() {
  const refetch = useRefetchOrders();
  return useMutation({
    mutationFn: ({ itemId, ...body }: { itemId: string; status: TOrderItemSetStatus } & TVoidFields) =>
      api.post('/orders/update-status/:id', { params: { id: itemId }, body }),
    onSettled: refetch,
  });
}

/** A void's reason and approval (issue 23). */
type TVoidFields = { reason?: string | null; approval?: TApproval | undefined };

/** Cancel of a card's orders: the caller shows its message and its failures (the approval dialog). */
export function useVoidOrders() {
  const refetch = useRefetchOrders();
  return useMutation({
    mutationFn: (body: { orderIds: string[] } & TVoidFields) => api.post('/orders/cancel', { body }),
    onSettled: refetch,
  });
}

function useOrdersAction(path: '/orders/complete') {
  const refetch = useRefetchOrders();
  return useMutation({
    mutationFn: (orderIds: string[]) =>
      withToast(() => api.post(path, { body: { orderIds } }), t(ORDERS_ACTION_FAILED)),
    onSettled: refetch,
  });
}

/** Moves a card's orders to another table (issue 23); the server's "Moved to R1!" is the success toast. */
export function useTransferOrders() {
  const refetch = useRefetchOrders();
  return useMutation({
    mutationFn: (body: TTransferOrders) =>
      withToast(() => api.post('/orders/transfer', { body }), t(ORDERS_ACTION_FAILED)),
    onSettled: refetch,
  });
}

export const useCompleteOrders = () => useOrdersAction('/orders/complete');

/**
 * What some orders owe together, with a discount on the whole bill when one is given; with `shares`, the N
 * amounts of the bill's split (issue 23).
 */
export function usePaymentSummary() {
  return useMutation({
    mutationFn: (body: TPaymentSummaryInput) => api.post('/orders/complete-order-payment-summary', { body }),
  });
}

/** Every card's bill being paid in parts: refetched with the orders (mutations, live events). */
const BILL_QUERY_KEY = [...ORDERS_QUERY_KEY, 'bill'] as const;

/**
 * What is paid of a card's bill and what it still owes, while it is being paid in parts (issue 23): the orders'
 * list does not carry it, the bill's summary does.
 */
export function useBillBalance(orderIds: string[], isPartPaid: boolean) {
  return useQuery({
    queryKey: [...BILL_QUERY_KEY, ...orderIds],
    enabled: isPartPaid,
    queryFn: ({ signal }) =>
      api.post('/orders/complete-order-payment-summary', { body: { orderIds }, signal }),
  });
}

/** A live event refetches the cards' bills with the orders: another terminal may have paid a part. */
export function useRefetchBills() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: BILL_QUERY_KEY });
}

/**
 * Pay & Complete. A refusal that a manager's approval would lift (a discount over the store's limit) is the
 * caller's to ask for (useApproval), so it shows no toast; any other failure does.
 */
export function useCompleteAndPay() {
  const refetch = useRefetchOrders();
  return useMutation({
    mutationFn: (body: TCompleteAndPayInput) =>
      withToast(
        () => api.post('/orders/complete-and-pay-order', { body }),
        t(ORDERS_ACTION_FAILED),
        isApprovalRequired,
      ),
    onSettled: refetch,
  });
}

/** The server's English (server.json translates it): `t()` it where it is shown. */
export const ITEM_STATUS_UPDATED: string = POS_MSG.itemStatusUpdated;
