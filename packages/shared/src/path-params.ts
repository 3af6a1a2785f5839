import { z } from 'zod';
import { MSG } from './messages.ts';
import { zText } from './text.ts';

/**
 * A path id: opaque, but shaped like the ids the server hands out (20 URL-safe characters; an order line
 * adds `.NNN`), at most 64 characters. Anything else is a bad request (400); a well-formed id that matches
 * no row of the tenant answers 404 from the service.
 */
const ZPathId = zText(MSG.invalidRequest).regex(/^[\w.-]{1,64}$/, MSG.invalidRequest);

/** The `{id}` of most record paths. */
export const ZIdParamsSchema = z.object({ id: ZPathId });

/** /receipts/invoice/{id}/parts/{part}: one part of a bill paid in parts (issue 23, split bill), 1, 2, … */
export const ZInvoicePartParamsSchema = z.object({
  id: ZPathId,
  part: z.coerce.number({ error: MSG.invalidRequest }).int(MSG.invalidRequest).min(1, MSG.invalidRequest),
});

/** /menu-items/{variants|addons}/{itemId}/add */
export const ZMenuOptionItemParamsSchema = z.object({ itemId: ZPathId });

/** /menu-items/{variants|addons}/{itemId}/update|delete/{optionId} */
export const ZMenuOptionParamsSchema = z.object({ itemId: ZPathId, optionId: ZPathId });

/** /auth/reset-password/{token}: the token the reset mail links to. */
export const ZResetPasswordParamsSchema = z.object({
  token: zText(MSG.invalidRequest).min(16, MSG.invalidRequest).max(200, MSG.invalidRequest),
});
