/**
 * The two paid-at-once bodies of a cart (create-order.bench.ts, order-shapes.ts): plain, paid in cash; and with
 * issue 23's money: 10 % off the first line, 0.50 off the order, a 10 % tip, split over card (5.00) and cash.
 */
export function paidBodies(
  order: { cart: object[]; [field: string]: unknown },
  paymentTypes: { cash: string; card: string },
) {
  return {
    paid: JSON.stringify({ ...order, paymentTypeId: paymentTypes.cash }),
    money: JSON.stringify({
      ...order,
      cart: order.cart.map((line, index) =>
        index === 0 ? { ...line, discount: { type: 'percent', value: 10, reason: 'Regular' } } : line,
      ),
      discount: { type: 'amount', value: 0.5, reason: 'Birthday' },
      tip: { type: 'percent', value: 10 },
      payments: [
        { paymentTypeId: paymentTypes.card, amount: 5 },
        { paymentTypeId: paymentTypes.cash, amount: 100 },
      ],
    }),
  };
}
