import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTenant, type TTestApp } from '../../../test/harness.ts';
import { allocateToken } from './tokens.repo.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('allocateToken', () => {
  it('counts from 1 per tenant and per business day', async () => {
    const a = await signUpTenant(t.app);
    const b = await signUpTenant(t.app);
    const next = (tenantId: string, day: string) =>
      t.db.transaction().execute((trx) => allocateToken(trx, tenantId, day));
    expect(await next(a.tenantId, '2026-11-21')).toBe(1);
    expect(await next(a.tenantId, '2026-11-21')).toBe(2);
    expect(await next(a.tenantId, '2026-11-22')).toBe(1);
    expect(await next(b.tenantId, '2026-11-21')).toBe(1);
    expect(await next(a.tenantId, '2026-11-21')).toBe(3);
  });

  it('gives a token back when its transaction rolls back, so numbers have no gaps', async () => {
    const a = await signUpTenant(t.app);
    const day = '2026-11-23';
    await t.db.transaction().execute((trx) => allocateToken(trx, a.tenantId, day));
    await expect(
      t.db.transaction().execute(async (trx) => {
        await allocateToken(trx, a.tenantId, day);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await t.db.transaction().execute((trx) => allocateToken(trx, a.tenantId, day))).toBe(2);
  });
});
