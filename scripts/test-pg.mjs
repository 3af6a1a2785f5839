// Runs the API suite against PostgreSQL. The harness creates a fresh database per test file on this server
// and drops it afterwards, so runs never see each other's data. With TEST_REDIS_URL it also checks the
// Socket.IO Redis adapter across two app instances.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
