import { z } from 'zod';
import { MONEY_MAX_MAJOR } from './money.ts';
import { zText } from './text.ts';

/**
 * Issue 26: the screens guests see. The order-status board (a TV showing tokens "Preparing" and "Ready for
 * pickup") and the customer display (a screen facing the guest, paired with one POS terminal, mirroring its
 * cart). The board reads `GET /displays/order-status`; the POS asks for a pairing code, the display enters it,
 * and from then on the POS's cart reaches that display only (docs/displays.md).
 */

export const DISPLAY_MSG = {
  invalidPairingCode: 'Please enter the 6-digit pairing code shown on the POS!',
  wrongPairingCode: 'That pairing code is wrong or has expired! Ask the POS for a new one.',
  tooManyPairingAttempts: 'Too many pairing attempts! Please wait a few minutes and try again.',
  displayPaired: 'Customer display paired!',
  displayUnpaired: 'Customer display unpaired!',
  notPaired: 'This device is not paired with a customer display!',
} as const;

/** Digits of a pairing code, and how long one may be entered. */
export const PAIRING_CODE_LENGTH = 6;
export const PAIRING_CODE_TTL_MINUTES = 10;
/** How long a token stays under "Ready for pickup" after its last item was completed, unless delivered first. */
export const ORDER_READY_SHOWN_MINUTES = 15;

export const ZPairDisplaySchema = z.object({
  code: z
    .string({ error: DISPLAY_MSG.invalidPairingCode })
    .regex(new RegExp(`^\\d{${PAIRING_CODE_LENGTH}}$`), { error: DISPLAY_MSG.invalidPairingCode }),
});
export type TPairDisplay = z.infer<typeof ZPairDisplaySchema>;

/** Limits of the cart a POS sends its display: far above a real cart, low enough to bound one message. */
export const CUSTOMER_DISPLAY_MAX_LINES = 200;
const TITLE_MAX_LENGTH = 200;
const ADDONS_MAX = 30;

const zDisplayText = zText('Invalid text').max(TITLE_MAX_LENGTH);
const zAmount = z.number().finite().min(-MONEY_MAX_MAJOR).max(MONEY_MAX_MAJOR);

/** One cart line as the guest sees it: no ids, no notes, no cost. */
const ZCustomerDisplayLineSchema = z.object({
  quantity: z.number().int().min(1).max(9999),
  title: zDisplayText,
  variant: zDisplayText.nullable(),
  addons: z.array(zDisplayText).max(ADDONS_MAX),
  /** the line's amount after its own discount, in major units */
  amount: zAmount,
});

/**
 * What a POS sends its paired display (`customer_display_cart`): display-only figures, in the store
 * currency's major units. An empty `lines` is an idle display (the store's logo). `tendered` and
 * `changeDue` are null until the cashier takes cash.
 */
export const ZCustomerDisplayCartSchema = z.object({
  lines: z.array(ZCustomerDisplayLineSchema).max(CUSTOMER_DISPLAY_MAX_LINES),
  subtotal: zAmount,
  discount: zAmount,
  serviceCharge: zAmount,
  tax: zAmount,
  tip: zAmount,
  total: zAmount,
  tendered: zAmount.nullable(),
  changeDue: zAmount.nullable(),
});
export type TCustomerDisplayCart = z.infer<typeof ZCustomerDisplayCartSchema>;
export type TCustomerDisplayLine = TCustomerDisplayCart['lines'][number];

/** `customer_display_cart`'s arguments as a client sends them (checked at the server's edge). */
export const ZCustomerDisplayCartArgsSchema = z.tuple([ZCustomerDisplayCartSchema]);
