import { z } from 'zod';
import { APPROVAL_MSG, MSG } from './messages.ts';
import type { TPrincipal } from './scopes.ts';
import { zText } from './text.ts';

/*
 * Issue 23: a manager's approval. Some actions (voiding what the kitchen started today; discounts over the
 * limit, refunds and a drawer opened without a sale later) need a manager: a MANAGER or an admin acting
 * themselves passes, anyone else sends `approval` naming a manager of the same store and their PIN.
 */

/** Who approves: an admin always, a staff user holding MANAGER; acting themselves they need nobody else. */
export function isManager(principal: TPrincipal): boolean {
  return principal.role === 'admin' || principal.scope.includes('MANAGER');
}

/** An approval PIN: 4 to 6 digits, set by its owner on the Profile page and stored hashed. */
const PIN_PATTERN = /^\d{4,6}$/;

const zPin = zText(APPROVAL_MSG.providePin).regex(PIN_PATTERN, APPROVAL_MSG.providePin);

/** `approval: { username, pin }`: the one shape every call that may need a manager takes. */
export const ZApprovalSchema = z.object(
  {
    username: zText(APPROVAL_MSG.provideApprover)
      .trim()
      .toLowerCase()
      .min(1, APPROVAL_MSG.provideApprover)
      .max(254, APPROVAL_MSG.approvalRefused),
    pin: zPin,
  },
  { error: MSG.invalidRequest },
);
export type TApproval = z.infer<typeof ZApprovalSchema>;

/** The optional field a call spreads into its body (voidFields below, the create-order calls' discounts; refunds as they land). */
export const approvalField = { approval: ZApprovalSchema.optional() };

/** POST /profile/pin: the user's own approval PIN, with their password as proof. */
export const ZSetPinSchema = z.object({
  // checked against the hash only, like the sign-in password
  password: z
    .string({ error: MSG.providePassword })
    .min(1, MSG.providePassword)
    .max(200, MSG.wrongCurrentPassword),
  pin: zPin,
});
export type TSetPin = z.infer<typeof ZSetPinSchema>;

export const VOID_REASON_MAX_LENGTH = 200;
/** The reasons the void dialog offers; any other text is accepted as well. */
export const VOID_REASONS = ['Burnt', 'Customer changed mind', 'Wrong item'] as const;

/** Why a line or an order is voided: required once the kitchen has started it (checked by the service). */
export const voidFields = {
  reason: zText(MSG.invalidRequest)
    .trim()
    .max(VOID_REASON_MAX_LENGTH, APPROVAL_MSG.voidReasonTooLong)
    .nullish()
    .transform((reason) => reason || null),
  ...approvalField,
};
