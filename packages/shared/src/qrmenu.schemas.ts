import { z } from 'zod';
import { MSG } from './messages.ts';
import {
  CUSTOMER_TYPES,
  createCartLineSchema,
  DELIVERY_TYPES,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  POS_MSG,
  zOptionalId,
} from './pos.schemas.ts';
import { zQueryOptional } from './query.ts';
import { zText } from './text.ts';

/** Limits of the public QR cart: tighter than the POS, since anyone holding the link can order. */
export const QR_QUANTITY_MAX = 50;
export const QR_CART_MAX_LINES = 50;
export const QR_NAME_MAX_LENGTH = 100;
/** The name a guest (WALKIN) QR order carries. */
export const QR_GUEST_NAME = 'Guest';

export const QR_MSG = {
  brokenLink: 'Broken Link!',
  menuNotAvailable: 'Menu Not Available!',
  orderingNotAvailable: 'Ordering via QR menu is not available right now!',
  orderPlaced: 'Order placed!',
  tableNotFound: 'Table not found!',
  nameRequired: 'Name is Required.',
  nameTooLong: `Name can be at most ${QR_NAME_MAX_LENGTH} characters!`,
  invalidPhone: 'Enter a valid phone number.',
  invalidCustomerType: 'Invalid customer type!',
  tooManyLines: `An order can have at most ${QR_CART_MAX_LINES} lines!`,
  tooManyOrdersFromDevice: 'Too many orders from this device, please try again in a few minutes!',
  tooManyOrdersForStore:
    'This store is receiving too many orders right now, please try again in a few minutes!',
  qrOrderCancelled: 'QR order cancelled!',
  qrOrdersCleared: 'QR orders cleared!',
} as const;

/** "Continue as: Using Phone Number": the dialog's two fields, with the spec's messages. */
export const ZQrCustomerSchema = z.object(
  {
    name: zText(QR_MSG.nameRequired)
      .trim()
      .min(1, QR_MSG.nameRequired)
      .max(QR_NAME_MAX_LENGTH, QR_MSG.nameTooLong),
    phone: zText(QR_MSG.invalidPhone)
      .trim()
      .refine((v) => v.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(v), QR_MSG.invalidPhone),
  },
  { error: QR_MSG.nameRequired },
);

const ZQrCartLineSchema = createCartLineSchema(QR_QUANTITY_MAX);

/**
 * POST /qrmenu/{qrcode}/place-order. A line is the POS cart line (id, quantity, notes, variant_id,
 * addons_ids; other fields such as prices are ignored). `customer` is read only for CUSTOMER; a guest's is
 * dropped. `tableId` is the table's public id from the QR link.
 */
export const ZPlaceQrOrderSchema = z
  .object(
    {
      deliveryType: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
        z.enum(DELIVERY_TYPES, { error: POS_MSG.invalidDeliveryType }).nullish(),
      ),
      cartItems: z
        .array(ZQrCartLineSchema, { error: POS_MSG.cartEmpty })
        .min(1, POS_MSG.cartEmpty)
        .max(QR_CART_MAX_LINES, QR_MSG.tooManyLines),
      customerType: z.enum(CUSTOMER_TYPES, { error: QR_MSG.invalidCustomerType }).default('WALKIN'),
      customer: z.unknown().optional(),
      tableId: zOptionalId,
    },
    { error: MSG.invalidRequest },
  )
  .transform((body, ctx) => {
    const base = {
      deliveryType: body.deliveryType ?? null,
      cartItems: body.cartItems,
      tableId: body.tableId ?? null,
    };
    if (body.customerType === 'WALKIN') {
      return { ...base, customerType: 'WALKIN' as const, customer: null };
    }
    const customer = ZQrCustomerSchema.safeParse(body.customer ?? {});
    if (!customer.success) {
      for (const issue of customer.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['customer', ...issue.path] });
      }
      return z.NEVER;
    }
    return { ...base, customerType: 'CUSTOMER' as const, customer: customer.data };
  });
export type TPlaceQrOrderInput = z.input<typeof ZPlaceQrOrderSchema>;
export type TPlaceQrOrder = z.infer<typeof ZPlaceQrOrderSchema>;

/** POST /pos/qrorders/update-status/{id}: the only move staff make is cancelling. */
export const ZQrOrderStatusSchema = z.object(
  { status: z.enum(['cancelled'], { error: POS_MSG.invalidStatus }) },
  { error: POS_MSG.invalidStatus },
);

/** The `{qrcode}` of /qrmenu/{qrcode} and its place-order: the store's QR code, the menu's only key. */
export const ZQrCodeParamsSchema = z.object({ qrcode: zText(MSG.invalidRequest) });

/** GET /qrmenu/{qrcode}?tableId=: the table whose QR code the diner scanned, if any. */
export const ZQrMenuQuerySchema = z.object({ tableId: zQueryOptional(zText(MSG.invalidRequest).optional()) });
