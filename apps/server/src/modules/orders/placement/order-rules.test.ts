import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { logClientTotalsMismatch } from './order-rules.ts';

const fakeLog = () =>
  ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe('logClientTotalsMismatch', () => {
  it('logs both sets of totals when one the client sent differs', () => {
    const log = fakeLog();
    logClientTotalsMismatch(log, { subTotal: 1, total: 15.2 }, { subTotal: 14, total: 15.2 });
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.warn.mock.calls[0]?.[0]).toEqual({
      client: { subTotal: 1, total: 15.2 },
      server: { subTotal: 14, total: 15.2 },
    });
  });

  it('stays quiet when the totals agree or the client sent none', () => {
    const log = fakeLog();
    logClientTotalsMismatch(log, { subTotal: 14, total: 15.2 }, { subTotal: 14, total: 15.2 });
    logClientTotalsMismatch(log, { subTotal: undefined, total: undefined }, { subTotal: 14, total: 15.2 });
    expect(log.warn).not.toHaveBeenCalled();
  });
});
