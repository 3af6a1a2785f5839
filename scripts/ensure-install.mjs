// Lets `npm start` and `npm test` work straight after `git clone`: installs the locked dependencies when
// they are missing (plain Node, so it runs before anything is installed).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
if (!existsSync(marker)) {
  console.log('Installing dependencies (first run)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
