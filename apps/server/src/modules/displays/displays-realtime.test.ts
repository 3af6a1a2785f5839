import type { AddressInfo } from 'node:net';
import {
  CUSTOMER_DISPLAY_MAX_LINES,
  type TCustomerDisplayCart,
  type TPairingCodeResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';
import { connected, createSocketOpener, nextEvent, silence } from '../../test/sockets.ts';

const API = '/api/v1';
let t: TTestApp;
let url: string;
let tenantId: string;
let otherTenantId: string;
const { open, closeAll } = createSocketOpener();

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  tenantId = (await signUpTenant(t.app, 'Two Tills')).tenantId;
  otherTenantId = (await signUpTenant(t.app, 'Next Door')).tenantId;
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const cartOf = (title: string): TCustomerDisplayCart => ({
  lines: [{ quantity: 2, title, variant: 'Large', addons: ['Cheese'], amount: 24 }],
  subtotal: 24,
  discount: 0,
  serviceCharge: 0,
  tax: 2.4,
  tip: 0,
  total: 26.4,
  tendered: null,
  changeDue: null,
});

async function pair(pos: TestClient, display: TestClient) {
  const { code } = (await pos.post<TPairingCodeResponse>(`${API}/displays/customer/pairing-code`)).body;
  expect((await display.post(`${API}/displays/customer/pair`, { code })).status).toBe(200);
}

async function socketOf(client: TestClient) {
  const socket = open(url, client.cookieHeader());
  await connected(socket);
  return socket;
}

/** A paired device's socket, once the server has told it that it is paired (it does at each connection). */
async function toldOnConnect(client: TestClient) {
  const socket = open(url, client.cookieHeader());
  const told = nextEvent(socket, 'customer_display_pairing');
  await connected(socket);
  expect(await told).toEqual({ isPaired: 1 });
  return socket;
}

/** The paired POS's and display's sockets: the POS hears its display connect (and then sends its cart). */
async function pairedSockets(pos: TestClient, display: TestClient) {
  const till = await toldOnConnect(pos);
  const tillHearsDisplay = nextEvent(till, 'customer_display_pairing');
  const screen = await toldOnConnect(display);
  expect(await tillHearsDisplay).toEqual({ isPaired: 1 });
  return [till, screen] as const;
}

describe("a POS's cart reaches its own customer display only", () => {
  it('mirrors each of two terminals on its own display, never the other’s or another store’s', async () => {
    const staff = async (scope: string) => (await addStaff(t, tenantId, scope)).client;
    const [posA, posB, displayA, displayB] = [
      await staff('POS'),
      await staff('POS'),
      await staff('CUSTOMER_DISPLAY'),
      await staff('CUSTOMER_DISPLAY'),
    ];
    const stranger = (await addStaff(t, otherTenantId, 'CUSTOMER_DISPLAY')).client;
    // display A is open before it is paired (it joins at pairing); display B connects after its pairing
    const screenA = await socketOf(displayA);
    await pair(posA, displayA);
    await pair(posB, displayB);
    const [tillA, tillB, strangerScreen] = [
      await socketOf(posA),
      await socketOf(posB),
      await socketOf(stranger),
    ];
    const screenB = await toldOnConnect(displayB);

    const toA = nextEvent(screenA, 'customer_display_cart');
    const quietB = silence(screenB, 'customer_display_cart');
    const quietStranger = silence(strangerScreen, 'customer_display_cart');
    tillA.emit('customer_display_cart', cartOf('Burger'));
    expect(await toA).toEqual(cartOf('Burger'));
    expect(await quietB).toBe(true);
    expect(await quietStranger).toBe(true);

    const toB = nextEvent(screenB, 'customer_display_cart');
    const quietA = silence(screenA, 'customer_display_cart');
    tillB.emit('customer_display_cart', cartOf('Coffee'));
    expect(await toB).toEqual(cartOf('Coffee'));
    expect(await quietA).toBe(true);

    // a display cannot speak for a terminal: what it sends goes nowhere
    const quiet = [screenA, screenB].map((s) => silence(s, 'customer_display_cart'));
    screenB.emit('customer_display_cart', cartOf('Forged'));
    expect(await Promise.all(quiet)).toEqual([true, true]);
  });

  it('stops mirroring when either side unpairs, telling both', async () => {
    const pos = (await addStaff(t, tenantId, 'POS')).client;
    const display = (await addStaff(t, tenantId, 'CUSTOMER_DISPLAY')).client;
    await pair(pos, display);
    const [till, screen] = await pairedSockets(pos, display);
    const tillTold = nextEvent(till, 'customer_display_pairing');
    const screenTold = nextEvent(screen, 'customer_display_pairing');
    expect((await pos.post(`${API}/displays/customer/unpair`)).status).toBe(200);
    expect(await tillTold).toEqual({ isPaired: 0 });
    expect(await screenTold).toEqual({ isPaired: 0 });
    const quiet = silence(screen, 'customer_display_cart');
    till.emit('customer_display_cart', cartOf('Burger'));
    expect(await quiet).toBe(true);
  });

  it('drops a cart its schema refuses (too many lines, amounts that are not numbers)', async () => {
    const pos = (await addStaff(t, tenantId, 'POS')).client;
    const display = (await addStaff(t, tenantId, 'CUSTOMER_DISPLAY')).client;
    await pair(pos, display);
    const [till, screen] = await pairedSockets(pos, display);
    const line = cartOf('Burger').lines[0]!;
    const quiet = silence(screen, 'customer_display_cart');
    till.emit('customer_display_cart', {
      ...cartOf('Burger'),
      lines: Array.from({ length: CUSTOMER_DISPLAY_MAX_LINES + 1 }, () => line),
    });
    till.emit('customer_display_cart', { ...cartOf('Burger'), total: 'lots' } as never);
    expect(await quiet).toBe(true);
    const heard = nextEvent(screen, 'customer_display_cart');
    till.emit('customer_display_cart', cartOf('Water'));
    expect(await heard).toEqual(cartOf('Water'));
  });
});
