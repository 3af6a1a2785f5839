import { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * Control characters (Unicode Cc: C0, DEL and C1) are never data a person typed. PostgreSQL refuses NUL in
 * text outright, so one that reached a query answered 500; they are refused at the edge instead, on both
 * databases alike.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** Multi-line texts (addresses, receipt header and footer, notes) keep line breaks and tabs, never NUL. */
const CONTROL_CHARACTER_BUT_LINE_BREAK = /[^\P{Cc}\t\n\r]/u;

export type TTextOptions = { multiline?: boolean };

export function hasControlCharacters(text: string, options: TTextOptions = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTER_BUT_LINE_BREAK : CONTROL_CHARACTER).test(text);
}

/**
 * The base of every text field the API reads: a string (else `error`) without control characters (else
 * MSG.removeControlCharacters). The check runs first and stops the field's other checks, so the answer says
 * what is wrong rather than "too long" or "invalid".
 */
export const zText = (error: string, options: TTextOptions = {}) =>
  z.string({ error }).refine((text) => !hasControlCharacters(text, options), {
    message: MSG.removeControlCharacters,
    abort: true,
  });
