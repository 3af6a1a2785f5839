import { BILLING_MSG, isAppReturnPath } from '@opentab/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { errorMessage, toastError, toastLoading, withToast } from './toast';

export const SUBSCRIPTION_QUERY_KEY = ['subscription-details'] as const;

export function useSubscriptionDetails(options: { pollUntilActive?: boolean } = {}) {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/auth/subscription-details', { signal }),
    // After Stripe's checkout the webhook may land a moment after the browser comes back.
    refetchInterval: (query) => (options.pollUntilActive && query.state.data?.is_active !== 1 ? 2000 : false),
  });
}

/**
 * Subscribe: the provider's checkout page (Stripe's, or the app's own with the local provider). It comes
 * back to this origin, at `returnPath` (a path of this app) when given.
 */
export async function startCheckout(returnPath: string | undefined): Promise<void> {
  const id = toastLoading();
  try {
    const { url } = await api.post('/auth/stripe-product-lookup', { body: returnPath ? { returnPath } : {} });
    window.location.assign(url);
  } catch (error) {
    toastError(errorMessage(error, BILLING_MSG.subscribeFailed), id);
    throw error;
  }
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return async (subscriptionId: string) => {
    await withToast(
      () => api.post('/auth/cancel-subscription', { body: { subscription_id: subscriptionId } }),
      BILLING_MSG.cancelFailed,
    );
    await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
  };
}

export function useLocalCheckout(session: string) {
  return useQuery({
    queryKey: ['local-checkout', session],
    queryFn: ({ signal }) => api.get('/auth/local-checkout', { query: { session }, signal }),
    enabled: session.length > 0,
    retry: false,
  });
}

export function completeLocalCheckout(session: string) {
  return api.post('/auth/local-checkout/complete', { body: { session } });
}

/** A checkout's return path from the query (`?returnPath=`), only when it is a path of this app. */
export function returnPathOf(params: URLSearchParams, name = 'returnPath'): string | undefined {
  const path = params.get(name);
  return path && isAppReturnPath(path) ? path : undefined;
}
