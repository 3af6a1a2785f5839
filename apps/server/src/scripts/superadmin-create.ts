import { createInterface } from 'node:readline/promises';
import { MSG } from '@opentab/shared';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { AppError } from '../lib/errors.ts';
import { createSuperadmin } from '../modules/superadmin/create-superadmin.ts';

/**
 * `npm run superadmin:create`: creates an operator account. The email and password come from
 * SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD, else from a prompt in the terminal (the password is not echoed).
 */
async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') process.exit(130); // Ctrl+C
        if (char === '\r' || char === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          stdout.write('\n');
          resolve(value);
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readInput(): Promise<{ username: string; password: string }> {
  const { SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD } = process.env;
  if (SUPERADMIN_EMAIL !== undefined && SUPERADMIN_PASSWORD !== undefined) {
    return { username: SUPERADMIN_EMAIL, password: SUPERADMIN_PASSWORD };
  }
  if (!process.stdin.isTTY) throw new AppError('VALIDATION', MSG.superadminInputNeeded);
  const username = SUPERADMIN_EMAIL ?? (await ask('Superadmin email: '));
  if (SUPERADMIN_PASSWORD !== undefined) return { username, password: SUPERADMIN_PASSWORD };
  const password = await askHidden('Password (at least 12 characters): ');
  if ((await askHidden('Repeat the password: ')) !== password) {
    throw new AppError('VALIDATION', MSG.passwordsDiffer);
  }
  return { username, password };
}

const config = loadConfig();
const db = createDatabase({
  databaseUrl: config.databaseUrl,
  pgPoolMax: config.pgPoolMax,
  sqliteFile: config.sqliteFile,
});
try {
  await migrateToLatest(db);
  const { username } = await createSuperadmin(db, await readInput());
  console.log(`Superadmin ${username} created. Sign in at ${config.publicUrl}/superadmin`);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
