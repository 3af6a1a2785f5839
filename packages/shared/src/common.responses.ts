import { z } from 'zod';

/** The answer of every call whose spec answer is "message" (status 200, creates included). */
export const ZMessageResponseSchema = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponseSchema>;

/** A 0/1 flag as the spec's answers carry them (`is_active`, `is_enabled`, ...). */
export const ZFlagSchema = z.union([z.literal(0), z.literal(1)]);
export type TFlag = z.infer<typeof ZFlagSchema>;
