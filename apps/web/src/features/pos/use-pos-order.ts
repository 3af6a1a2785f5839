import type { TDeliveryType } from '@opentab/shared';
import { useState } from 'react';
import { toCartPayload } from './cart';
import type { TCartLine, TCreateOrderBody, TPosCustomer } from './pos-types';
import { WALKIN } from './pos-types';

/** The order being built at the POS: cart, customer, dining option, table and the QR order it came from. */
export function usePosOrder() {
  const [cart, setCart] = useState<TCartLine[]>([]);
  const [customer, setCustomer] = useState<TPosCustomer>(WALKIN);
  const [deliveryType, setDeliveryType] = useState<TDeliveryType | null>(null);
  const [tableId, setTableId] = useState<string | null>(null);
  // Set by the QR-order intake (QR issue) when a QR order is loaded; sent so the server marks it done.
  const [selectedQrOrder, setSelectedQrOrder] = useState<string | null>(null);

  /** New, and after a sent order: a clean order (the dining option and table too, so no order inherits them). */
  const reset = () => {
    setCart([]);
    setCustomer(WALKIN);
    setDeliveryType(null);
    setTableId(null);
    setSelectedQrOrder(null);
  };

  const body = (): TCreateOrderBody => ({
    cart: toCartPayload(cart),
    deliveryType,
    customerType: customer.type,
    customerId: customer.type === 'CUSTOMER' ? customer.phone : null,
    tableId,
    selectedQrOrderItem: selectedQrOrder,
  });

  return {
    cart,
    setCart,
    customer,
    setCustomer,
    deliveryType,
    setDeliveryType,
    tableId,
    setTableId,
    selectedQrOrder,
    setSelectedQrOrder,
    reset,
    body,
  };
}

export type TPosOrder = ReturnType<typeof usePosOrder>;
