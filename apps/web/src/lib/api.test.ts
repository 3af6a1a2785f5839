import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, makeUser, mockFetch, signIn } from '../test/render';
import { type ApiError, INACTIVE_SUBSCRIPTION_PATH, MAX_REFRESH_CYCLES } from './api';
import { getStoredUser, isAuthenticated } from './session';

const navigate = vi.fn();
let client: typeof import('./api');
let api: typeof client.api;

beforeEach(async () => {
  // A fresh client per case: its count of refresh cycles and its refresh in flight start anew.
  vi.resetModules();
  client = await import('./api');
  api = client.api;
  navigate.mockReset();
  (await import('./navigation')).setNavigator(navigate);
  signIn(makeUser({ role: 'staff', scope: 'POS' }));
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(client.ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('sends JSON with credentials under /api/v1', async () => {
    const fetchMock = mockFetch(() => ({ body: { message: 'Saved' } }));
    await expect(api.post('/profile/update', { body: { name: 'Ada' } })).resolves.toEqual({
      message: 'Saved',
    });
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/profile/update');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ name: 'Ada' }));
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('refreshes the session once on 401 and retries the request', async () => {
    let calls = 0;
    const fetchMock = mockFetch((path) => {
      if (path === '/auth/refresh-token') return { body: { message: 'ok' } };
      calls += 1;
      return calls === 1 ? { status: 401, body: { message: 'expired' } } : { body: { orders: [] } };
    });
    await expect(api.get('/orders')).resolves.toEqual({ orders: [] });
    expect(calledPaths(fetchMock)).toEqual([
      'GET /api/v1/orders',
      'POST /api/v1/auth/refresh-token',
      'GET /api/v1/orders',
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refreshes a superadmin through the superadmin endpoint', async () => {
    signIn(makeUser({ role: 'superadmin' }));
    let calls = 0;
    const fetchMock = mockFetch((path) => {
      if (path.endsWith('refresh-token')) return {};
      calls += 1;
      return calls === 1 ? { status: 401 } : { body: {} };
    });
    await api.get('/superadmin/dashboard');
    expect(calledPaths(fetchMock)[1]).toBe('POST /api/v1/superadmin/refresh-token');
  });

  it('signs out locally and goes to /login when the refresh fails', async () => {
    mockFetch((path) => (path === '/auth/refresh-token' ? { status: 401 } : { status: 401 }));
    const error = await rejection(api.get('/orders'));
    expect(error.status).toBe(401);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(getStoredUser()).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });

  it('keeps the session when the refresh gets no answer: the call fails as unanswered (issue 25)', async () => {
    const fetchMock = mockFetch(() => ({ status: 401 }));
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith('/refresh-token')) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 401 });
    });
    const error = await rejection(api.get('/orders'));
    expect(error.status).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(getStoredUser()).not.toBeNull();
  });

  it('sends a superadmin to /superadmin when the session cannot be renewed', async () => {
    signIn(makeUser({ role: 'superadmin' }));
    mockFetch(() => ({ status: 401 }));
    await rejection(api.get('/superadmin/tenants'));
    expect(navigate).toHaveBeenCalledWith('/superadmin', { replace: true });
  });

  it(`signs out after ${MAX_REFRESH_CYCLES} consecutive refresh cycles`, async () => {
    const fetchMock = mockFetch((path) => (path === '/auth/refresh-token' ? { body: {} } : { status: 401 }));
    for (let cycle = 1; cycle <= MAX_REFRESH_CYCLES; cycle += 1) {
      expect((await rejection(api.get('/orders'))).status).toBe(401);
      expect(navigate).not.toHaveBeenCalled();
    }
    await rejection(api.get('/orders'));
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(getStoredUser()).toBeNull();
    expect(isAuthenticated()).toBe(false);
    const refreshes = calledPaths(fetchMock).filter((call) => call.endsWith('/refresh-token'));
    expect(refreshes).toHaveLength(MAX_REFRESH_CYCLES);
  });

  it('starts the cycle count over after a successful answer', async () => {
    let failing = true;
    mockFetch((path) => {
      if (path === '/auth/refresh-token') return { body: {} };
      return failing ? { status: 401 } : { body: {} };
    });
    await rejection(api.get('/orders'));
    await rejection(api.get('/orders'));
    failing = false;
    await api.get('/orders');
    failing = true;
    for (let cycle = 1; cycle <= MAX_REFRESH_CYCLES; cycle += 1) await rejection(api.get('/orders'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('surfaces a 403 that survives the refresh as a missing-scope error, without signing out', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/auth/refresh-token' ? { body: {} } : { status: 403, body: { message: 'No access' } },
    );
    for (let attempt = 0; attempt < MAX_REFRESH_CYCLES + 2; attempt += 1) {
      const error = await rejection(api.get('/reports'));
      expect(error.status).toBe(403);
      expect(error.serverMessage).toBe('No access');
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(getStoredUser()).not.toBeNull();
    // One refresh per request, never a loop.
    expect(calledPaths(fetchMock)).toHaveLength((MAX_REFRESH_CYCLES + 2) * 3);
  });

  it("answers a 403 asking for a manager's approval at once: no refresh, no second try of the PIN", async () => {
    const fetchMock = mockFetch(() => ({
      status: 403,
      body: { message: 'A manager must approve this', code: 'APPROVAL_REQUIRED' },
    }));
    const error = await rejection(
      api.post('/orders/cancel', {
        body: { orderIds: ['o1'], approval: { username: 'm@x.io', pin: '1234' } },
      }),
    );
    expect([error.status, error.serverMessage, error.code]).toEqual([
      403,
      'A manager must approve this',
      'APPROVAL_REQUIRED',
    ]);
    expect(calledPaths(fetchMock)).toEqual(['POST /api/v1/orders/cancel']);
  });

  it('goes to the inactive-subscription page on 402', async () => {
    mockFetch(() => ({ status: 402, body: { message: 'Your subscription is inactive' } }));
    const error = await rejection(api.get('/dashboard'));
    expect(error.status).toBe(402);
    expect(error.serverMessage).toBe('Your subscription is inactive');
    expect(navigate).toHaveBeenCalledWith(INACTIVE_SUBSCRIPTION_PATH, { replace: true });
  });

  it('does not refresh for sign-in style calls', async () => {
    const fetchMock = mockFetch(() => ({ status: 401, body: { message: 'Invalid username or password!' } }));
    const error = await rejection(
      api.post('/auth/signin', { body: { username: 'a@b.c', password: 'x' }, skipRefresh: true }),
    );
    expect(error.serverMessage).toBe('Invalid username or password!');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between parallel requests', async () => {
    const retried = new Set<string>();
    const fetchMock = mockFetch((path) => {
      if (path === '/auth/refresh-token') return { body: {} };
      if (retried.has(path)) return { body: { path } };
      retried.add(path);
      return { status: 401 };
    });
    await Promise.all([api.get('/orders/init'), api.get('/pos/init'), api.get('/dashboard')]);
    expect(calledPaths(fetchMock).filter((call) => call.endsWith('/refresh-token'))).toHaveLength(1);
  });

  it('fills the path parameters and writes the query string, leaving out what is undefined', async () => {
    const fetchMock = mockFetch(() => ({ body: { message: 'ok' } }));
    await api.post('/customers/:id/update', { params: { id: '+1 555/0' }, body: { name: 'Ada' } });
    await api.get('/superadmin/tenants', { query: { page: 2, status: 'all', search: undefined } });
    await api.get('/invoices/search', { query: { q: 'a&b' } });
    expect(calledPaths(fetchMock)).toEqual([
      'POST /api/v1/customers/%2B1%20555%2F0/update',
      'GET /api/v1/superadmin/tenants?page=2&status=all',
      'GET /api/v1/invoices/search?q=a%26b',
    ]);
  });

  it('sends a FormData body of an upload as multipart, without a JSON content type', async () => {
    const fetchMock = mockFetch(() => ({ body: { message: 'ok' } }));
    const form = new FormData();
    form.append('image', new Blob(['x']), 'a.png');
    await api.post('/menu-items/update/:id/upload-photo', { params: { id: 'item1' }, body: form });
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/menu-items/update/item1/upload-photo');
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('Content-Type')).toBeNull();
  });

  it('checks path, method, input and answer against the shared contract at compile time', async () => {
    mockFetch(() => ({ body: { message: 'ok', user: makeUser() } }));
    const answer = await api.get('/profile');
    expect(answer.user.name).toBeDefined();
    // Each line below must fail to compile: the test is the type check (npm run typecheck) of this file.
    // @ts-expect-error a path the contract does not have
    await api.get('/no-such-path').catch(() => {});
    // @ts-expect-error a path the contract has, but not for this method
    await api.delete('/profile').catch(() => {});
    // @ts-expect-error a body that is not the route's
    await api.post('/profile/update', { body: { nickname: 'Ada' } });
    // @ts-expect-error a route with a path parameter, called without it
    await api.delete('/customers/:id/delete');
    // @ts-expect-error a body on a route that takes none
    await api.post('/auth/signout', { body: { everywhere: true } });
    // @ts-expect-error a field the answer does not have
    expect(answer.token).toBeUndefined();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect((await rejection(api.get('/orders'))).status).toBe(0);
  });
});
