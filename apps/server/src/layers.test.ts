import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const MODULES = path.join(SRC, 'modules');
/** What every module builds on: these must not reach back into a module (CODE_STYLE.md). */
const BASE = ['plugins', 'realtime', 'db', 'lib', 'presenters', 'context.ts', 'config.ts'];

/**
 * Every module a source text names: `import … from`, `import type … from`, `export … from`, a bare
 * `import '…'`, and `import('…')` (a dynamic import, or a type written `import('…').T`).
 */
function importedSpecifiers(text: string): string[] {
  const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm;
  return [...text.matchAll(specifier)].map((match) => match[2] as string);
}

function sourceFiles(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true, recursive: true })
    .filter((file) => file.isFile() && file.name.endsWith('.ts'))
    .map((file) => path.join(file.parentPath, file.name));
}

/** The module folder a file's import lands in, or undefined outside modules/. */
function moduleOfImport(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.relative(MODULES, path.resolve(path.dirname(file), specifier));
  return target.startsWith('..') || path.isAbsolute(target) ? undefined : target.split(path.sep)[0];
}

describe('the import scanner', () => {
  it('sees every way a file can name another', () => {
    const text = [
      "import { a } from './modules/x/a.ts';",
      "import type { B } from '../modules/x/b.ts';",
      "export { c } from './c.ts';",
      "export type * from './d.ts';",
      "import './e.ts';",
      "const f = await import('./f.ts');",
      "type G = import('./g.ts').G;",
      'import {\n  h,\n  type H,\n} from "./h.ts";',
    ].join('\n');
    expect(importedSpecifiers(text)).toEqual([
      './modules/x/a.ts',
      '../modules/x/b.ts',
      './c.ts',
      './d.ts',
      './e.ts',
      './f.ts',
      './g.ts',
      './h.ts',
    ]);
  });
});

describe('layers', () => {
  it.each(BASE)('%s imports nothing from modules/, of any kind', (base) => {
    const offenders = sourceFiles(path.join(SRC, base)).flatMap((file) =>
      importedSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => moduleOfImport(file, specifier) !== undefined)
        .map((specifier) => `${path.relative(SRC, file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});

/** Which module folders each module folder imports (tests left out: they may drive several areas). */
function moduleImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES).filter((f) => !f.endsWith('.test.ts'))) {
    const from = path.relative(MODULES, file).split(path.sep)[0] as string;
    for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
      const to = moduleOfImport(file, specifier);
      if (to !== undefined && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

describe('module folders', () => {
  it('import each other in one direction only: no loop through any number of folders', () => {
    const edges = moduleImports();
    const loops: string[] = [];
    const visit = (start: string, at: string, trail: string[]) => {
      for (const next of edges.get(at) ?? []) {
        if (next === start) loops.push([...trail, next].join(' → '));
        else if (!trail.includes(next)) visit(start, next, [...trail, next]);
      }
    };
    for (const start of edges.keys()) visit(start, start, [start]);
    expect(edges.size).toBeGreaterThan(0);
    expect(loops).toEqual([]);
  });
});

/** Groups of source files that reach themselves through their imports, each sorted (Tarjan's algorithm). */
function fileCircles(): string[] {
  const files = sourceFiles(SRC).filter((file) => !file.endsWith('.test.ts'));
  const edges = new Map(
    files.map((file) => [
      file,
      importedSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => path.resolve(path.dirname(file), specifier)),
    ]),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, low.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1)
      circles.push(
        group
          .map((f) => path.relative(SRC, f))
          .sort()
          .join(' ⇄ '),
      );
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles;
}

describe('source files', () => {
  it('never import themselves through other files, type imports included', () => {
    expect(fileCircles()).toEqual([]);
  });
});
