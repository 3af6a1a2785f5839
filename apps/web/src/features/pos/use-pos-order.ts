import type { TDeliveryType } from '@opentab/shared';
import { useEffect, useState } from 'react';
import { refreshLine, toCartPayload } from './cart';
import { readPosOrder, type TStoredPosOrder, writePosOrder } from './pos-order-storage';
import type { TCartLine, TCreateOrderBody, TPosCustomer, TPosMenuItem } from './pos-types';
import { WALKIN } from './pos-types';
import type { TQrIntake, TSelectedQrOrder } from './qr-intake';

/**
 * The order being built at the POS: cart, customer, dining option, table and the QR order it came from.
 * It survives a reload of the tab (pos-order-storage.ts); restored lines are priced by today's menu, and
 * lines whose item, variant or addon is gone are left out (`droppedOnRestore` says how many).
 */
export function usePosOrder(tenantId: string, menu: ReadonlyMap<string, TPosMenuItem>) {
  const [stored] = useState(() => restore(readPosOrder(tenantId), menu));
  const [cart, setCart] = useState<TCartLine[]>(stored?.cart ?? []);
  const [customer, setCustomer] = useState<TPosCustomer>(stored?.customer ?? WALKIN);
  const [deliveryType, setDeliveryType] = useState<TDeliveryType | null>(stored?.deliveryType ?? null);
  const [tableId, setTableId] = useState<string | null>(stored?.tableId ?? null);
  // Set when a QR order is loaded; sent as selectedQrOrderItem so the server marks it done with the order.
  const [selectedQrOrder, setSelectedQrOrder] = useState<TSelectedQrOrder | null>(
    stored?.selectedQrOrder ?? null,
  );

  useEffect(() => {
    const untouched =
      cart.length === 0 &&
      customer.type === 'WALKIN' &&
      deliveryType === null &&
      tableId === null &&
      selectedQrOrder === null;
    writePosOrder(tenantId, untouched ? null : { cart, customer, deliveryType, tableId, selectedQrOrder });
  }, [tenantId, cart, customer, deliveryType, tableId, selectedQrOrder]);

  /** New, and after a sent order: a clean order (the dining option and table too, so no order inherits them). */
  const reset = () => {
    setCart([]);
    setCustomer(WALKIN);
    setDeliveryType(null);
    setTableId(null);
    setSelectedQrOrder(null);
  };

  /** Picking a QR order: its lines replace the cart; its table, customer and dining option are taken over. */
  const loadQrOrder = (intake: TQrIntake) => {
    setCart(intake.cart);
    setCustomer(intake.customer);
    setDeliveryType(intake.deliveryType);
    setTableId(intake.tableId);
    setSelectedQrOrder(intake.selected);
  };

  const body = (): TCreateOrderBody => ({
    cart: toCartPayload(cart),
    deliveryType,
    customerType: customer.type,
    customerId: customer.type === 'CUSTOMER' ? customer.phone : null,
    tableId,
    selectedQrOrderItem: selectedQrOrder?.id ?? null,
  });

  return {
    droppedOnRestore: stored?.dropped ?? 0,
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
    loadQrOrder,
    reset,
    body,
  };
}

export type TPosOrder = ReturnType<typeof usePosOrder>;

function restore(order: TStoredPosOrder | null, menu: ReadonlyMap<string, TPosMenuItem>) {
  if (!order) return null;
  const cart = order.cart.flatMap((line) => refreshLine(line, menu) ?? []);
  return { ...order, cart, dropped: order.cart.length - cart.length };
}
