import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPrefetched } from '../lib/prefetch';
import { calledPaths, makeUser, mockFetch, signIn } from '../test/render';
import { prefetchFirstPageData } from './first-page-data';

afterEach(() => vi.useRealTimers());

describe('first-load data of the POS', () => {
  it('asks for /pos/init before the POS runs, and the POS gets that answer once', async () => {
    signIn(makeUser({ role: 'staff', scope: 'POS' }));
    let served = 0;
    const fetchMock = mockFetch(() => ({ body: { served: ++served } }));
    prefetchFirstPageData('/dashboard/pos');
    expect(calledPaths(fetchMock)).toEqual(['GET /api/v1/pos/init']);
    await expect(getPrefetched('/pos/init')).resolves.toEqual({ served: 1 });
    // Later reads (a refetch after a menu change) are calls of their own.
    await expect(getPrefetched('/pos/init')).resolves.toEqual({ served: 2 });
    expect(calledPaths(fetchMock)).toHaveLength(2);
  });

  it('does not use an answer fetched ahead once it is no longer fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    signIn(makeUser({ role: 'staff', scope: 'POS' }));
    let served = 0;
    mockFetch(() => ({ body: { served: ++served } }));
    prefetchFirstPageData('/dashboard/pos');
    vi.setSystemTime(Date.now() + 60_000);
    await expect(getPrefetched('/pos/init')).resolves.toEqual({ served: 2 });
  });

  it('asks for nothing for other pages, signed-out visitors, or users the POS is closed to', () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    prefetchFirstPageData('/dashboard/pos');
    signIn(makeUser({ role: 'staff', scope: 'ORDERS' }));
    prefetchFirstPageData('/dashboard/pos');
    prefetchFirstPageData('/dashboard/orders');
    prefetchFirstPageData('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
