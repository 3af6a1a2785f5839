import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const HERE = import.meta.dirname;

describe('migrations', () => {
  it('import nothing but kysely and files of this folder: a migration is frozen history', () => {
    const offenders = readdirSync(HERE)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => {
        const text = readFileSync(path.join(HERE, file), 'utf8');
        // static imports and re-exports (type-only ones included), and dynamic import() calls
        const specifiers = [
          ...text.matchAll(/\bfrom\s+'([^']+)'/g),
          ...text.matchAll(/\bimport\s*\(\s*'([^']+)'\s*\)/g),
          ...text.matchAll(/^\s*import\s+'([^']+)'/gm),
        ].map((match) => match[1] as string);
        return specifiers
          .filter((specifier) => specifier !== 'kysely' && !/^\.\/[^/]+$/.test(specifier))
          .map((specifier) => `${file} → ${specifier}`);
      });
    expect(offenders).toEqual([]);
  });

  it('the rule above catches an import of live code', () => {
    const text = "import { rebuildSalesRollup } from '../sales-rollup.ts';";
    expect([...text.matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1])).toEqual(['../sales-rollup.ts']);
  });
});
