// Browser tests: builds the web app, then runs e2e/*.e2e.ts (playwright-core driving Debian's chromium)
// against a real server started by e2e/global-setup.ts on a throwaway data directory.
import { spawnSync } from 'node:child_process';

const run = (args) => {
  const result = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!process.argv.includes('--no-build')) run(['vite', 'build', 'apps/web', '--logLevel', 'warn']);
run([
  'vitest',
  'run',
  '--config',
  'e2e/vitest.config.ts',
  ...process.argv.slice(2).filter((a) => a !== '--no-build'),
]);
