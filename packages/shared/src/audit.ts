import { z } from 'zod';
import { ZDateFilterQuerySchema } from './date-filters.ts';
import { MSG } from './messages.ts';
import { ZOpenOrdersQuerySchema, zRecordId } from './pos.schemas.ts';
import { zQueryOptional } from './query.ts';

/**
 * The audit log (issue 23): what a change was, as its entry names it. Users and their scopes, the taxes every
 * price is charged with, and the prices of menu items, variants and addons, today; the money features of issue 23 add theirs (discount, void, refund,
 * approval, shift, drawer) as they land.
 */
export const AUDIT_ACTIONS = [
  'user.add',
  'user.update',
  'user.password_reset',
  'user.delete',
  'tax.add',
  'tax.update',
  'tax.delete',
  'menu.price',
  'menu.delete',
  'settings.service_charge',
  'settings.currency',
  'shift.open',
  'shift.close',
  'drawer.cash_in',
  'drawer.cash_out',
  'drawer.no_sale',
  'user.pin_set',
  'user.pin_cleared',
  'approval.granted',
  'approval.refused',
  'order.void',
  'item.void',
  'order.discount',
  'invoice.refund',
  // issue 27: member points are money (docs/membership.md)
  'settings.loyalty',
  'member.enrol',
  'member.end',
  'member.adjust',
  'member.redeem',
  // issue 27: whether a sale short of stock is refused (docs/stock.md)
  'settings.stock',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the Audit Log screen and its CSV name each action. */
export const AUDIT_ACTION_LABELS: Record<TAuditAction, string> = {
  'user.add': 'User added',
  'user.update': 'User changed',
  'user.password_reset': 'User password reset',
  'user.delete': 'User deleted',
  'tax.add': 'Tax added',
  'tax.update': 'Tax changed',
  'tax.delete': 'Tax deleted',
  'menu.price': 'Price changed',
  'menu.delete': 'Priced item deleted',
  'settings.service_charge': 'Service charge changed',
  'settings.currency': 'Currency changed',
  'shift.open': 'Shift opened',
  'shift.close': 'Shift closed',
  'drawer.cash_in': 'Cash in',
  'drawer.cash_out': 'Cash out',
  'drawer.no_sale': 'Drawer opened, no sale',
  'user.pin_set': 'Approval PIN set',
  'user.pin_cleared': 'Approval PIN cleared',
  'approval.granted': 'Approval granted',
  'approval.refused': 'Approval refused',
  'order.void': 'Order voided',
  'item.void': 'Item voided',
  'order.discount': 'Discount given',
  'invoice.refund': 'Refund (credit note)',
  'settings.loyalty': 'Loyalty settings changed',
  'member.enrol': 'Member enrolled',
  'member.end': 'Membership ended',
  'member.adjust': 'Points adjusted',
  'member.redeem': 'Points redeemed',
  'settings.stock': 'Stock setting changed',
};

/** One page of the log, newest first; X-Next-Cursor asks for the next, older page (the /orders convention). */
export const AUDIT_PAGE_SIZE = 200;
/** The X-Total-Count of the log stops here: a count reads what it counts. This value means as many or more. */
export const AUDIT_COUNT_LIMIT = 10_000;
/** The CSV holds at most this many entries of the filter, the newest. */
export const AUDIT_CSV_LIMIT = 10_000;

/** GET /audit-log?type=&from=&to=&userId=&action=&after=: the shared date filter in the store's time zone. */
export const ZAuditLogQuerySchema = ZDateFilterQuerySchema.safeExtend({
  userId: zQueryOptional(zRecordId.optional()),
  action: zQueryOptional(z.enum(AUDIT_ACTIONS, { error: MSG.invalidRequest }).optional()),
  ...ZOpenOrdersQuerySchema.shape,
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuerySchema>;

/** What a change touched, before or after it: field names to values (never a password or its hash). */
const ZAuditValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type TAuditValues = z.infer<typeof ZAuditValuesSchema>;

const ZAuditEntryResponseSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string(),
  device: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.string(),
  before: ZAuditValuesSchema.nullable(),
  after: ZAuditValuesSchema.nullable(),
});
export type TAuditEntryResponse = z.infer<typeof ZAuditEntryResponseSchema>;

export const ZAuditLogResponseSchema = z.array(ZAuditEntryResponseSchema);

/** The CSV's columns, in order. */
export const AUDIT_CSV_HEADER = ['Time', 'User', 'Device', 'Action', 'Subject', 'Before', 'After'] as const;

export const ZAuditLogCsvResponseSchema = z.string().meta({
  description: `A CSV document (text/csv), columns ${AUDIT_CSV_HEADER.join(', ')}; cells defused against formula injection.`,
});
