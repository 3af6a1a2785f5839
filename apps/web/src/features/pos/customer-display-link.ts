import { fromMinor, type TCustomerDisplayCart } from '@opentab/shared';
import { sendCustomerDisplayCart } from '../../lib/display-link';
import { unitPriceMinor } from '../../lib/menu-line';
import { menuTitle } from '../../lib/menu-title';
import { withRealtimeSocket } from '../../lib/realtime';
import type { TCartLine, TPosTotals } from './cart';

/**
 * Issue 26: the POS's side of its customer display, loaded after the POS (never in its first load). The server
 * tells this device when a display is paired with it (and when that display connects); while paired, the cart
 * goes to the display, a moment after it stops changing, and only when it changed. Unpaired, nothing is sent.
 */

/** Typing a quantity or tapping items quickly sends one cart, not one per tap. */
const SEND_DELAY_MS = 150;

let isPaired = false;
let latest: TCustomerDisplayCart | null = null;
/** What the payment dialog adds while it is open: the tip, the cash handed over and the change due. */
type TTender = Pick<TCustomerDisplayCart, 'tip' | 'tendered' | 'changeDue'>;
let tender: TTender | null = null;
let lastSent = '';
let timer: ReturnType<typeof setTimeout> | undefined;
let isListening = false;

function send(): void {
  timer = undefined;
  if (!isPaired || !latest) return;
  // the tip is paid on top of the bill: the guest's total includes it
  const shown = tender
    ? { ...latest, ...tender, total: Number((latest.total + tender.tip).toFixed(3)) }
    : latest;
  const text = JSON.stringify(shown);
  if (text === lastSent) return;
  lastSent = text;
  sendCustomerDisplayCart(shown);
}

function listen(): void {
  if (isListening) return;
  isListening = true;
  withRealtimeSocket((socket) =>
    socket.on('customer_display_pairing', ({ isPaired: paired }) => {
      isPaired = paired === 1;
      // a display that just paired or reconnected shows the cart at once
      lastSent = '';
      if (isPaired) send();
    }),
  );
}

/** The cart as the guest sees it: titles, options and amounts in major units, nothing else. */
export function displayCartOf(
  cart: readonly TCartLine[],
  { totals, currency }: { totals: TPosTotals; currency: string },
): TCustomerDisplayCart {
  const major = (minor: number) => fromMinor(minor, currency);
  const amounts = cart.map((line) => unitPriceMinor(line, currency) * line.quantity);
  const lines = cart.map((line, index) => ({
    quantity: line.quantity,
    title: menuTitle(line.item),
    variant: line.variant ? menuTitle(line.variant) : null,
    addons: line.addons.map((addon) => menuTitle(addon)),
    amount: major(amounts[index] ?? 0),
  }));
  return {
    lines,
    subtotal: major(amounts.reduce((sum, amount) => sum + amount, 0)),
    discount: major(totals.discountTotal),
    serviceCharge: major(totals.serviceCharge),
    tax: major(totals.taxTotal),
    tip: 0,
    total: major(totals.billTotal),
    tendered: null,
    changeDue: null,
  };
}

/** Whether the server said a display is paired with this POS (the dialog opens on that state). */
export const isCustomerDisplayPaired = (): boolean => isPaired;

function sendSoon(): void {
  if (timer === undefined) timer = setTimeout(send, SEND_DELAY_MS);
}

/** The POS's cart changed: remembered, and sent to the paired display shortly. */
export function showOnCustomerDisplay(cart: TCustomerDisplayCart): void {
  listen();
  latest = cart;
  sendSoon();
}

/** The payment dialog's tip, cash tendered and change due (null: the dialog closed). */
export function showTender(next: TTender | null): void {
  listen();
  tender = next;
  sendSoon();
}
