import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/**
 * Every module a file names: `import … from`, `import type … from`, `export … from`, a bare `import '…'`,
 * `import('…')` (lazy chunks, `typeof import('…')`) and `vi.mock('…')`.
 */
function importedSpecifiers(source: string): string[] {
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bvi\.mock\(\s*['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] as string));
}

/** The layer of a path under src/: `features/<name>` is one layer per feature; a file at the root is `root`. */
function layerOf(relative: string): string {
  const [top, second] = relative.split(path.sep);
  if (top === 'features') return `features/${second}`;
  return second === undefined ? 'root' : (top as string);
}

/**
 * What each layer may import besides itself (ARCHITECTURE.md, web): a feature builds on components/ and lib/,
 * never on another feature or on app/ (what two features share moves down); components/ build on lib/; lib/
 * on nothing of ours; the diners' QR entry shares lib/ only (it stays small: no Mantine, no back office).
 * The service worker (sw/) is one script built apart: it imports only itself, and nothing imports it (a module
 * the pages shared with it would become an import the worker cannot run). test/ is test support, which
 * production code never imports.
 */
function mayImport(from: string, to: string): boolean {
  if (from === to || from === 'test') return true;
  if (to === 'sw') return false;
  if (from === 'root') return true;
  if (to === 'test') return false;
  if (from === 'app') return to !== 'qr';
  if (from.startsWith('features/')) return to === 'components' || to === 'lib';
  if (from === 'components') return to === 'lib';
  if (from === 'qr') return to === 'lib';
  return false;
}

const isTest = (relative: string) => /\.test\.tsx?$/.test(relative);

function sourceFiles(): string[] {
  return readdirSync(SRC, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(SRC, path.join(entry.parentPath, entry.name)));
}

/** `file → target` for every import of ours that crosses a layer it may not (tests may import test/). */
function offenders(): string[] {
  return sourceFiles().flatMap((file) =>
    importedSpecifiers(readFileSync(path.join(SRC, file), 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.relative(SRC, path.resolve(SRC, path.dirname(file), specifier)))
      .filter((target) => {
        const [from, to] = [layerOf(file), layerOf(target)];
        return !(mayImport(from, to) || (to === 'test' && isTest(file)));
      })
      .map((target) => `${file} → ${target}`),
  );
}

describe('web layers', () => {
  it('reads every form of import', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "export * from './d';",
      "import './e.css';",
      "const F = lazy(() => import('./f'));",
      "type G = typeof import('./g');",
      "vi.mock('./h', () => ({}));",
      'import {\n  i,\n  type J,\n} from "./i";',
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual(
      expect.arrayContaining(['./a', '../b', './c', './d', './e.css', './f', './g', './h', './i']),
    );
  });

  it('sorts paths into layers and holds the rules', () => {
    expect(layerOf(path.join('features', 'pos', 'PosPage.tsx'))).toBe('features/pos');
    expect(mayImport('features/kitchen', 'features/orders')).toBe(false);
    expect(mayImport('features/pos', 'app')).toBe(false);
    expect(mayImport('components', 'features/pos')).toBe(false);
    expect(mayImport('components', 'app')).toBe(false);
    expect(mayImport('lib', 'features/pos')).toBe(false);
    expect(mayImport('lib', 'app')).toBe(false);
    expect(mayImport('lib', 'components')).toBe(false);
    expect(mayImport('qr', 'components')).toBe(false);
    expect(mayImport('app', 'sw')).toBe(false);
    expect(mayImport('sw', 'lib')).toBe(false);
    expect(mayImport('features/pos', 'test')).toBe(false);
    expect(mayImport('app', 'features/pos')).toBe(true);
    expect(mayImport('features/pos', 'components')).toBe(true);
  });

  it('no import crosses a layer it may not: features ⇸ features, features ⇸ app, components ⇸ features', () => {
    expect(sourceFiles().length).toBeGreaterThan(100);
    expect(offenders()).toEqual([]);
  });
});
