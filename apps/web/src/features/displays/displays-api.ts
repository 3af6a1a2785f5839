import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const BOARD_QUERY_KEY = ['displays', 'order-status'] as const;
const CUSTOMER_DISPLAY_QUERY_KEY = ['displays', 'customer'] as const;
/** A ready token leaves the board after some minutes without any event: the board rereads once a minute. */
const BOARD_REFRESH_MS = 60_000;

/** The order-status board's tokens and the store's name and logo. */
export function useOrderStatusBoard() {
  return useQuery({
    queryKey: BOARD_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/displays/order-status', { signal }),
    refetchInterval: BOARD_REFRESH_MS,
  });
}

/** Whether this customer display is paired, and the store it idles with. */
export function useCustomerDisplay() {
  return useQuery({
    queryKey: CUSTOMER_DISPLAY_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/displays/customer', { signal }),
  });
}

/** Pairs this display with the POS whose code was entered; unpairs it. Both reread the display's state. */
export function usePairingActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: CUSTOMER_DISPLAY_QUERY_KEY });
  const pair = useMutation({
    mutationFn: (code: string) => api.post('/displays/customer/pair', { body: { code } }),
    onSettled,
  });
  const unpair = useMutation({ mutationFn: () => api.post('/displays/customer/unpair'), onSettled });
  return { pair, unpair, refetch: onSettled };
}
