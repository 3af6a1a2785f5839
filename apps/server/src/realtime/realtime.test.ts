import type { AddressInfo } from 'node:net';
import type { TDevice } from '@opentab/shared';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { closeRedis, connectRedis } from '../lib/redis.ts';
import { ACCESS_COOKIE } from '../lib/session/cookies.ts';
import { API_SECURITY_HEADERS } from '../plugins/security-headers.ts';
import {
  addStaff,
  createTestApp,
  PASSWORD,
  signUpTenant,
  TEST_ORIGIN,
  TestClient,
  type TResponse,
  type TTestApp,
} from '../test/harness.ts';
import { latestResetToken } from '../test/mail.ts';
import { postMultipart } from '../test/multipart.ts';
import {
  connected,
  createSocketOpener,
  dropped,
  nextEvent,
  silence,
  stillListening,
} from '../test/sockets.ts';
import { addSuperadmin } from '../test/superadmin.ts';

let t: TTestApp;
let url: string;
const { open, closeAll } = createSocketOpener();

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeAll();
  await t.close();
});

describe('realtime', () => {
  it('refuses a socket without a valid session cookie', async () => {
    await expect(connected(open(url))).rejects.toThrow(/unauthorized/);
    await expect(connected(open(url, `${ACCESS_COOKIE}=forged.9999999999999.sig`))).rejects.toThrow(
      /unauthorized/,
    );
  });

  it('refuses a valid cookie from a foreign page: the Origin must be ours, scheme and port included', async () => {
    const { client } = await signUpTenant(t.app, 'Origin Check');
    for (const foreign of ['https://evil.example', 'https://localhost:3000', 'http://localhost:3001']) {
      await expect(connected(open(url, client.cookieHeader(), foreign))).rejects.toThrow();
    }
    // PUBLIC_URL's origin and the server's own (the address the socket was opened on) are ours.
    await connected(open(url, client.cookieHeader(), TEST_ORIGIN));
    await connected(open(url, client.cookieHeader(), url));
  });

  it("gives Socket.IO's HTTP answers the API's security headers, refusals included", async () => {
    const polling = `${url}/socket.io/?EIO=4&transport=polling`;
    const answers = [
      await fetch(polling),
      await fetch(polling, { headers: { origin: 'https://evil.example' } }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 403]);
    for (const res of answers) {
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
        expect(res.headers.get(name)).toBe(value);
      await res.body?.cancel();
    }
  });

  it('delivers a tenant event to that tenant only, whatever tenant id a client claims', async () => {
    const a = await signUpTenant(t.app, 'Room A');
    const b = await signUpTenant(t.app, 'Room B');
    const sa = open(url, a.client.cookieHeader());
    const sb = open(url, b.client.cookieHeader());
    await Promise.all([connected(sa), connected(sb)]);
    // B claims A's tenant id, as the spec's `authenticate` event would let it; the server ignores the claim.
    sb.emit('authenticate', a.tenantId);
    await new Promise((r) => setTimeout(r, 100));

    const received = nextEvent(sa, 'new_order');
    const leaked = silence(sb, 'new_order');
    t.app.ctx.realtime.emitToTenant(a.tenantId, 'new_order', { tokenNo: 7 });
    expect(await received).toEqual({ tokenNo: 7 });
    expect(await leaked).toBe(true);
  });

  it("re-broadcasts the spec's client events inside the sender's own tenant only", async () => {
    const a = await signUpTenant(t.app, 'Relay A');
    const b = await signUpTenant(t.app, 'Relay B');
    const a1 = open(url, a.client.cookieHeader());
    const a2 = open(url, a.client.cookieHeader());
    const b1 = open(url, b.client.cookieHeader());
    await Promise.all([connected(a1), connected(a2), connected(b1)]);
    const received = nextEvent(a2, 'order_update');
    const leaked = silence(b1, 'order_update');
    a1.emit('order_update_backend', {}, b.tenantId);
    await received;
    expect(await leaked).toBe(true);
  });

  it('acknowledges an authenticate with its own tenant id, and refuses another business’s', async () => {
    const a = await signUpTenant(t.app, 'Acked');
    const b = await signUpTenant(t.app, 'Claimed');
    const socket = open(url, a.client.cookieHeader());
    await connected(socket);
    await expect(socket.timeout(2000).emitWithAck('authenticate', a.tenantId)).resolves.toEqual({ ok: true });
    await expect(socket.timeout(2000).emitWithAck('authenticate', b.tenantId)).resolves.toEqual({
      ok: false,
    });
  });

  it('drops a client event whose data its schema refuses, and logs it', async () => {
    const a = await signUpTenant(t.app, 'Bad Payloads');
    const sender = open(url, a.client.cookieHeader());
    const listener = open(url, a.client.cookieHeader());
    await Promise.all([connected(sender), connected(listener)]);
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      // The events' types forbid these; a client that is not the web's app may still send them.
      const raw = sender as unknown as Socket<Record<string, (...args: unknown[]) => void>>;
      await expect(raw.timeout(300).emitWithAck('authenticate', 42)).rejects.toThrow(/timed out/);
      const relayed = silence(listener, 'order_update');
      raw.emit('order_update_backend', 'not an object');
      raw.emit('new_order_backend', {}, 'x'.repeat(65));
      expect(await relayed).toBe(true);
      const events = warn.mock.calls.map(([fields]) => (fields as { event?: string }).event);
      expect(events).toEqual(['authenticate', 'order_update_backend', 'new_order_backend']);
      // A valid relay still goes through after the dropped ones.
      const received = nextEvent(listener, 'order_update');
      sender.emit('order_update_backend', {});
      expect(await received).toEqual({});
    } finally {
      warn.mockRestore();
    }
  });

  it('reads the cookie as the HTTP side does: a malformed one is no session, not an error', async () => {
    const error = vi.spyOn(t.app.log, 'error');
    try {
      await expect(connected(open(url, `${ACCESS_COOKIE}=%E0%A4%A`))).rejects.toThrow(/unauthorized/);
      await expect(connected(open(url, `${ACCESS_COOKIE}=%`))).rejects.toThrow(/unauthorized/);
      expect(error).not.toHaveBeenCalled();
      // A broken cookie of some other site on the same host does not keep a signed-in device out.
      const a = await signUpTenant(t.app, 'Crumbs');
      await connected(open(url, `stray=%E0%A4%A; ${a.client.cookieHeader()}`));
    } finally {
      error.mockRestore();
    }
  });

  it('drops the socket of a device signed out on the server at its next connection', async () => {
    const a = await signUpTenant(t.app, 'Signed Out');
    const cookie = a.client.cookieHeader();
    await a.client.post('/api/v1/auth/signout');
    await expect(connected(open(url, cookie))).rejects.toThrow(/unauthorized/);
  });
});

describe('revoked devices stop listening at once', () => {
  /** An owner signed in on two devices and a kitchen user of the same tenant, each with a live socket. */
  async function floor() {
    const owner = await signUpTenant(t.app, 'Revocations');
    const tablet = new TestClient(t.app);
    await tablet.post('/api/v1/auth/signin', { username: owner.username, password: PASSWORD });
    const kitchen = await addStaff(t, owner.tenantId, 'ORDER_STATUS');
    const [ownerSocket, tabletSocket, kitchenSocket] = [owner.client, tablet, kitchen.client].map((c) =>
      open(url, c.cookieHeader()),
    ) as [Socket, Socket, Socket];
    await Promise.all([ownerSocket, tabletSocket, kitchenSocket].map(connected));
    const devices = await owner.client.get<TDevice[]>('/api/v1/auth/devices');
    const tabletDevice = devices.body.find((d) => !d.isMyDevice)!.device_id;
    return { owner, tablet, tabletDevice, ownerSocket, tabletSocket, kitchenSocket };
  }

  it("ends the socket of a device that signs out, not the user's other device or other users'", async () => {
    const f = await floor();
    const gone = dropped(f.ownerSocket);
    expect((await f.owner.client.post('/api/v1/auth/signout')).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await stillListening(t.app.ctx.realtime, f.owner.tenantId, f.tabletSocket, f.kitchenSocket);
  });

  it('ends the socket of a device removed from the Devices page', async () => {
    const f = await floor();
    const gone = dropped(f.tabletSocket);
    const removed = await f.owner.client.post('/api/v1/auth/remove-device', { device_id: f.tabletDevice });
    expect(removed.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await stillListening(t.app.ctx.realtime, f.owner.tenantId, f.ownerSocket, f.kitchenSocket);
  });

  it("ends the user's other sockets on a password change, keeping the device that changed it", async () => {
    const f = await floor();
    const gone = dropped(f.tabletSocket);
    const changed = await f.owner.client.post('/api/v1/profile/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another-horse-2',
    });
    expect(changed.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await stillListening(t.app.ctx.realtime, f.owner.tenantId, f.ownerSocket, f.kitchenSocket);
  });

  it("ends every socket of the user on a password reset, and no other user's", async () => {
    const f = await floor();
    const gone = [dropped(f.ownerSocket), dropped(f.tabletSocket)];
    await new TestClient(t.app).post('/api/v1/auth/forgot-password', { username: f.owner.username });
    const token = await latestResetToken(t.db, f.owner.username);
    const reset = await new TestClient(t.app).post(`/api/v1/auth/reset-password/${token}`, {
      password: 'brand-new-pass',
    });
    expect(reset.status).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    await stillListening(t.app.ctx.realtime, f.owner.tenantId, f.kitchenSocket);
  });

  it("does not end another tenant's sockets when a device of this one is removed", async () => {
    const f = await floor();
    const other = await signUpTenant(t.app, 'Bystander');
    const otherSocket = open(url, other.client.cookieHeader());
    await connected(otherSocket);
    await f.owner.client.post('/api/v1/auth/remove-device', { device_id: f.tabletDevice });
    await stillListening(t.app.ctx.realtime, other.tenantId, otherSocket);
  });
});

describe("the Users screen's changes reach the user's open screens at once", () => {
  /** A waiter signed in on two devices, a colleague and the owner, each with a live socket. */
  async function staffRoom() {
    const owner = await signUpTenant(t.app, 'Staff Changes');
    const waiter = await addStaff(t, owner.tenantId, 'POS');
    const secondDevice = new TestClient(t.app);
    await secondDevice.post('/api/v1/auth/signin', { username: waiter.username, password: PASSWORD });
    const colleague = await addStaff(t, owner.tenantId, 'POS');
    const [waiterSocket, secondSocket, colleagueSocket, ownerSocket] = [
      waiter.client,
      secondDevice,
      colleague.client,
      owner.client,
    ].map((c) => open(url, c.cookieHeader())) as [Socket, Socket, Socket, Socket];
    await Promise.all([waiterSocket, secondSocket, colleagueSocket, ownerSocket].map(connected));
    return { owner, waiter, waiterSocket, secondSocket, colleagueSocket, ownerSocket };
  }

  it("tells every socket of a user whose scopes changed, and nobody else's", async () => {
    const r = await staffRoom();
    const told = [nextEvent(r.waiterSocket, 'session_update'), nextEvent(r.secondSocket, 'session_update')];
    const untold = [silence(r.colleagueSocket, 'session_update'), silence(r.ownerSocket, 'session_update')];
    const updated = await r.owner.client.post(`/api/v1/users/update/${r.waiter.username}`, {
      name: 'Staff Member',
      userScopes: ['POS', 'REPORTS'],
    });
    expect(updated.status).toBe(200);
    expect(await Promise.all(told)).toEqual([{}, {}]);
    expect(await Promise.all(untold)).toEqual([true, true]);
  });

  it('tells nobody when the update is refused', async () => {
    const r = await staffRoom();
    const untold = silence(r.waiterSocket, 'session_update');
    const refused = await r.owner.client.post(`/api/v1/users/update/${r.waiter.username}`, { name: '' });
    expect(refused.status).toBe(400);
    expect(await untold).toBe(true);
  });

  it("ends every socket of a user whose password the admin resets, and no one else's", async () => {
    const r = await staffRoom();
    const gone = [dropped(r.waiterSocket), dropped(r.secondSocket)];
    const reset = await r.owner.client.post(`/api/v1/users/update-password/${r.waiter.username}`, {
      password: 'a-new-pass-123',
    });
    expect(reset.status).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    const heard = [nextEvent(r.colleagueSocket, 'order_update'), nextEvent(r.ownerSocket, 'order_update')];
    t.app.ctx.realtime.emitToTenant(r.owner.tenantId, 'order_update', {});
    expect(await Promise.all(heard)).toEqual([{}, {}]);
  });

  it("ends every socket of a user the admin deletes, and no one else's; they cannot connect again", async () => {
    const r = await staffRoom();
    const gone = [dropped(r.waiterSocket), dropped(r.secondSocket)];
    const deleted = await r.owner.client.delete(`/api/v1/users/delete/${r.waiter.username}`);
    expect(deleted.status).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    await expect(connected(open(url, r.waiter.client.cookieHeader()))).rejects.toThrow('unauthorized');
    const heard = nextEvent(r.colleagueSocket, 'order_update');
    t.app.ctx.realtime.emitToTenant(r.owner.tenantId, 'order_update', {});
    expect(await heard).toEqual({});
  });
});

const MENU = '/api/v1/menu-items';
const SETTINGS = '/api/v1/settings';

describe('menu_update', () => {
  it("reaches the tenant's screens after a price change, and no other tenant's", async () => {
    const a = await signUpTenant(t.app, 'Menu A');
    const b = await signUpTenant(t.app, 'Menu B');
    const item = await a.client.post<{ id: string }>(`${MENU}/add`, { title: 'Tea', price: 2 });
    const sa = open(url, a.client.cookieHeader());
    const sb = open(url, b.client.cookieHeader());
    await Promise.all([connected(sa), connected(sb)]);

    const received = nextEvent(sa, 'menu_update');
    const leaked = silence(sb, 'menu_update');
    const res = await a.client.post(`${MENU}/update/${item.body.id}`, { title: 'Tea', price: 2.5 });
    expect(res.status).toBe(200);
    expect(await received).toEqual({});
    expect(await leaked).toBe(true);
  });

  it('follows every committed change of what the POS reads from /pos/init, and no refused one', async () => {
    const { client } = await signUpTenant(t.app, 'Menu Everything');
    const socket = open(url, client.cookieHeader());
    await connected(socket);
    /** Makes a write that must succeed and be announced; answers the id it created, if any. */
    const announced = async (write: () => Promise<TResponse>) => {
      const received = nextEvent(socket, 'menu_update');
      const res = await write();
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await received;
      return res.body.id as string;
    };

    const categoryId = await announced(() => client.post(`${SETTINGS}/categories/add`, { title: 'Tea' }));
    await announced(() => client.post(`${SETTINGS}/categories/${categoryId}/update`, { title: 'Teas' }));
    const tax = { title: 'VAT', rate: 5, type: 'inclusive' };
    const taxId = await announced(() => client.post(`${SETTINGS}/taxes/add`, tax));
    await announced(() => client.post(`${SETTINGS}/taxes/${taxId}/update`, { ...tax, rate: 7 }));
    const table = { title: 'T1', floor: 'Ground', seatingCapacity: 4 };
    const tableId = await announced(() => client.post(`${SETTINGS}/store-tables/add`, table));
    await announced(() =>
      client.post(`${SETTINGS}/store-tables/${tableId}/update`, { ...table, title: 'T9' }),
    );
    const item = { title: 'Chai', price: 3, categoryId, taxId };
    const itemId = await announced(() => client.post(`${MENU}/add`, item));
    await announced(() => client.post(`${MENU}/update/${itemId}`, { ...item, price: 3.5 }));
    for (const kind of ['variants', 'addons']) {
      const base = `${MENU}/${kind}/${itemId}`;
      const optionId = await announced(() => client.post(`${base}/add`, { title: 'Large', price: 1 }));
      await announced(() => client.post(`${base}/update/${optionId}`, { title: 'Large', price: 1.5 }));
      await announced(() => client.delete(`${base}/delete/${optionId}`));
    }
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await announced(() =>
      postMultipart(t.app, client, `${MENU}/update/${itemId}/upload-photo`, [
        { name: 'image', filename: 'chai.png', contentType: 'image/png', data: png },
      ]),
    );
    await announced(() => client.post(`${MENU}/update/${itemId}/remove-photo`));
    await announced(() =>
      client.post(`${SETTINGS}/store-setting`, {
        storeName: 'Menu Everything',
        address: null,
        phone: null,
        email: null,
        currency: 'EUR',
        image: null,
        isQRMenuEnabled: false,
        isQROrderEnabled: false,
        timeZone: 'Europe/Paris',
      }),
    );
    await announced(() =>
      postMultipart(t.app, client, `${SETTINGS}/store-setting/upload-store-image`, [
        { name: 'store_image', filename: 'logo.png', contentType: 'image/png', data: png },
      ]),
    );
    await announced(() => client.post(`${SETTINGS}/store-setting/delete-store-image`));
    const cardId = await announced(() =>
      client.post(`${SETTINGS}/payment-types/add`, { title: 'Card', isActive: true }),
    );
    await announced(() => client.post(`${SETTINGS}/payment-types/${cardId}/toggle`, { isActive: false }));
    await announced(() => client.post(`${SETTINGS}/payment-types/${cardId}/update`, { title: 'Cards' }));
    await announced(() => client.delete(`${SETTINGS}/payment-types/${cardId}`));
    await announced(() =>
      client.post(`${SETTINGS}/print-setting`, {
        pageFormat: 57,
        header: null,
        footer: 'Thank you!',
        showNotes: true,
        isEnablePrint: true,
        showStoreDetails: true,
        printToken: true,
        showCustomerDetails: false,
      }),
    );
    await announced(() => client.delete(`${SETTINGS}/store-tables/${tableId}`));
    await announced(() => client.delete(`${SETTINGS}/taxes/${taxId}`));
    await announced(() => client.delete(`${SETTINGS}/categories/${categoryId}`));
    await announced(() => client.delete(`${MENU}/delete/${itemId}`));

    const heard = vi.fn();
    socket.on('menu_update', heard);
    expect((await client.post(`${MENU}/update/${itemId}`, item)).status).toBe(404);
    expect((await client.post(`${MENU}/add`, { ...item, price: -1 })).status).toBe(400);
    expect((await client.delete(`${SETTINGS}/taxes/${taxId}`)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).not.toHaveBeenCalled();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('realtime across processes (Redis adapter)', () => {
  it('carries an event emitted on one server to a socket on another, a sign-out and a business switched off too', async () => {
    const redisUrl = process.env.TEST_REDIS_URL as string;
    const r1 = await connectRedis(redisUrl);
    const r2 = await connectRedis(redisUrl);
    const one = await buildApp({ config: t.config, db: t.db, redis: r1, logger: false });
    const two = await buildApp({ config: t.config, db: t.db, redis: r2, logger: false });
    try {
      await one.listen({ port: 0, host: '127.0.0.1' });
      await two.listen({ port: 0, host: '127.0.0.1' });
      const a = await signUpTenant(t.app, 'Two Servers');
      const socket = open(
        `http://127.0.0.1:${(two.server.address() as AddressInfo).port}`,
        a.client.cookieHeader(),
      );
      await connected(socket);
      await new Promise((r) => setTimeout(r, 200));
      const received = nextEvent(socket, 'order_update', 3000);
      one.ctx.realtime.emitToTenant(a.tenantId, 'order_update', { orderId: 'via-redis' });
      expect(await received).toEqual({ orderId: 'via-redis' });

      // A device signed out through one server loses its socket on the other.
      const owner = await signUpTenant(one, 'Signed Out Elsewhere');
      const elsewhere = open(
        `http://127.0.0.1:${(two.server.address() as AddressInfo).port}`,
        owner.client.cookieHeader(),
      );
      await connected(elsewhere);
      await new Promise((r) => setTimeout(r, 200));
      const gone = dropped(elsewhere, 3000);
      expect((await owner.client.post('/api/v1/auth/signout')).status).toBe(200);
      expect(await gone).toBe('io server disconnect');

      // A business the operator switches off through one server loses its sockets on the other, and only it.
      const paused = await signUpTenant(one, 'Switched Off Elsewhere');
      const neighbour = await signUpTenant(one, 'Still Open Elsewhere');
      const [pausedSocket, neighbourSocket] = [paused, neighbour].map((tenant) =>
        open(`http://127.0.0.1:${(two.server.address() as AddressInfo).port}`, tenant.client.cookieHeader()),
      ) as [Socket, Socket];
      await Promise.all([connected(pausedSocket), connected(neighbourSocket)]);
      await new Promise((r) => setTimeout(r, 200));
      const operator = new TestClient(one);
      const signin = await operator.post('/api/v1/superadmin/signin', {
        username: await addSuperadmin(t),
        password: PASSWORD,
      });
      expect(signin.status).toBe(200);
      const pausedGone = dropped(pausedSocket, 3000);
      const switchedOff = await operator.request(
        'PATCH',
        `/api/v1/superadmin/tenants/update/${paused.tenantId}`,
        {
          name: 'Switched Off Elsewhere',
          email: paused.username,
          isActive: false,
        },
      );
      expect(switchedOff.status).toBe(200);
      expect(await pausedGone).toBe('io server disconnect');
      await stillListening(one.ctx.realtime, neighbour.tenantId, neighbourSocket);
    } finally {
      await one.close();
      await two.close();
      await closeRedis(r1);
      await closeRedis(r2);
    }
  });
});
