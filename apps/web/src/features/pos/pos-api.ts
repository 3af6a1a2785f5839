import type { TCustomerAdd } from '@opentab/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { TCreateOrderAnswer, TCreateOrderBody, TCustomerResult, TPosInit } from './pos-types';

export const POS_INIT_QUERY_KEY = ['pos', 'init'] as const;

export function usePosInit() {
  return useQuery({
    queryKey: POS_INIT_QUERY_KEY,
    queryFn: ({ signal }) => api.get<TPosInit>('/pos/init', { signal }),
  });
}

export function searchCustomers(term: string, signal?: AbortSignal): Promise<TCustomerResult[]> {
  const query = new URLSearchParams({ q: term.trim() });
  return api
    .get<{ customers?: TCustomerResult[] }>(`/customers/search-by-phone-name/search?${query}`, { signal })
    .then((answer) => answer.customers ?? []);
}

export function addCustomer(customer: TCustomerAdd) {
  return api.post<{ message?: string; customer: TCustomerResult }>('/customers/add', customer);
}

/** Send to Kitchen, or Create Receipt & Pay (which adds the payment type and, for compatibility, totals). */
export type TSendMode = 'kitchen' | 'pay';

export type TPayExtras = {
  paymentTypeId: string;
  itemsTotal: number;
  taxTotal: number;
  payableTotal: number;
};

const SEND_PATHS: Record<TSendMode, string> = {
  kitchen: '/pos/create-order',
  pay: '/pos/create-order-and-invoice',
};

export function createOrder(
  mode: TSendMode,
  body: TCreateOrderBody | (TCreateOrderBody & TPayExtras),
  idempotencyKey: string,
) {
  return api.post<TCreateOrderAnswer>(SEND_PATHS[mode], body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
