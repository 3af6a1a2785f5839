// Runs every benchmark under bench/ in turn; each prints one summary line.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv[2];
const files = readdirSync('bench')
  .filter((f) => /\.bench\.ts$/.test(f))
  .filter((f) => !only || f.includes(only))
  .sort();
let failed = false;
for (const file of files) {
  const result = spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
