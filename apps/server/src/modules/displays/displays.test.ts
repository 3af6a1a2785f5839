import {
  DISPLAY_MSG,
  MSG,
  PAIRING_CODE_TTL_MINUTES,
  type TCreateOrderResponse,
  type TCustomerDisplayResponse,
  type TDevice,
  type TOrderStatusBoardResponse,
  type TPairingCodeResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_REFRESH_TTL_MS, SESSION_COOKIES } from '../../lib/session/cookies.ts';
import { expectGuarded } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';
import { seedMenu, type TMenuIds } from '../../test/menu-fixture.ts';

const API = '/api/v1';
const MINUTE = 60_000;

let t: TTestApp;
let tenantId: string;
let owner: TestClient;
let menu: TMenuIds;
let other: { client: TestClient; tenantId: string };

beforeAll(async () => {
  t = await createTestApp();
  const shop = await signUpTenant(t.app, 'Board Diner');
  tenantId = shop.tenantId;
  owner = shop.client;
  menu = await seedMenu(t.db, tenantId);
  other = await signUpTenant(t.app, 'Other Diner');
});
afterAll(async () => {
  await t.close();
});

/** A walk-in order of two burgers for a named customer; answers its token and id. */
async function order(client: TestClient = owner) {
  const res = await client.post<TCreateOrderResponse>(`${API}/pos/create-order`, {
    cart: [
      { id: menu.burger, quantity: 1 },
      { id: menu.water, quantity: 2 },
    ],
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
  });
  expect(res.status).toBe(200);
  return { token: res.body.tokenNo, id: res.body.orderId };
}

/** Moves every item of an order (or the first only) straight to a status, `minutesAgo` ago. */
async function setItems(
  orderId: string,
  status: 'created' | 'preparing' | 'completed' | 'delivered' | 'cancelled',
  options: { minutesAgo?: number; firstOnly?: boolean } = {},
) {
  const items = await t.db
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const ids = options.firstOnly ? items.slice(0, 1).map((i) => i.id) : items.map((i) => i.id);
  await t.db
    .updateTable('order_items')
    .set({ status, updated_at: new Date(Date.now() - (options.minutesAgo ?? 0) * MINUTE).toISOString() })
    .where('id', 'in', ids)
    .execute();
}

const board = async (client: TestClient) => {
  const res = await client.get<TOrderStatusBoardResponse>(`${API}/displays/order-status`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('GET /displays/order-status', () => {
  it('answers today’s tokens as Preparing until every live item is made, then Ready until handed over', async () => {
    const screen = (await addStaff(t, tenantId, 'ORDER_STATUS_DISPLAY')).client;
    const waiting = await order();
    const cooking = await order();
    const partly = await order();
    const made = await order();
    const handedOver = await order();
    const madeLongAgo = await order();
    const voided = await order();
    await setItems(cooking.id, 'preparing');
    await setItems(partly.id, 'completed', { firstOnly: true });
    await setItems(made.id, 'completed');
    await setItems(handedOver.id, 'delivered');
    await setItems(madeLongAgo.id, 'completed', { minutesAgo: 20 });
    await setItems(voided.id, 'cancelled');

    const before = await board(screen);
    expect(before.preparing).toEqual([waiting.token, cooking.token, partly.token]);
    expect(before.ready).toEqual([made.token]);
    expect(before.store).toEqual({ name: 'Board Diner', logo: null, brandColor: null });

    // the last item of the half-made order comes off the stove: its token moves to Ready
    await setItems(partly.id, 'completed');
    const after = await board(screen);
    expect(after.preparing).toEqual([waiting.token, cooking.token]);
    expect(after.ready).toEqual([partly.token, made.token]);
  });

  it('shows tokens only: no names, tables, items or amounts', async () => {
    const named = await order();
    await t.db
      .updateTable('orders')
      .set({ customer_name: 'Alice Named' })
      .where('id', '=', named.id)
      .execute();
    const res = await owner.get(`${API}/displays/order-status`);
    expect(Object.keys(res.body).sort()).toEqual(['preparing', 'ready', 'store']);
    const text = JSON.stringify(res.body);
    expect(text).toContain(String(named.token));
    expect(text).not.toMatch(/Alice|Burger|Water|Walk|payable|total/i);
  });

  it('refuses staff without the display scope, and anonymous callers', async () => {
    const cashier = (await addStaff(t, tenantId, 'POS')).client;
    await expectGuarded(t, cashier, { method: 'GET', url: `${API}/displays/order-status` });
  });

  it("wears the store's brand color once Store Details sets one (issue 26)", async () => {
    const screen = (await addStaff(t, tenantId, 'ORDER_STATUS_DISPLAY')).client;
    await t.db
      .updateTable('store_settings')
      .set({ brand_color: '#0b7a3b' })
      .where('tenant_id', '=', tenantId)
      .execute();
    try {
      expect((await board(screen)).store).toEqual({ name: 'Board Diner', logo: null, brandColor: '#0b7a3b' });
    } finally {
      await t.db
        .updateTable('store_settings')
        .set({ brand_color: null })
        .where('tenant_id', '=', tenantId)
        .execute();
    }
  });

  it("never shows another store's tokens", async () => {
    const mine = await order();
    const theirs = await board(other.client);
    expect(theirs.preparing).not.toContain(mine.token);
    expect(theirs).toEqual({
      preparing: [],
      ready: [],
      store: { name: 'Other Diner', logo: null, brandColor: null },
    });
  });
});

/** A POS terminal and a customer display of the shop, each signed in on its own device. */
async function terminalAndDisplay() {
  const pos = (await addStaff(t, tenantId, 'POS')).client;
  const display = (await addStaff(t, tenantId, 'CUSTOMER_DISPLAY')).client;
  return { pos, display };
}

const pairingCode = async (pos: TestClient) => {
  const res = await pos.post<TPairingCodeResponse>(`${API}/displays/customer/pairing-code`);
  expect(res.status).toBe(200);
  return res.body;
};
const displayState = async (display: TestClient) =>
  (await display.get<TCustomerDisplayResponse>(`${API}/displays/customer`)).body;
const pairingRows = () => t.db.selectFrom('display_pairings').selectAll().execute();

describe('pairing a customer display', () => {
  it('gives the POS a 6-digit code for 10 minutes, which pairs the display that enters it', async () => {
    const { pos, display } = await terminalAndDisplay();
    const { code, expiresAt } = await pairingCode(pos);
    expect(code).toMatch(/^\d{6}$/);
    const ttl = Date.parse(expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan((PAIRING_CODE_TTL_MINUTES - 1) * MINUTE);
    expect(ttl).toBeLessThanOrEqual(PAIRING_CODE_TTL_MINUTES * MINUTE);
    expect(await displayState(display)).toEqual({
      isPaired: 0,
      store: { name: 'Board Diner', logo: null, brandColor: null, currency: 'USD' },
    });

    const paired = await display.post(`${API}/displays/customer/pair`, { code });
    expect(paired.status).toBe(200);
    expect(paired.body).toEqual({ message: DISPLAY_MSG.displayPaired });
    expect((await displayState(display)).isPaired).toBe(1);
  });

  it('uses a code once: a second display entering it is refused and stays unpaired', async () => {
    const { pos, display } = await terminalAndDisplay();
    const second = (await addStaff(t, tenantId, 'CUSTOMER_DISPLAY')).client;
    const { code } = await pairingCode(pos);
    expect((await display.post(`${API}/displays/customer/pair`, { code })).status).toBe(200);
    const again = await second.post(`${API}/displays/customer/pair`, { code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(DISPLAY_MSG.wrongPairingCode);
    expect((await displayState(second)).isPaired).toBe(0);
  });

  it('refuses an expired code, and a POS’s earlier code once it asked for a new one', async () => {
    const { pos, display } = await terminalAndDisplay();
    const first = await pairingCode(pos);
    const second = await pairingCode(pos);
    const replaced = await display.post(`${API}/displays/customer/pair`, { code: first.code });
    // (a one-in-a-million draw gives the same code twice: then the first is the second)
    if (first.code !== second.code) expect(replaced.status).toBe(400);
    await t.db
      .updateTable('display_pairing_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('code', '=', second.code)
      .execute();
    const expired = await display.post(`${API}/displays/customer/pair`, { code: second.code });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(DISPLAY_MSG.wrongPairingCode);
    expect((await displayState(display)).isPaired).toBe(0);
  });

  it('refuses a code that is not six digits, changing nothing', async () => {
    const { display } = await terminalAndDisplay();
    const before = await pairingRows();
    for (const code of ['12345', '1234567', 'abcdef', 123456, undefined]) {
      const res = await display.post(`${API}/displays/customer/pair`, { code });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(DISPLAY_MSG.invalidPairingCode);
    }
    expect(await pairingRows()).toEqual(before);
  });

  it('keeps one display per POS and one POS per display: a new pairing replaces the old one', async () => {
    const { pos, display } = await terminalAndDisplay();
    const newDisplay = (await addStaff(t, tenantId, 'CUSTOMER_DISPLAY')).client;
    await display.post(`${API}/displays/customer/pair`, { code: (await pairingCode(pos)).code });
    await newDisplay.post(`${API}/displays/customer/pair`, { code: (await pairingCode(pos)).code });
    expect((await displayState(display)).isPaired).toBe(0);
    expect((await displayState(newDisplay)).isPaired).toBe(1);
  });

  it('unpairs from either side; unpairing what is not paired answers 404', async () => {
    const { pos, display } = await terminalAndDisplay();
    await display.post(`${API}/displays/customer/pair`, { code: (await pairingCode(pos)).code });
    const fromDisplay = await display.post(`${API}/displays/customer/unpair`);
    expect(fromDisplay.status).toBe(200);
    expect(fromDisplay.body).toEqual({ message: DISPLAY_MSG.displayUnpaired });
    expect((await displayState(display)).isPaired).toBe(0);
    const again = await display.post(`${API}/displays/customer/unpair`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(DISPLAY_MSG.notPaired);

    await display.post(`${API}/displays/customer/pair`, { code: (await pairingCode(pos)).code });
    expect((await pos.post(`${API}/displays/customer/unpair`)).status).toBe(200);
    expect((await displayState(display)).isPaired).toBe(0);
  });

  it('counts a pairing as ended once its POS is signed out', async () => {
    const { pos, display } = await terminalAndDisplay();
    await display.post(`${API}/displays/customer/pair`, { code: (await pairingCode(pos)).code });
    expect((await displayState(display)).isPaired).toBe(1);
    expect((await pos.post(`${API}/auth/signout`)).status).toBe(200);
    expect((await displayState(display)).isPaired).toBe(0);
  });

  it("never pairs with another store's code", async () => {
    const { pos } = await terminalAndDisplay();
    const foreign = (await addStaff(t, other.tenantId, 'CUSTOMER_DISPLAY')).client;
    const { code } = await pairingCode(pos);
    const res = await foreign.post(`${API}/displays/customer/pair`, { code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(DISPLAY_MSG.wrongPairingCode);
    expect((await displayState(foreign)).isPaired).toBe(0);
    // the code is still the shop's own, unused
    expect(
      await t.db.selectFrom('display_pairing_codes').select('tenant_id').where('code', '=', code).execute(),
    ).toEqual([{ tenant_id: tenantId }]);
  });

  it('slows guessing: past 10 tries in 10 minutes a display is answered 429', async () => {
    const guesser = (await addStaff(t, tenantId, 'CUSTOMER_DISPLAY')).client;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await guesser.post(`${API}/displays/customer/pair`, { code: '000000' })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await guesser.post(`${API}/displays/customer/pair`, { code: '000000' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(DISPLAY_MSG.tooManyPairingAttempts);
  });

  it('guards each call by its scope', async () => {
    const { pos, display } = await terminalAndDisplay();
    await expectGuarded(t, display, { method: 'POST', url: `${API}/displays/customer/pairing-code` });
    await expectGuarded(t, pos, { method: 'GET', url: `${API}/displays/customer` });
    await expectGuarded(t, pos, {
      method: 'POST',
      url: `${API}/displays/customer/pair`,
      body: { code: '123456' },
    });
    const board = (await addStaff(t, tenantId, 'ORDER_STATUS_DISPLAY')).client;
    await expectGuarded(t, board, { method: 'POST', url: `${API}/displays/customer/unpair` });
  });
});

/** The Max-Age of a cookie the last answer set. */
function maxAgeOf(headers: Record<string, unknown>, name: string): number | undefined {
  const cookies = ([] as string[]).concat((headers['set-cookie'] as string | string[] | undefined) ?? []);
  const cookie = cookies.find((c) => c.startsWith(`${name}=`));
  const match = cookie?.match(/Max-Age=(\d+)/i);
  return match ? Number(match[1]) : undefined;
}

describe('long-lived display sessions', () => {
  const refreshName = SESSION_COOKIES.user.refresh;
  const yearSeconds = DISPLAY_REFRESH_TTL_MS / 1000;
  const monthSeconds = SESSION_COOKIES.user.refreshTtlMs / 1000;

  async function signIn(scope: string) {
    const { client, username } = await addStaff(t, tenantId, scope);
    const res = await client.post(`${API}/auth/signin`, { username, password: 'correct-horse-1' });
    expect(res.status).toBe(200);
    return { client, res };
  }

  it('keeps a display-only user signed in for a year, sliding at each refresh', async () => {
    for (const scope of [
      'ORDER_STATUS_DISPLAY',
      'CUSTOMER_DISPLAY',
      'KITCHEN_DISPLAY,ORDER_STATUS_DISPLAY',
    ]) {
      const { client, res } = await signIn(scope);
      expect(maxAgeOf(res.headers, refreshName), scope).toBe(yearSeconds);
      const refreshed = await client.post(`${API}/auth/refresh-token`);
      expect(refreshed.status).toBe(200);
      expect(maxAgeOf(refreshed.headers, refreshName)).toBe(yearSeconds);
    }
    const tokens = await t.db
      .selectFrom('refresh_tokens')
      .select('expires_at')
      .orderBy('created_at', 'desc')
      .limit(1)
      .execute();
    expect(Date.parse(tokens[0]!.expires_at) - Date.now()).toBeGreaterThan(DISPLAY_REFRESH_TTL_MS - MINUTE);
  });

  it('keeps 30 days for anyone holding another scope', async () => {
    for (const scope of ['POS', 'ORDER_STATUS_DISPLAY,POS', 'KITCHEN']) {
      const { res } = await signIn(scope);
      expect(maxAgeOf(res.headers, refreshName), scope).toBe(monthSeconds);
    }
  });

  it('lists the screen in Devices, where removing it ends its session', async () => {
    const { client } = await signIn('ORDER_STATUS_DISPLAY');
    const devices = await client.get<TDevice[]>(`${API}/auth/devices`);
    const current = devices.body.find((d) => d.isMyDevice);
    expect(current).toBeDefined();
    const removed = await client.post(`${API}/auth/remove-device`, { device_id: current!.device_id });
    expect(removed.status).toBe(200);
    const after = await client.get(`${API}/displays/order-status`);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(MSG.unauthenticated);
  });
});

describe("the store's screens in the admin's Devices", () => {
  it("lists every display-only user's screen for the admin, who removes one and ends its session", async () => {
    const screen = await addStaff(t, tenantId, 'ORDER_STATUS_DISPLAY');
    const cashier = (await addStaff(t, tenantId, 'POS')).client;
    const devices = await owner.get<TDevice[]>(`${API}/auth/devices`);
    const screens = devices.body.filter((d) => d.displayUser !== null);
    expect(screens.length).toBeGreaterThan(0);
    expect(screens.every((d) => d.displayUser && !d.isMyDevice)).toBe(true);
    // a cashier's device is not a screen, and the admin's own devices carry no display user
    expect(devices.body.filter((d) => d.displayUser === null).every((d) => d.isMyDevice)).toBe(true);
    // staff see their own devices only
    const cashierDevices = await cashier.get<TDevice[]>(`${API}/auth/devices`);
    expect(cashierDevices.body).toHaveLength(1);

    const own = await screen.client.get<TDevice[]>(`${API}/auth/devices`);
    const screenDevice = own.body[0]!.device_id;
    expect(screens.map((d) => d.device_id)).toContain(screenDevice);
    const removed = await owner.post(`${API}/auth/remove-device`, { device_id: screenDevice });
    expect(removed.status).toBe(200);
    expect((await screen.client.get(`${API}/displays/order-status`)).status).toBe(401);
  });

  it("never lists or removes another store's screens, nor lets staff remove a screen", async () => {
    const screen = await addStaff(t, tenantId, 'CUSTOMER_DISPLAY');
    const screenDevice = (await screen.client.get<TDevice[]>(`${API}/auth/devices`)).body[0]!.device_id;
    const theirs = await other.client.get<TDevice[]>(`${API}/auth/devices`);
    expect(theirs.body.map((d) => d.device_id)).not.toContain(screenDevice);
    const foreign = await other.client.post(`${API}/auth/remove-device`, { device_id: screenDevice });
    expect(foreign.status).toBe(404);
    const cashier = (await addStaff(t, tenantId, 'POS')).client;
    expect((await cashier.post(`${API}/auth/remove-device`, { device_id: screenDevice })).status).toBe(404);
    expect((await screen.client.get(`${API}/displays/customer`)).status).toBe(200);
  });
});
