import { getCurrency, type TCurrency } from '@opentab/shared';
import type { TQueryLike } from '../../components/QueryState/QueryState';
import { useStoreSettings } from './store-setting-api';

/** The store's currency (symbol and decimals for prices), once the store settings have loaded. */
export function useStoreCurrency(): TQueryLike<TCurrency> {
  const store = useStoreSettings();
  return {
    isPending: store.isPending,
    isError: store.isError,
    error: store.error,
    data: store.data ? getCurrency(store.data.currency) : undefined,
    refetch: store.refetch,
  };
}
