import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_CONTRACT } from './api-contract.ts';
import { MSG } from './messages.ts';
import { ZQrCustomerSchema } from './qrmenu.schemas.ts';

/**
 * Issue 22: a lone UTF-16 surrogate (`"\ud800"` in JSON) answered 500 on PostgreSQL and was stored as bytes
 * that are not UTF-8 on SQLite. This walks every route of the contract, and every place in its path
 * parameters, query and body where text goes, and sends a lone surrogate there alone: each must be refused
 * at that very place, with MSG.removeInvalidCharacters. A new text field not built from zText fails here.
 */

/** Fields that take any value by design, and why no lone surrogate reaches the database through them. */
const TAKEN_AS_THEY_ARE: Record<string, string> = {
  'POST /auth/signin body.password': 'only ever meets a password hash: a password set before still signs in',
  'POST /superadmin/signin body.password': 'only ever meets a password hash',
  'POST /profile/change-password body.currentPassword': 'only ever meets a password hash',
  'POST /profile/pin body.password': 'only ever meets a password hash',
  'POST /settings/store-setting body.image': 'ignored: the logo changes only through its upload',
  'POST /qrmenu/:qrcode/place-order body.customer': 'read with ZQrCustomerSchema, walked below',
};
/** Schemas a route's schema applies inside a transform, where the walk cannot see them. */
const READ_INSIDE: [string, z.ZodType][] = [['ZQrCustomerSchema', ZQrCustomerSchema]];

type TDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: TDef } })._zod.def;

/** Kinds that hold no free text: a surrogate is refused by their own check (enum, number, ...). */
const NOT_TEXT = new Set(['enum', 'literal', 'number', 'boolean', 'null', 'undefined', 'date', 'bigint']);
/** Wrappers whose input is their inner schema's. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The paths under `schema` where a string can go ('' for the schema itself), as object keys and array indexes. */
function textPaths(schema: z.ZodType, path: (string | number)[] = []): (string | number)[][] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return textPaths(def.innerType, path);
  if (def.type === 'pipe' && def.in) {
    // A pipe from text (zText(...).pipe(z.email())) is probed whole; from an object, inside it.
    const input = defOf(def.in).type;
    return input === 'object' || WRAPPERS.has(input) ? textPaths(def.in, path) : [path];
  }
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, field]) => textPaths(field, [...path, key]));
  }
  if (def.type === 'array' && def.element) return textPaths(def.element, [...path, 0]);
  if (def.type === 'union' && def.options) {
    const inside = def.options.flatMap((option) => textPaths(option, path));
    const unique = new Map(inside.map((p) => [p.join('.'), p]));
    return [...unique.values()];
  }
  if (NOT_TEXT.has(def.type)) return [];
  // string, transform, unknown, any and whatever else takes a string
  return [path];
}

/** A value with `text` at `path` and nothing else. */
function withTextAt(path: (string | number)[], text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  if (typeof head === 'number') return [withTextAt(rest, text)];
  return { [head]: withTextAt(rest, text) };
}

type TIssue = { path: PropertyKey[]; message: string; errors?: TIssue[][] };
/** The messages of the issues at exactly `path`, a union's inner issues included. */
function messagesAt(issues: TIssue[], path: (string | number)[], prefix: PropertyKey[] = []): string[] {
  return issues.flatMap((issue) => {
    const full = [...prefix, ...issue.path];
    const nested = (issue.errors ?? []).flatMap((inner) => messagesAt(inner, path, full));
    return full.join('.') === path.join('.') ? [issue.message, ...nested] : nested;
  });
}

const PARTS = ['params', 'querystring', 'body'] as const;
type TRouteParts = { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType; response: z.ZodType };
const routes: [string, TRouteParts][] = Object.entries(API_CONTRACT);
const routeProbes = routes.flatMap(([route, entry]) =>
  PARTS.flatMap((part) => {
    const schema = entry[part];
    if (!schema) return [];
    return textPaths(schema).map((path) => ({
      name: `${route} ${[part === 'querystring' ? 'query' : part, ...path].join('.')}`,
      schema,
      path,
    }));
  }),
);
const probes = [
  ...routeProbes,
  ...READ_INSIDE.flatMap(([name, schema]) =>
    textPaths(schema).map((path) => ({ name: `${name} ${path.join('.')}`, schema, path })),
  ),
];

/** The messages `schema` answers for `text` at `path` (none: taken). */
function refusalAt(schema: z.ZodType, path: (string | number)[], text: string): string[] | undefined {
  const result = schema.safeParse(withTextAt(path, text));
  return result.success ? undefined : messagesAt(result.error.issues as TIssue[], path);
}

describe('every text the API reads refuses a lone surrogate', () => {
  it('finds the text fields of the contract', () => {
    expect(probes.length).toBeGreaterThan(150);
    expect(probes.map((probe) => probe.name)).toEqual(
      expect.arrayContaining([
        'POST /pos/create-order body.cart.0.notes',
        'POST /pos/create-order body.selectedQrOrderItem',
        'POST /pos/create-order-and-invoice body.cart.0.notes',
        'POST /auth/reset-password/:token params.token',
        'GET /customers/search-by-phone-name/search query.q',
      ]),
    );
  });

  const toCheck = probes.filter((probe) => !(probe.name in TAKEN_AS_THEY_ARE));
  it.each(['\ud800', '\udc00', 'n\ud83c', 'a\udf54\ud83cb'])('refuses %j at each of them', (surrogate) => {
    const taken = toCheck.flatMap(({ name, schema, path }) => {
      const messages = refusalAt(schema, path, surrogate) ?? [];
      if (messages.includes(MSG.removeInvalidCharacters)) return [];
      // Refused for another reason: fine for a field that takes no free text at all (a flag, a number, a
      // date), which refuses the same text without the surrogate as well.
      const withoutSurrogate = refusalAt(schema, path, surrogate.replace(/\p{Cs}/gu, 'x')) ?? [];
      return messages.length > 0 && withoutSurrogate.length > 0
        ? []
        : [`${name}: ${messages.join(' / ') || 'taken'}`];
    });
    expect(taken).toEqual([]);
  });

  it('still takes a whole surrogate pair (an emoji) as text', () => {
    const route = API_CONTRACT['POST /customers/add'];
    expect(route.body.safeParse({ phone: '5550100', name: 'Ann 🍔' }).success).toBe(true);
  });
});
