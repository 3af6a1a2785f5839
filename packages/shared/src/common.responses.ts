import { z } from 'zod';

/** The answer of every call whose spec answer is "message" (status 200, creates included). */
export const ZMessageResponseSchema = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponseSchema>;

/** A 0/1 flag as the spec's answers carry them (`is_active`, `is_enabled`, ...). */
export const ZFlagSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * The answer of a create whose spec answer is "message": the message, plus (beyond the spec) the new row's
 * id, so a client can address what it created without reloading the list.
 */
export const ZCreatedResponseSchema = ZMessageResponseSchema.extend({ id: z.string() });
