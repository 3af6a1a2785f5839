import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, E2E_DEMO_PASSWORD, launchWithProfile, signIn } from './support/browser.ts';
import { freePort, startServer, stopServer } from './support/server.ts';

/*
 * Issue 25's drill: a POS device sells with the network cut, through a reload and a browser restart, and every
 * order reaches the server exactly once when the network returns. The drill runs its own server (its own data
 * directory), so it can kill it mid-replay.
 */

let server: ChildProcess;
let port: number;
let dataDir: string;
let base: string;
const profiles: string[] = [];

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-drill-'));
  base = `http://127.0.0.1:${port}`;
  server = await startServer({ port, dataDir, demoPassword: E2E_DEMO_PASSWORD });
}, 90_000);

afterAll(async () => {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
});

type TServerOrder = {
  provisional_token: string;
  device_id: string;
  token_no: number;
  business_day: string;
  payable_total: number;
  lines: number;
};

/** The orders the server stored from devices' outboxes, read straight from its database. */
function offlineOrdersOnServer(): TServerOrder[] {
  const db = new SqliteDatabase(path.join(dataDir, 'opentab.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        `select o.provisional_token, o.device_id, o.token_no, o.business_day, o.payable_total,
           (select count(*) from order_items i where i.order_id = o.id) as lines
         from orders o where o.provisional_token is not null order by o.token_no`,
      )
      .all() as TServerOrder[];
  } finally {
    db.close();
  }
}

type TWaiting = {
  id: string;
  seq: number;
  provisionalToken: string;
  payableMinor: number;
  lineCount: number;
  status: string;
};

/** The device's outbox, as IndexedDB holds it, oldest first. */
function outbox(page: Page): Promise<TWaiting[]> {
  return page.evaluate(
    () =>
      new Promise<TWaiting[]>((resolve, reject) => {
        const open = indexedDB.open('opentab-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve((read.result as TWaiting[]).sort((a, b) => a.seq - b.seq));
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** A profile of its own (the service worker, IndexedDB and cookies survive a browser restart in it). */
async function openDevice(): Promise<{ context: BrowserContext; profile: string }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'opentab-drill-profile-'));
  profiles.push(profile);
  return { context: await startBrowser(profile), profile };
}

async function startBrowser(profile: string): Promise<BrowserContext> {
  const context = await launchWithProfile(profile, base);
  // print windows would open 20 pop-ups: the drill prints one receipt itself, below
  await context.addInitScript(() => {
    window.open = () => null;
    window.print = () => {};
  });
  return context;
}

async function openPos(page: Page) {
  await page.goto('/dashboard/pos');
  await page.getByTestId('menu-item-card').first().waitFor();
}

/** Signs in and opens the POS online, then waits for the service worker to control it. */
async function signInOnline(context: BrowserContext): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
  await openPos(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return page;
}

const PAYMENT_TYPES = ['Cash', 'Card', 'UPI / Wallet'];

/** One order on the POS: two lines; sent to the kitchen, or paid with `paymentType`. Answers its token. */
async function sellOne(page: Page, paymentType: string | null): Promise<string> {
  await page.getByRole('button', { name: 'Add Fresh Orange Juice' }).click();
  await page.getByRole('button', { name: 'Add Sparkling Water' }).click();
  if (paymentType === null) {
    await page.getByRole('button', { name: 'Send to Kitchen' }).click();
    const summary = page.getByRole('dialog', { name: 'Send order to Kitchen' });
    await summary.getByRole('button', { name: 'Send to Kitchen' }).click();
  } else {
    await page.getByRole('button', { name: 'Create Receipt & Pay' }).click();
    const summary = page.getByRole('dialog', { name: 'Collect Payment & Send order to Kitchen' });
    await summary.getByRole('combobox', { name: 'Payment Type' }).click();
    await page.getByRole('option', { name: paymentType }).click();
    await summary.getByRole('button', { name: 'Collect Payment & Send' }).click();
  }
  const sent = page.getByRole('dialog', { name: 'Order sent to Kitchen!' });
  const token = (await sent.getByTestId('sent-token').textContent()) ?? '';
  await page.keyboard.press('Escape');
  await sent.waitFor({ state: 'detached' });
  return token;
}

describe('the offline drill (issue 25)', () => {
  it('sells 20 orders offline through a reload and a browser restart, and the server gets each exactly once', async () => {
    const { context: first, profile } = await openDevice();
    let page = await signInOnline(first);
    const before = offlineOrdersOnServer().length;

    await first.setOffline(true);
    const tokens: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      // ten sent to the kitchen, ten paid with each payment type in turn
      tokens.push(await sellOne(page, index % 2 === 0 ? null : (PAYMENT_TYPES[index % 3] ?? 'Cash')));
      if (index === 6) await openPos(page); // a reload while offline
      if (index === 13) {
        // the browser closed and opened again, still offline
        await first.close();
        const again = await startBrowser(profile);
        await again.setOffline(true);
        page = again.pages()[0] ?? (await again.newPage());
        await openPos(page);
      }
    }
    expect(tokens).toEqual(Array.from({ length: 20 }, (_, i) => `P-${i + 1}`));
    const context = page.context();
    const waiting = await outbox(page);
    expect(waiting.map((entry) => entry.status)).toEqual(Array(20).fill('waiting'));
    await expect.poll(() => page.getByTestId('offline-status').textContent()).toContain('20');

    // an offline receipt prints from the device, with its provisional token
    const receipt = await context.newPage();
    await receipt.goto(`/print-receipt?offlineId=${waiting[0]?.id}`);
    await expect.poll(() => receipt.getByTestId('receipt-token').textContent()).toContain('P-1');
    await receipt.close();

    // half an hour passes; the access token has expired meanwhile (the refresh token has not)
    await context.clock.install();
    await page.clock.fastForward('30:00');
    await context.clearCookies({ name: 'opentab_access' });
    // a second tab of the same device: the two replay through one leader
    const second = await context.newPage();
    await openPos(second);
    // every answer the create calls got, by key: one 200 each (the lock lets one tab send, one at a time); and
    // the session renewed on the way (the expired access token: whichever call met it first, a 401 and a refresh)
    const answers: { key: string; status: number }[] = [];
    const renewals: number[] = [];
    for (const tab of [page, second])
      tab.on('response', (response) => {
        if (response.url().endsWith('/api/v1/auth/refresh-token')) renewals.push(response.status());
        if (response.url().includes('/api/v1/pos/create-order'))
          answers.push({
            key: response.request().headers()['idempotency-key'] ?? '',
            status: response.status(),
          });
      });

    const restoredAt = Date.now();
    await context.setOffline(false);
    await expect
      .poll(() => offlineOrdersOnServer().length - before, { timeout: 30_000, interval: 250 })
      .toBe(20);
    const syncSeconds = (Date.now() - restoredAt) / 1000;
    await expect.poll(async () => (await outbox(page)).length, { timeout: 10_000 }).toBe(0);
    console.log(`offline drill: 20 orders synced ${syncSeconds.toFixed(1)} s after the network came back`);

    const stored = offlineOrdersOnServer().slice(-20);
    // exactly once: every provisional token once, every entry's key answered once across both tabs
    expect(stored.map((order) => order.provisional_token).sort()).toEqual([...tokens].sort());
    const placed = answers.filter((answer) => answer.status === 200).map((answer) => answer.key);
    expect(placed.sort()).toEqual(waiting.map((entry) => entry.id).sort());
    expect(renewals).toContain(200);
    // the same lines and totals as the device showed
    for (const entry of waiting) {
      const order = stored.find((candidate) => candidate.provisional_token === entry.provisionalToken);
      expect(order?.lines, entry.provisionalToken).toBe(entry.lineCount);
      expect(order?.payable_total, entry.provisionalToken).toBe(entry.payableMinor);
    }
    // real tokens gapless
    const real = stored.map((order) => order.token_no).sort((a, b) => a - b);
    expect(real.at(-1)! - real[0]! + 1).toBe(20);
    // and the screen shows them synced
    await page.getByTestId('offline-status').click();
    await expect.poll(() => page.getByTestId('synced-order').count()).toBe(10);
    await context.close();
  }, 300_000);

  it('keeps the prices the guest saw when the menu changed offline, and stores each order once across a server killed mid-replay', async () => {
    const { context } = await openDevice();
    const page = await signInOnline(context);
    const before = offlineOrdersOnServer().length;
    type TMenu = {
      menuItems: { id: string; title: string; variants: { id: string; title: string; price: number }[] }[];
    };
    const menu = (await (await context.request.get('/api/v1/pos/init')).json()) as TMenu;
    const espresso = menu.menuItems.find((item) => item.title === 'Espresso');
    const double = espresso?.variants.find((variant) => variant.title === 'Double');
    const water = menu.menuItems.find((item) => item.title === 'Sparkling Water');
    if (!espresso || !double || !water) throw new Error('the demo menu has changed');

    await context.setOffline(true);
    const tokens: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      await page.getByRole('button', { name: 'Add Espresso' }).click();
      const options = page.getByRole('dialog', { name: 'Select Variant & Addons' });
      await options.getByRole('radio', { name: /^Double/ }).check();
      await options.getByRole('button', { name: 'Add to Cart' }).click();
      await options.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Add Sparkling Water' }).click();
      await page.getByRole('button', { name: 'Send to Kitchen' }).click();
      await page
        .getByRole('dialog', { name: 'Send order to Kitchen' })
        .getByRole('button', { name: 'Send to Kitchen' })
        .click();
      const sent = page.getByRole('dialog', { name: 'Order sent to Kitchen!' });
      tokens.push((await sent.getByTestId('sent-token').textContent()) ?? '');
      await page.keyboard.press('Escape');
      await sent.waitFor({ state: 'detached' });
    }
    const waiting = await outbox(page);

    // meanwhile a manager (the API needs no browser network) raises the Double and deletes the water
    const manager = { headers: { origin: base } };
    const raised = await context.request.post(
      `/api/v1/menu-items/variants/${espresso.id}/update/${double.id}`,
      {
        ...manager,
        data: { title: double.title, price: double.price + 1 },
      },
    );
    expect(raised.status()).toBe(200);
    expect((await context.request.delete(`/api/v1/menu-items/delete/${water.id}`, manager)).status()).toBe(
      200,
    );

    // the server dies (kill -9) right after it stored the third order, before its answer left: the device
    // never hears of it, and replays it after the restart
    let calls = 0;
    let killed: () => void = () => {};
    const serverKilled = new Promise<void>((resolve) => {
      killed = resolve;
    });
    await context.route('**/api/v1/pos/create-order', async (route) => {
      calls += 1;
      if (calls !== 3) return route.continue();
      await route.fetch();
      await stopServer(server, 'SIGKILL');
      killed();
      await route.abort('connectionreset');
    });
    await context.setOffline(false);
    await serverKilled;
    expect(offlineOrdersOnServer().length - before).toBe(3);
    await context.unroute('**/api/v1/pos/create-order');
    server = await startServer({ port, dataDir, demoPassword: E2E_DEMO_PASSWORD });
    await expect
      .poll(() => offlineOrdersOnServer().length - before, { timeout: 60_000, interval: 250 })
      .toBe(6);
    await expect.poll(async () => (await outbox(page)).length, { timeout: 15_000 }).toBe(0);

    const stored = offlineOrdersOnServer().slice(-6);
    expect(stored.map((order) => order.provisional_token).sort()).toEqual([...tokens].sort());
    for (const entry of waiting) {
      const order = stored.find((candidate) => candidate.provisional_token === entry.provisionalToken);
      // the price the guest was shown, the deleted water still sold
      expect(order?.payable_total, entry.provisionalToken).toBe(entry.payableMinor);
      expect(order?.lines, entry.provisionalToken).toBe(2);
    }
    await context.close();
  }, 300_000);
});
