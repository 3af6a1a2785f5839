import type { TCustomerAdd, TCustomerSearchResponse, TMessageResponse } from '@opentab/shared';
import { api } from './api';

/** The customer search of the POS and of a reservation (SearchCustomerDialog). */
export function searchCustomers(term: string, signal?: AbortSignal): Promise<TCustomerSearchResponse> {
  const query = new URLSearchParams({ q: term.trim() });
  return api.get<TCustomerSearchResponse>(`/customers/search-by-phone-name/search?${query}`, { signal });
}

/** A new customer from the POS, a reservation or the customers page (AddCustomerDialog). */
export function addCustomer(customer: TCustomerAdd) {
  return api.post<TMessageResponse>('/customers/add', customer);
}
