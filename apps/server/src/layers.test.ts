import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
/** The layers every module builds on: they must not reach back into a module (CODE_STYLE.md). */
const BASE_LAYERS = ['plugins', 'realtime', 'db', 'lib', 'presenters'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('layers', () => {
  it.each(BASE_LAYERS)('%s/ imports nothing from modules/', (layer) => {
    const offenders = sourceFiles(path.join(SRC, layer)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '([^']*\/modules\/[^']*)'/g)].map(
        (match) => `${path.relative(SRC, file)} → ${match[1]}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});

/** Which module folders each module folder imports (tests left out: they may drive several areas). */
function moduleImports(): Map<string, Set<string>> {
  const modulesDir = path.join(SRC, 'modules');
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(modulesDir).filter((f) => !f.endsWith('.test.ts'))) {
    const from = path.relative(modulesDir, file).split(path.sep)[0] as string;
    for (const match of readFileSync(file, 'utf8').matchAll(/from '\.\.\/([\w-]+)\//g)) {
      const to = match[1] as string;
      if (to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
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
    expect(loops).toEqual([]);
  });
});
