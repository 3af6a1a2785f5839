import {
  FEEDBACK_MSG,
  MSG,
  POS_MSG,
  QR_MSG,
  type TFeedbackEntry,
  type TFeedbackResponse,
  type TPublicFeedbackResponse,
  type TReceiptResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, TestClient, type TTestApp } from '../../test/harness.ts';
import { shopWithMenu } from '../../test/order-shop.ts';
import { setQrFlags } from '../../test/qr.ts';
import { FEEDBACK_LIMITS } from './feedback.routes.ts';

let t: TTestApp;
let guest: TestClient;

beforeAll(async () => {
  t = await createTestApp();
});
// a new phone (IP) per test, so the per-IP limit only bites where a test means it to
beforeEach(() => {
  guest = new TestClient(t.app);
});
afterAll(async () => {
  await t.close();
});

/** A store with its QR menu on, and `pay` to sell a burger through its POS: the invoice's id and public token. */
async function openStore(name: string) {
  const shop = await shopWithMenu(t, name);
  const code = await setQrFlags(t.db, shop.tenantId, { menu: true, order: false });
  const pay = async () => {
    const paid = await shop.client.post<{ invoiceId: string }>('/api/v1/pos/create-order-and-invoice', {
      cart: [{ id: shop.menu.burger, quantity: 1 }],
      paymentTypeId: shop.menu.cash,
    });
    expect(paid.status).toBe(200);
    const receipt = await shop.client.get<{ receipt: TReceiptResponse }>(
      `/api/v1/receipts/invoice/${paid.body.invoiceId}`,
    );
    const url = receipt.body.receipt.feedbackUrl ?? '';
    const token = decodeURIComponent(url.split('/').pop() ?? '');
    return { invoiceId: paid.body.invoiceId, token, url };
  };
  return { ...shop, code, pay };
}

const rating = { food_quality: 5, service: 4, ambiance: 4, staff_behavior: 5, recommend: 5 };
const send = (client: TestClient, code: string, body: Record<string, unknown>) =>
  client.post<{ message: string }>(`/api/v1/qrmenu/${code}/feedback`, body);
const page = (client: TestClient, code: string, token: string) =>
  client.get<TPublicFeedbackResponse>(`/api/v1/qrmenu/${code}/feedback/${token}`);
const feedbackRows = (tenantId: string) =>
  t.db.selectFrom('feedback').selectAll().where('tenant_id', '=', tenantId).execute();

describe('the receipt', () => {
  it("carries the invoice's feedback link, named by its token and never its id, while the QR menu is on", async () => {
    const store = await openStore('Link Bistro');
    const { invoiceId, token, url } = await store.pay();
    expect(url).toBe(`http://localhost:3000/m/${store.code}/feedback/${token}`);
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(url).not.toContain(invoiceId);
    // an unpaid order's receipt has no invoice, so no link
    const open = await store.order({ cart: [{ id: store.menu.water, quantity: 1 }] });
    const unpaid = await store.client.get<{ receipt: TReceiptResponse }>(
      `/api/v1/receipts/order/${open.orderId}`,
    );
    expect(unpaid.body.receipt.feedbackUrl).toBeNull();
    // with the QR menu off, no link either
    await setQrFlags(t.db, store.tenantId, { menu: false, order: false });
    const off = await store.client.get<{ receipt: TReceiptResponse }>(
      `/api/v1/receipts/invoice/${invoiceId}`,
    );
    expect(off.body.receipt.feedbackUrl).toBeNull();
  });
});

describe('GET /qrmenu/{qrcode}/feedback/{token}', () => {
  it('answers the store, the visit and whether it was rated, nothing more', async () => {
    const store = await openStore('Page Bistro');
    const { token } = await store.pay();
    const res = await page(guest, store.code, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      storeName: 'Page Bistro',
      image: null,
      brandColor: null,
      visitedAt: expect.any(String),
      timeZone: expect.any(String),
      isFeedbackGiven: false,
    });
    await send(guest, store.code, { invoiceId: token, ...rating });
    expect((await page(guest, store.code, token)).body.isFeedbackGiven).toBe(true);
  });

  it("answers 404 for an unknown token, another store's token, an unknown code or a store with its QR menu off", async () => {
    const store = await openStore('Lookup Bistro');
    const other = await openStore('Other Lookup');
    const { token: otherToken } = await other.pay();
    const { token } = await store.pay();
    const unknown = await page(guest, store.code, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect([unknown.status, unknown.body]).toEqual([404, { message: MSG.notFound }]);
    const foreign = await page(guest, store.code, otherToken);
    expect([foreign.status, foreign.body]).toEqual([404, { message: MSG.notFound }]);
    const badCode = await page(guest, 'no-such-code', token);
    expect([badCode.status, badCode.body]).toEqual([404, { message: QR_MSG.brokenLink }]);
    await setQrFlags(t.db, store.tenantId, { menu: false, order: false });
    const off = await page(guest, store.code, token);
    expect([off.status, off.body]).toEqual([404, { message: FEEDBACK_MSG.notAvailable }]);
  });
});

describe('POST /qrmenu/{qrcode}/feedback', () => {
  it('stores the ratings, comment and contact once per invoice; a second time is 409 and changes nothing', async () => {
    const store = await openStore('Once Bistro');
    const { invoiceId, token } = await store.pay();
    const body = {
      invoiceId: token,
      ...rating,
      remarks: '  Lovely burger, slow drinks.  ',
      name: 'Ana',
      phone: '+1 555 0100',
      email: 'Ana@Example.com',
      birthdate: '1990-04-01',
    };
    const res = await send(guest, store.code, body);
    expect([res.status, res.body]).toEqual([200, { message: FEEDBACK_MSG.thanks }]);
    const rows = await feedbackRows(store.tenantId);
    expect(rows).toEqual([
      expect.objectContaining({
        invoice_id: invoiceId,
        ...rating,
        remarks: 'Lovely burger, slow drinks.',
        name: 'Ana',
        phone: '+1 555 0100',
        email: 'ana@example.com',
        birthdate: '1990-04-01',
      }),
    ]);
    const again = await send(new TestClient(t.app), store.code, { ...body, food_quality: 1 });
    expect([again.status, again.body]).toEqual([409, { message: FEEDBACK_MSG.alreadyGiven }]);
    expect(await feedbackRows(store.tenantId)).toEqual(rows);
  });

  it('keeps one of two sends that arrive at the same moment; the other is told it was already sent', async () => {
    const store = await openStore('Race Bistro');
    const { token } = await store.pay();
    const results = await Promise.all(
      [1, 5].map((stars) =>
        send(new TestClient(t.app), store.code, { invoiceId: token, ...rating, food_quality: stars }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await feedbackRows(store.tenantId)).toHaveLength(1);
  });

  it('refuses a malformed body, code or token without storing anything', async () => {
    const store = await openStore('Malformed Bistro');
    const { token } = await store.pay();
    const notJson = await guest.post(`/api/v1/qrmenu/${store.code}/feedback`, 'not an object');
    expect(notJson.status).toBe(400);
    const noToken = await send(guest, store.code, { ...rating });
    expect([noToken.status, noToken.body.message]).toEqual([400, MSG.notFound]);
    const longToken = await send(guest, store.code, { invoiceId: 'x'.repeat(65), ...rating });
    expect(longToken.status).toBe(400);
    const controlCode = await guest.get(`/api/v1/qrmenu/a%07b/feedback/${token}`);
    expect(controlCode.status).toBe(400);
    expect(await feedbackRows(store.tenantId)).toEqual([]);
  });

  it("takes the contact fields as optional (blank is none) and answers in the guest's language", async () => {
    const store = await openStore('Optional Bistro');
    const { token } = await store.pay();
    const res = await guest.post(
      `/api/v1/qrmenu/${store.code}/feedback`,
      { invoiceId: token, ...rating, remarks: null, name: '', phone: ' ', email: '', birthdate: '' },
      { 'accept-language': 'es' },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).not.toBe(FEEDBACK_MSG.thanks);
    const [row] = await feedbackRows(store.tenantId);
    expect(row).toMatchObject({ remarks: '', name: null, phone: null, email: null, birthdate: null });
  });

  it('refuses a missing or out-of-range rating and bad contact fields with a message naming the field', async () => {
    const store = await openStore('Checks Bistro');
    const { token } = await store.pay();
    const cases: [Record<string, unknown>, string][] = [
      [{ food_quality: undefined }, FEEDBACK_MSG.rateFood],
      [{ service: 0 }, FEEDBACK_MSG.rateService],
      [{ ambiance: 6 }, FEEDBACK_MSG.rateAmbiance],
      [{ staff_behavior: 4.5 }, FEEDBACK_MSG.rateStaff],
      [{ recommend: '5' }, FEEDBACK_MSG.rateRecommend],
      [{ remarks: 'x'.repeat(1001) }, FEEDBACK_MSG.remarksTooLong],
      [{ name: 'n'.repeat(101) }, FEEDBACK_MSG.nameTooLong],
      [{ phone: 'call me' }, POS_MSG.provideValidPhone],
      [{ email: 'not-an-email' }, POS_MSG.provideValidEmail],
      [{ birthdate: '2999-01-01' }, POS_MSG.birthDateInFuture],
      [{ birthdate: '1990-02-30' }, POS_MSG.birthDateInFuture],
    ];
    for (const [change, message] of cases) {
      const res = await send(guest, store.code, { invoiceId: token, ...rating, ...change });
      expect([res.status, res.body.message], JSON.stringify(change)).toEqual([400, message]);
    }
    expect(await feedbackRows(store.tenantId)).toEqual([]);
  });

  it("refuses an unknown token, another store's token and the invoice's id with 404, storing nothing", async () => {
    const store = await openStore('Foreign Bistro');
    const other = await openStore('Foreign Other');
    const { invoiceId } = await store.pay();
    const { token: otherToken } = await other.pay();
    for (const invoice of [otherToken, invoiceId, 'AAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await send(guest, store.code, { invoiceId: invoice, ...rating });
      expect([res.status, res.body]).toEqual([404, { message: MSG.notFound }]);
    }
    expect(await feedbackRows(store.tenantId)).toEqual([]);
    expect(await feedbackRows(other.tenantId)).toEqual([]);
  });

  it(`allows ${FEEDBACK_LIMITS.send.max} sends per IP in the window, then 429`, async () => {
    const store = await openStore('Limit Bistro');
    const { token } = await store.pay();
    for (let i = 0; i < FEEDBACK_LIMITS.send.max; i++) {
      // refused sends (a guessed token) count as well: the limit is on trying
      expect((await send(guest, store.code, { invoiceId: `guess${i}`, ...rating })).status).toBe(404);
    }
    const refused = await send(guest, store.code, { invoiceId: token, ...rating });
    expect([refused.status, refused.body.message]).toEqual([429, FEEDBACK_MSG.tooManyFromDevice]);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await feedbackRows(store.tenantId)).toEqual([]);
    // another phone is not held back
    expect((await send(new TestClient(t.app), store.code, { invoiceId: token, ...rating })).status).toBe(200);
  });

  it(`allows ${FEEDBACK_LIMITS.read.max} page reads per IP in the window, then 429`, async () => {
    const store = await openStore('Read Limit Bistro');
    for (let i = 0; i < FEEDBACK_LIMITS.read.max; i++) {
      expect((await page(guest, store.code, `guess${i}`)).status).toBe(404);
    }
    const refused = await guest.get(`/api/v1/qrmenu/${store.code}/feedback/guess-last`);
    expect([refused.status, refused.body.message]).toEqual([429, FEEDBACK_MSG.tooManyFromDevice]);
  });
});

describe('the back office', () => {
  /** A store with three rated visits: loved (all 5), average (3s) and worst (all 1) with a comment. */
  async function ratedStore(name: string) {
    const store = await openStore(name);
    const visits = [await store.pay(), await store.pay(), await store.pay()];
    const ratings = [
      { ...rating, food_quality: 5, service: 5, ambiance: 5, staff_behavior: 5, recommend: 5 },
      { food_quality: 3, service: 3, ambiance: 3, staff_behavior: 4, recommend: 2 },
      { food_quality: 1, service: 1, ambiance: 1, staff_behavior: 1, recommend: 1 },
    ];
    for (const [i, visit] of visits.entries()) {
      const remarks = i === 2 ? 'Cold fries and a rude wait' : '';
      const res = await send(new TestClient(t.app), store.code, {
        invoiceId: visit.token,
        ...ratings[i],
        remarks,
      });
      expect(res.status).toBe(200);
    }
    return { ...store, visits };
  }

  it('GET /feedback answers the last 7 days: counts, averages and the feedback, newest first', async () => {
    const store = await ratedStore('Summary Bistro');
    const res = await store.client.get<TFeedbackResponse>('/api/v1/feedback');
    expect(res.status).toBe(200);
    const { feedbacks, ...summary } = res.body;
    expect(summary).toEqual({
      overallFeedbackCounting: { loved: 1, good: 0, average: 1, bad: 0, worst: 1 },
      averageRating: 3,
      foodRating: 3,
      staffRating: 3.3,
      ambianceRating: 3,
      serviceRating: 3,
      recommendRating: 2.7,
      feedbackCount: 3,
      timeZone: expect.any(String),
    });
    expect(feedbacks.map((f) => f.invoice_id)).toEqual(store.visits.map((v) => v.invoiceId).reverse());
    expect(feedbacks[0]).toMatchObject({
      invoiceNumber: expect.any(String),
      remarks: 'Cold fries and a rude wait',
      overallRating: 1,
    });
    // a feedback older than 7 days is left out
    const old = new Date(Date.now() - 9 * 86_400_000).toISOString();
    await t.db
      .updateTable('feedback')
      .set({ created_at: old })
      .where('invoice_id', '=', store.visits[0]!.invoiceId)
      .execute();
    const recent = await store.client.get<TFeedbackResponse>('/api/v1/feedback');
    expect(recent.body.feedbackCount).toBe(2);
    expect(recent.body.feedbacks).toHaveLength(2);
  });

  it("GET /feedback/filter answers the date filter's feedback as a bare array; a bad filter is 400", async () => {
    const store = await ratedStore('Filter Bistro');
    const today = await store.client.get<TFeedbackEntry[]>('/api/v1/feedback/filter?type=today');
    expect(today.status).toBe(200);
    expect(today.body).toHaveLength(3);
    const yesterday = await store.client.get<TFeedbackEntry[]>('/api/v1/feedback/filter?type=yesterday');
    expect(yesterday.body).toEqual([]);
    const bad = await store.client.get('/api/v1/feedback/filter?type=someday');
    expect([bad.status, bad.body.message]).toEqual([400, MSG.invalidRequest]);
    const noDays = await store.client.get('/api/v1/feedback/filter?type=custom');
    expect(noDays.status).toBe(400);
    const summary = await store.client.get<{ averageRating: number }>('/api/v1/feedback/summary?type=today');
    expect([summary.status, summary.body.averageRating]).toEqual([200, 3]);
    const badSummary = await store.client.get(
      '/api/v1/feedback/summary?type=custom&from=2026-02-30&to=2026-03-01',
    );
    expect([badSummary.status, badSummary.body.message]).toEqual([400, MSG.invalidRequest]);
  });

  it('GET /feedback/search finds by comment, guest or invoice number; blank finds none; LIKE characters are literal', async () => {
    const store = await ratedStore('Search Bistro');
    const byComment = await store.client.get<TFeedbackEntry[]>('/api/v1/feedback/search?q=FRIES');
    expect(byComment.status).toBe(200);
    expect(byComment.body.map((f) => f.invoice_id)).toEqual([store.visits[2]!.invoiceId]);
    const number = byComment.body[0]!.invoiceNumber ?? '';
    const byNumber = await store.client.get<TFeedbackEntry[]>(`/api/v1/feedback/search?q=${number}`);
    expect(byNumber.body.map((f) => f.invoice_id)).toEqual([store.visits[2]!.invoiceId]);
    expect((await store.client.get<TFeedbackEntry[]>('/api/v1/feedback/search?q=')).body).toEqual([]);
    expect((await store.client.get<TFeedbackEntry[]>('/api/v1/feedback/search?q=%25')).body).toEqual([]);
    const long = await store.client.get(`/api/v1/feedback/search?q=${'a'.repeat(101)}`);
    expect([long.status, long.body.message]).toEqual([400, POS_MSG.searchTermTooLong]);
  });

  it("GET /feedback/invoice/{id} answers the invoice's feedback or null; another tenant's invoice is 404", async () => {
    const store = await ratedStore('Invoice Bistro');
    const other = await openStore('Invoice Other');
    const otherVisit = await other.pay();
    const rated = await store.client.get<{ feedback: TFeedbackEntry | null }>(
      `/api/v1/feedback/invoice/${store.visits[2]!.invoiceId}`,
    );
    expect(rated.body.feedback).toMatchObject({ remarks: 'Cold fries and a rude wait', food_quality: 1 });
    const unrated = await store.pay();
    const none = await store.client.get(`/api/v1/feedback/invoice/${unrated.invoiceId}`);
    expect([none.status, none.body]).toEqual([200, { feedback: null, timeZone: expect.any(String) }]);
    await expectNotFound(store.client, {
      method: 'GET',
      url: `/api/v1/feedback/invoice/${otherVisit.invoiceId}`,
    });
    const bad = await store.client.get('/api/v1/feedback/invoice/not%20an%20id');
    expect(bad.status).toBe(400);
  });

  it("never lists another tenant's feedback", async () => {
    const store = await ratedStore('Mine Bistro');
    const other = await openStore('Empty Other');
    const res = await other.client.get<TFeedbackResponse>('/api/v1/feedback');
    expect(res.body.feedbacks).toEqual([]);
    expect(res.body.feedbackCount).toBe(0);
    expect((await other.client.get<TFeedbackEntry[]>('/api/v1/feedback/filter?type=today')).body).toEqual([]);
    expect((await other.client.get<TFeedbackEntry[]>('/api/v1/feedback/search?q=fries')).body).toEqual([]);
    const summary = await other.client.get<{ feedbackCount: number }>(
      '/api/v1/feedback/summary?type=last_7days',
    );
    expect(summary.body.feedbackCount).toBe(0);
    expect((await store.client.get<TFeedbackEntry[]>('/api/v1/feedback/search?q=fries')).body).toHaveLength(
      1,
    );
  });

  it('is for the reports and invoices scopes (admins always); the summary also for the dashboard scope', async () => {
    const store = await ratedStore('Scope Bistro');
    const kitchen = await addStaff(t, store.tenantId, 'KITCHEN');
    const invoiceId = store.visits[0]!.invoiceId;
    for (const url of [
      '/api/v1/feedback',
      '/api/v1/feedback/filter?type=today',
      '/api/v1/feedback/search?q=fries',
      '/api/v1/feedback/summary',
      `/api/v1/feedback/invoice/${invoiceId}`,
    ]) {
      await expectGuarded(t, kitchen.client, { method: 'GET', url });
    }
    for (const scope of ['REPORTS', 'INVOICES']) {
      const staff = await addStaff(t, store.tenantId, scope);
      expect((await staff.client.get('/api/v1/feedback')).status).toBe(200);
    }
    const dashboard = await addStaff(t, store.tenantId, 'DASHBOARD');
    expect((await dashboard.client.get('/api/v1/feedback/summary')).status).toBe(200);
    expect((await dashboard.client.get('/api/v1/feedback')).status).toBe(403);
  });
});
