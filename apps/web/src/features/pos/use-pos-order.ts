import type { TCreateOrderInput, TDeliveryType, TDiscountInput, TPosMenuItem } from '@opentab/shared';
import { useEffect, useState } from 'react';
import { refreshLine, type TCartLine, toCartPayload } from './cart';
import { type TPosCustomer, WALKIN } from './pos-customer';
import { readPosOrder, type TStoredPosOrder, writePosOrder } from './pos-order-storage';
import type { TQrIntake, TSelectedQrOrder } from './qr-intake';

/**
 * The order being built at the POS: cart, customer, dining option, table and the QR order it came from.
 * It survives a reload of the tab (pos-order-storage.ts). Its lines are priced by the menu as the POS has it:
 * when restored, and again whenever the menu is refetched (a manager changed it); lines whose item, variant
 * or addon is gone are left out (`droppedLines` says how many, a new object each time; null again after
 * `reset`).
 */
export function usePosOrder(tenantId: string, menu: ReadonlyMap<string, TPosMenuItem>) {
  const [stored] = useState(() => restore(readPosOrder(tenantId), menu));
  const [cart, setCart] = useState<TCartLine[]>(stored?.cart ?? []);
  const [droppedLines, setDroppedLines] = useState(stored?.dropped ? { count: stored.dropped } : null);
  const [pricedBy, setPricedBy] = useState(menu);
  if (pricedBy !== menu) {
    // Adjusted while rendering (not in an effect), so no render shows lines of the old menu.
    setPricedBy(menu);
    const repriced = reprice(cart, menu);
    setCart(repriced.cart);
    if (repriced.dropped > 0) setDroppedLines({ count: repriced.dropped });
  }
  const [customer, setCustomer] = useState<TPosCustomer>(stored?.customer ?? WALKIN);
  const [deliveryType, setDeliveryType] = useState<TDeliveryType | null>(stored?.deliveryType ?? null);
  const [tableId, setTableId] = useState<string | null>(stored?.tableId ?? null);
  // Set when a QR order is loaded; sent as selectedQrOrderItem so the server marks it done with the order.
  const [selectedQrOrder, setSelectedQrOrder] = useState<TSelectedQrOrder | null>(
    stored?.selectedQrOrder ?? null,
  );
  const [orderDiscount, setOrderDiscount] = useState<TDiscountInput | null>(stored?.orderDiscount ?? null);

  useEffect(() => {
    const untouched =
      cart.length === 0 &&
      customer.type === 'WALKIN' &&
      deliveryType === null &&
      tableId === null &&
      selectedQrOrder === null &&
      orderDiscount === null;
    writePosOrder(
      tenantId,
      untouched ? null : { cart, customer, deliveryType, tableId, selectedQrOrder, orderDiscount },
    );
  }, [tenantId, cart, customer, deliveryType, tableId, selectedQrOrder, orderDiscount]);

  /** New, and after a sent order: a clean order (the dining option and table too, so no order inherits them). */
  const reset = () => {
    setDroppedLines(null);
    // Written now, not by the effect above: after a send the screen may be gone (the cashier left the POS
    // while it was on its way), and the sent order must not come back from storage.
    writePosOrder(tenantId, null);
    setCart([]);
    setCustomer(WALKIN);
    setDeliveryType(null);
    setTableId(null);
    setSelectedQrOrder(null);
    setOrderDiscount(null);
  };

  /** Picking a QR order: its lines replace the cart; its table, customer and dining option are taken over. */
  const loadQrOrder = (intake: TQrIntake) => {
    setCart(intake.cart);
    setCustomer(intake.customer);
    setDeliveryType(intake.deliveryType);
    setTableId(intake.tableId);
    setSelectedQrOrder(intake.selected);
  };

  const body = (): TCreateOrderInput => ({
    cart: toCartPayload(cart),
    deliveryType,
    customerType: customer.type,
    customerId: customer.type === 'CUSTOMER' ? customer.phone : null,
    tableId,
    selectedQrOrderItem: selectedQrOrder?.id ?? null,
    discount: orderDiscount,
  });

  return {
    droppedLines,
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
    orderDiscount,
    setOrderDiscount,
    loadQrOrder,
    reset,
    body,
  };
}

export type TPosOrder = ReturnType<typeof usePosOrder>;

/** The lines as `menu` prices them; those whose item, variant or addon is gone are left out. */
function reprice(lines: TCartLine[], menu: ReadonlyMap<string, TPosMenuItem>) {
  const cart = lines.flatMap((line) => refreshLine(line, menu) ?? []);
  return { cart, dropped: lines.length - cart.length };
}

function restore(order: TStoredPosOrder | null, menu: ReadonlyMap<string, TPosMenuItem>) {
  return order ? { ...order, ...reprice(order.cart, menu) } : null;
}
