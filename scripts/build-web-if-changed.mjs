// `npm start`: builds the web app only when its sources changed since the last build (issue 16). The hash of
// every source file of apps/web and packages/shared (paths and contents) and of the lockfile is kept next to
// the build, in apps/web/dist.source-hash; an unchanged hash with a built index.html skips the ~7 s build.
// `--force` builds anyway.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const hashFile = path.join(web, 'dist.source-hash');
const SKIP = new Set(['node_modules', 'dist', '.vite']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && full !== hashFile) yield full;
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  const sources = [
    ...files(web),
    ...files(path.join(root, 'packages/shared')),
    path.join(root, 'package-lock.json'),
  ];
  for (const file of sources) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const current = sourceHash();
const built = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : null;
if (!process.argv.includes('--force') && built === current && existsSync(path.join(web, 'dist/index.html'))) {
  console.log('web app: sources unchanged since the last build, not rebuilding');
} else {
  const result = spawnSync('npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(hashFile, `${current}\n`);
}
