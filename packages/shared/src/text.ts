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

/**
 * Half of a UTF-16 surrogate pair with no other half (`"\ud800"` in JSON) is no character: SQLite stored it
 * as bytes that are not UTF-8, PostgreSQL as U+FFFD or not at all (a 500 in the order batch's JSON). With
 * the `u` flag a whole pair is one code point and never matches.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export type TTextOptions = { multiline?: boolean };

export function hasControlCharacters(text: string, options: TTextOptions = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTER_BUT_LINE_BREAK : CONTROL_CHARACTER).test(text);
}

function hasLoneSurrogates(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/**
 * The base of every text field the API reads: a string (else `error`) without control characters (else
 * MSG.removeControlCharacters) nor lone surrogates (else MSG.removeInvalidCharacters). The checks run first
 * and stop the field's other checks, so the answer says what is wrong rather than "too long" or "invalid".
 */
export const zText = (error: string, options: TTextOptions = {}) =>
  z
    .string({ error })
    .refine((text) => !hasLoneSurrogates(text), { message: MSG.removeInvalidCharacters, abort: true })
    .refine((text) => !hasControlCharacters(text, options), {
      message: MSG.removeControlCharacters,
      abort: true,
    });
