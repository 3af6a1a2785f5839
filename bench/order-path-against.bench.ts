// Orders paid at once against an earlier commit, in one run on one machine: issue 23 asks that an order with a
// discount and split tender stay within 10 % of the rate create-order had before its money model. The earlier
// commit (BENCH_BASELINE, by default the last one before issue 23) is checked out in a throwaway worktree with
// this checkout's node_modules but its own workspace packages, and bench/support/order-shapes.ts runs in each,
// alternating: the baseline paid at once, then today's paid at once and money path (a line and an order
// discount, a 10 % tip, card and cash). SQLite, or PostgreSQL with BENCH_DATABASE_URL (pgbench in the same run).
// Prints one summary line.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runPgbench } from './support.ts';

/** 3ae8685: main before ca45899, the first commit of issue 23's money model */
const baseline = process.env.BENCH_BASELINE ?? '3ae8685';
/** odd, so the median is one round's */
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const root = path.resolve(import.meta.dirname, '..');
const shapesFile = 'bench/support/order-shapes.ts';
/** copied into the earlier commit's worktree: the runner and the bodies it sends */
const copiedFiles = [shapesFile, 'bench/support/paid-bodies.ts'];

type TShapeResult = { shape: string; rps: number; busyUsPerOrder: number; p99: number };

/** A worktree of `commit` that runs with this checkout's dependencies and its own workspace packages. */
function checkOut(commit: string): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'opentab-baseline-')), 'tree');
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'ignore' });
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@opentab'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@opentab') continue;
    symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  // a workspace link of this checkout names a folder (../../apps/server): the worktree's own, not ours
  for (const name of readdirSync(path.join(root, 'node_modules/@opentab')))
    symlinkSync(
      readlinkSync(path.join(root, 'node_modules/@opentab', name)),
      path.join(modules, '@opentab', name),
    );
  for (const workspace of ['apps/server', 'apps/web', 'packages/shared']) {
    const own = path.join(root, workspace, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(dir, workspace, 'node_modules'));
  }
  mkdirSync(path.dirname(path.join(dir, shapesFile)), { recursive: true });
  for (const file of copiedFiles) copyFileSync(path.join(root, file), path.join(dir, file));
  return dir;
}

function runShapes(cwd: string, shapes: string[]): TShapeResult[] {
  const result = spawnSync('npx', ['tsx', shapesFile, ...shapes], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, BENCH_SECONDS: String(seconds) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${shapesFile} in ${cwd} exited with ${result.status}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '[]') as TShapeResult[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentChange = (value: number, against: number) => Math.round((100 * (value - against)) / against);
const signed = (percent: number) => `${percent >= 0 ? '+' : ''}${percent} %`;
const change = (value: number, against: number) => signed(percentChange(value, against));

const tree = checkOut(baseline);
try {
  const runs: { before: number; paid: number; money: number; busy: number[] }[] = [];
  for (let round = 0; round < rounds; round++) {
    const [before] = runShapes(tree, ['paid']);
    // which shape goes first alternates: the second runs on a larger database
    const today = runShapes(root, round % 2 === 0 ? ['paid', 'money'] : ['money', 'paid']);
    const paid = today.find((result) => result.shape === 'paid');
    const money = today.find((result) => result.shape === 'money');
    if (!before || !paid || !money) throw new Error('a shape answered no result');
    runs.push({
      before: before.rps,
      paid: paid.rps,
      money: money.rps,
      busy: [before.busyUsPerOrder, paid.busyUsPerOrder, money.busyUsPerOrder],
    });
  }
  const rates = (pick: (run: (typeof runs)[number]) => number) => runs.map(pick).join(' / ');
  const database = process.env.BENCH_DATABASE_URL;
  const pgbench = database ? await runPgbench(database, { clients: 50, seconds }) : null;
  console.log(
    `order path against ${baseline} (${database ? 'PostgreSQL' : 'SQLite'}, 50 terminals, ${seconds} s per shape, ${rounds} alternating rounds): ` +
      `paid at once before ${rates((run) => run.before)} orders/s; today paid at once ${rates((run) => run.paid)}, ` +
      `discounted, tipped and split over card and cash ${rates((run) => run.money)}; ` +
      `money path against paid at once before: ${runs.map((run) => change(run.money, run.before)).join(', ')} ` +
      `(median ${signed(median(runs.map((run) => percentChange(run.money, run.before))))}; target within 10 %); ` +
      `against today's paid at once: ${runs.map((run) => change(run.money, run.paid)).join(', ')}; ` +
      `event loop per order before / paid / money: ${runs.map((run) => run.busy.join(' / ')).join('; ')} µs` +
      (pgbench ? `; pgbench TPC-B 50 clients ${Math.round(pgbench.tps)} tps` : ''),
  );
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'ignore' });
  rmSync(path.dirname(tree), { recursive: true, force: true });
}
