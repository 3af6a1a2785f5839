import type { TCustomerAdd } from '@opentab/shared';
import { api } from './api';

/** The customer search of the POS and of a reservation (SearchCustomerDialog). */
export function searchCustomers(term: string, signal?: AbortSignal) {
  return api.get('/customers/search-by-phone-name/search', { query: { q: term.trim() }, signal });
}

/** A new customer from the POS, a reservation or the customers page (AddCustomerDialog). */
export function addCustomer(customer: TCustomerAdd) {
  return api.post('/customers/add', { body: customer });
}
