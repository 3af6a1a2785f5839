import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emitSocket, sentEvents } from '../../test/fake-realtime';
import { LATTE } from '../../test/pos-fixtures';
import type { TCartLine, TPosTotals } from './cart';
import * as link from './customer-display-link';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

const totals: TPosTotals = {
  itemsTotal: 2400,
  taxTotal: 240,
  payableTotal: 2640,
  discountTotal: 0,
  serviceCharge: 0,
  serviceChargeTax: 0,
  billTotal: 2640,
  tooLarge: false,
  badDiscount: false,
};

beforeEach(() => {
  vi.useFakeTimers();
  sentEvents.length = 0;
});

describe("the POS's customer display link", () => {
  it('sends the cart, as the guest sees it, only while a display is paired', () => {
    const line: TCartLine = {
      key: 'l1',
      item: LATTE,
      quantity: 2,
      notes: 'no onions',
      variant: { id: 'v-large', title: 'Large', price: 5 },
      addons: [{ id: 'a-oat', title: 'Oat Milk', price: 0.6 }],
    };
    const cart = link.displayCartOf([line], { totals, currency: 'USD' });
    expect(cart.lines).toEqual([
      { quantity: 2, title: 'Caffe Latte', variant: 'Large', addons: ['Oat Milk'], amount: 11.2 },
    ]);
    expect(cart).toMatchObject({ subtotal: 11.2, tax: 2.4, total: 26.4, tendered: null, changeDue: null });
    expect(JSON.stringify(cart)).not.toContain('no onions');

    link.showOnCustomerDisplay(cart);
    vi.runAllTimers();
    expect(sentEvents).toEqual([]);

    emitSocket('customer_display_pairing', { isPaired: 1 });
    expect(sentEvents).toEqual([{ event: 'customer_display_cart', payload: cart }]);

    // the same cart again is not sent twice; a change is, once, after the short wait
    link.showOnCustomerDisplay(cart);
    vi.runAllTimers();
    const emptied = { ...cart, lines: [] };
    link.showOnCustomerDisplay(emptied);
    expect(sentEvents).toHaveLength(1);
    vi.runAllTimers();
    expect(sentEvents.at(-1)).toEqual({ event: 'customer_display_cart', payload: emptied });

    // paying: the tip, the cash handed over and the change due join the cart, and leave with the dialog
    link.showOnCustomerDisplay(cart);
    link.showTender({ tip: 2, tendered: 30, changeDue: 1.6 });
    vi.runAllTimers();
    expect(sentEvents.at(-1)?.payload).toEqual({
      ...cart,
      tip: 2,
      tendered: 30,
      changeDue: 1.6,
      total: 28.4,
    });
    link.showTender(null);
    vi.runAllTimers();
    expect(sentEvents.at(-1)?.payload).toEqual(cart);
    const sentWhilePaired = sentEvents.length;

    emitSocket('customer_display_pairing', { isPaired: 0 });
    link.showOnCustomerDisplay(emptied);
    vi.runAllTimers();
    expect(sentEvents).toHaveLength(sentWhilePaired);
  });
});
