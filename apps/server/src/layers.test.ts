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
