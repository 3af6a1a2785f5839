import { z } from 'zod';

/** What a query value means "no value": empty (`?type=`, the spec's own form) or the text `null`. */
function absentWhenBlank(value: unknown): unknown {
  return value === '' || value === 'null' ? undefined : value;
}

/**
 * An optional field of a list's query (a filter, a page, a cursor). The one place a query value is read as
 * absent: missing, empty, or `null` as a client that writes a JavaScript null into its URL sends it
 * (`?type=null&from=null&to=null`). Give it the field's schema with its `.optional()` or `.default()`.
 */
export function zQueryOptional<T extends z.ZodType>(schema: T) {
  // Typed by the field's own input, so a client typed from the contract still sends the field's values.
  return z.preprocess<unknown, T, z.input<T>>(absentWhenBlank, schema);
}
