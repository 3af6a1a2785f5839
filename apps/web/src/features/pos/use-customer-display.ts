import { useEffect } from 'react';
import type { TCartLine, TPosTotals } from './cart';

/**
 * Issue 26: mirrors the cart on the customer display paired with this POS (customer-display-link.ts, loaded
 * after the POS, sends only while a display is paired).
 */
export function useCustomerDisplay(cart: readonly TCartLine[], totals: TPosTotals, currency: string): void {
  useEffect(() => {
    void import('./customer-display-link').then((link) =>
      link.showOnCustomerDisplay(link.displayCartOf(cart, { totals, currency })),
    );
  }, [cart, totals, currency]);
}
