import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTenant, type TTestApp } from '../test/harness.ts';
import { createTransactionRunner } from './write-batcher.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const addCategory = (tenantId: string, title: string) => async (trx: TTestApp['db']) => {
  const now = new Date().toISOString();
  await trx
    .insertInto('categories')
    .values({ id: `${tenantId}-${title}`, tenant_id: tenantId, title, created_at: now, updated_at: now })
    .execute();
  return title;
};

describe('transaction runner', () => {
  it('commits units that arrive together, and a failing unit rolls back alone', async () => {
    const { tenantId } = await signUpTenant(t.app);
    const runner = createTransactionRunner(t.db);
    const results = await Promise.allSettled([
      runner.run(addCategory(tenantId, 'Soups')),
      runner.run(async (trx) => {
        await addCategory(tenantId, 'Ghost')(trx);
        throw new Error('this unit fails');
      }),
      runner.run(addCategory(tenantId, 'Salads')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toHaveProperty('message', 'this unit fails');
    const titles = await t.db
      .selectFrom('categories')
      .select('title')
      .where('tenant_id', '=', tenantId)
      .orderBy('title')
      .execute();
    expect(titles.map((r) => r.title)).toEqual(['Salads', 'Soups']);
  });

  it('answers only after the data is committed and readable by anyone', async () => {
    const { tenantId } = await signUpTenant(t.app);
    const runner = createTransactionRunner(t.db);
    await runner.run(addCategory(tenantId, 'Pasta'));
    const row = await t.db
      .selectFrom('categories')
      .select('title')
      .where('id', '=', `${tenantId}-Pasta`)
      .executeTakeFirst();
    expect(row?.title).toBe('Pasta');
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'tells every unit the error with which SQLite itself ended the batch, not the failed cleanup after it',
    async () => {
      const { tenantId } = await signUpTenant(t.app);
      const runner = createTransactionRunner(t.db);
      const results = await Promise.allSettled([
        runner.run(addCategory(tenantId, 'Kept')),
        runner.run(async (trx) => {
          await sql`rollback`.execute(trx); // what SQLite does on an I/O error or a full disk
          throw new Error('disk I/O error');
        }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      for (const result of results)
        expect((result as PromiseRejectedResult).reason).toHaveProperty('message', 'disk I/O error');
      const kept = await t.db
        .selectFrom('categories')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .execute();
      expect(kept).toEqual([]);
    },
  );
});
