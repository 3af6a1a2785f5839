import { fileURLToPath } from 'node:url';
import { MSG } from '@opentab/shared';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import type { TCompiledCatalog } from '../../../packages/shared/src/i18n/catalogs.ts';
import { moduleMessages } from './module-messages.ts';
import { sharedMessageLiterals } from './shared-message-literals.ts';

/** The build's transforms as Vite calls them: `this.parse` is the bundler's parser. */
const context = { parse: (code: string) => parseAst(code) };
const APP_MODULE = '/repo/apps/web/src/features/pos/cart.tsx';

describe('shared message literals (build/shared-message-literals.ts)', () => {
  const transform = (code: string, id = APP_MODULE) =>
    sharedMessageLiterals().transform.call(context, code, id);

  it("writes a shared message's text where the module uses it, and a source map that follows the edit", () => {
    const code = [
      "import { MSG } from '@opentab/shared';",
      'const other = { pleaseWait: 1 };',
      'export const busy = () => MSG.pleaseWait;',
      'export const kept = other.pleaseWait;',
    ].join('\n');
    const out = transform(code);
    expect(out?.code).toContain(`export const busy = () => ${JSON.stringify(MSG.pleaseWait)};`);
    expect(out?.code).not.toContain('MSG.pleaseWait');
    expect(out?.code).toContain('export const kept = other.pleaseWait;');
    // one line of mappings per line written, pointing at this module: the build's map stays usable
    expect(out?.map.sources).toEqual([APP_MODULE]);
    expect(out?.map.mappings.split(';')).toHaveLength(4);
  });

  it('leaves alone what it cannot write as a literal, and modules that use no message object', () => {
    const computed = "import { MSG } from '@opentab/shared';\nexport const text = (key) => MSG[key];";
    expect(transform(computed)).toBeUndefined();
    const ownObject = "const MSG = { pleaseWait: 'Mine' };\nexport const text = MSG.pleaseWait;";
    expect(transform(ownObject)).toBeUndefined();
    const dependency = "import { MSG } from '@opentab/shared';\nexport const text = MSG.pleaseWait;";
    expect(transform(dependency, '/repo/node_modules/some-lib/index.ts')).toBeUndefined();
  });
});

describe('module messages (build/module-messages.ts)', () => {
  const plural = '{count, plural, one {# item} other {# items}}';
  const catalog: TCompiledCatalog = {
    [plural]: [['count', 'plural', { one: ['#', ' item'], other: ['#', ' items'] }]],
    'Table {table}': ['Table ', ['table']],
  } as TCompiledCatalog;
  const transform = (code: string, id = APP_MODULE) =>
    moduleMessages(() => catalog).transform.call(context, code, id);

  it('hands the English ICU messages a module writes to i18n, and only those', () => {
    const out = transform(`export const label = (t, count) => t(${JSON.stringify(plural)}, { count });`);
    const added = /__addSourceMessages\((.*)\);\n$/.exec(out?.code ?? '')?.[1];
    expect(JSON.parse(added ?? 'null')).toEqual({ [plural]: catalog[plural] });
    expect(out?.code).toContain('import { addSourceMessages as __addSourceMessages } from');
  });

  it("adds nothing to a module without one, to i18n itself, or for a message object's declaration", () => {
    expect(transform("export const label = (t) => t('Send to Kitchen');")).toBeUndefined();
    const writesPlural = `export const x = ${JSON.stringify(plural)};`;
    expect(transform(writesPlural)).toBeDefined();
    expect(
      transform(writesPlural, fileURLToPath(new URL('../src/lib/i18n.ts', import.meta.url))),
    ).toBeUndefined();
    expect(transform("export const POS_MSG = { table: 'Table {table}' };")).toBeUndefined();
  });
});
