import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from './database.ts';

let db: TDb;
beforeAll(async () => {
  db = createDatabase({ sqliteFile: ':memory:' });
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
});

const count = async () =>
  Number((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows[0]?.n);

describe('SQLite transactions', () => {
  it('roll back what they wrote when the work fails', async () => {
    const before = await count();
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into notes (body) values ('kept?')`.execute(trx);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await count()).toBe(before);
  });

  it('answer the error with which SQLite itself ended the transaction, not the ROLLBACK that follows it', async () => {
    const before = await count();
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into notes (body) values ('lost')`.execute(trx);
        await sql`rollback`.execute(trx); // what SQLite does on an I/O error or a full disk
        throw new Error('disk I/O error');
      }),
    ).rejects.toThrow('disk I/O error');
    expect(await count()).toBe(before);
    // The connection is usable afterwards.
    await db.transaction().execute((trx) => sql`insert into notes (body) values ('after')`.execute(trx));
    expect(await count()).toBe(before + 1);
  });
});
