import {
  businessDay,
  MSG,
  RESERVATION_MSG,
  startOfDay,
  type TReservationResponse,
  type TReservationsInitResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';

const BASE = '/api/v1/reservations';
const HOUR = 3_600_000;
const ZONE = 'Asia/Kolkata';

let t: TTestApp;
let owner: TestClient;
let tenantId: string;
let other: TestClient;
let viewer: TestClient;
let manager: TestClient;
let outsider: TestClient;
let tableId: string;
let otherTableId: string;

const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function addCustomer(client: TestClient, phone: string, name: string) {
  const res = await client.post('/api/v1/customers/add', { phone, name });
  expect(res.status).toBe(200);
}

async function addTable(client: TestClient, title: string): Promise<string> {
  const res = await client.post<{ id: string }>('/api/v1/settings/store-tables/add', {
    title,
    floor: 'Ground',
    seatingCapacity: 4,
  });
  return res.body.id;
}

const search = async (client: TestClient, q: string) =>
  (await client.get<TReservationResponse[]>(`${BASE}/search?q=${encodeURIComponent(q)}`)).body;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpTenant(t.app, 'Booking Bistro');
  owner = a.client;
  tenantId = a.tenantId;
  await t.db
    .updateTable('store_settings')
    .set({ time_zone: ZONE })
    .where('tenant_id', '=', tenantId)
    .execute();
  viewer = (await addStaff(t, tenantId, 'VIEW_RESERVATIONS')).client;
  manager = (await addStaff(t, tenantId, 'MANAGE_RESERVATIONS')).client;
  outsider = (await addStaff(t, tenantId, 'POS')).client;
  const b = await signUpTenant(t.app, 'Other Bistro');
  other = b.client;
  tableId = await addTable(owner, 'Window');
  otherTableId = await addTable(other, 'Elsewhere');
  await addCustomer(owner, '5550001', 'Ada Lovelace');
  await addCustomer(owner, '5550002', 'Grace Hopper');
  await addCustomer(other, '5550009', 'Other Guest');
});
afterAll(async () => {
  await t.close();
});

describe('reservations', () => {
  it("init answers the store tables without their public ids, and the store's time zone", async () => {
    const res = await viewer.get<TReservationsInitResponse>(`${BASE}/init`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      storeTables: [{ id: tableId, table_title: 'Window', floor: 'Ground', seating_capacity: 4 }],
      timeZone: ZONE,
    });
  });

  it('adds, finds by code, name and phone, updates and deletes', async () => {
    const date = inHours(30 * 24);
    const add = await owner.post(`${BASE}/add`, {
      customerId: '5550001',
      date,
      tableId,
      status: 'booked',
      notes: ' Window seat, please ',
      peopleCount: 3,
    });
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ message: RESERVATION_MSG.added });

    const [found] = await search(owner, '  lovelace ');
    expect(found).toEqual({
      id: expect.any(String),
      customer_id: '5550001',
      customer_name: 'Ada Lovelace',
      date,
      table_id: tableId,
      table_title: 'Window',
      status: 'booked',
      notes: 'Window seat, please',
      people_count: 3,
      unique_code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{10}$/),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const reservation = found as TReservationResponse;
    expect(await search(viewer, reservation.unique_code.toLowerCase())).toEqual([reservation]);
    expect(await search(owner, '555000')).toContainEqual(reservation);
    expect(await search(other, reservation.unique_code)).toEqual([]);

    const update = await manager.post(`${BASE}/update/${reservation.id}`, {
      date: inHours(31 * 24),
      tableId: '',
      status: 'paid',
      notes: '',
      peopleCount: 5,
    });
    expect(update.body).toEqual({ message: RESERVATION_MSG.updated });
    const [updated] = await search(owner, reservation.unique_code);
    expect(updated).toMatchObject({
      table_id: null,
      table_title: null,
      status: 'paid',
      notes: null,
      people_count: 5,
      unique_code: reservation.unique_code,
    });

    const del = await owner.delete(`${BASE}/delete/${reservation.id}`);
    expect(del.body).toEqual({ message: RESERVATION_MSG.deleted });
    expect(await search(owner, reservation.unique_code)).toEqual([]);
  });

  it('gives each reservation its own code and books as booked with nobody by default', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await owner.post(`${BASE}/add`, { customerId: '5550002', date: inHours(40 * 24 + i) });
      expect(res.status).toBe(200);
    }
    const rows = await search(owner, 'Grace');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.unique_code).not.toBe(rows[1]?.unique_code);
    expect(rows[0]).toMatchObject({ status: 'booked', people_count: 0, table_id: null, notes: null });
  });

  it("answers the spec's messages", async () => {
    const expect400 = async (url: string, body: unknown, message: string) => {
      const res = await owner.post(url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    };
    const date = inHours(50 * 24);
    await expect400(`${BASE}/add`, { date }, RESERVATION_MSG.selectCustomer);
    await expect400(`${BASE}/add`, { customerId: '  ', date }, RESERVATION_MSG.selectCustomer);
    await expect400(`${BASE}/add`, { customerId: '5550001' }, RESERVATION_MSG.selectDateTime);
    await expect400(`${BASE}/add`, { customerId: '5550001', date: '' }, RESERVATION_MSG.selectDateTime);
    await expect400(
      `${BASE}/add`,
      { customerId: '5550001', date: 'tomorrow' },
      RESERVATION_MSG.selectDateTime,
    );
    await expect400(`${BASE}/add`, { customerId: '5550001', date: inHours(-1) }, RESERVATION_MSG.dateInPast);
    await expect400(
      `${BASE}/add`,
      { customerId: '5550001', date, status: 'pending' },
      RESERVATION_MSG.invalidStatus,
    );
    await expect400(
      `${BASE}/add`,
      { customerId: '5550001', date, peopleCount: -1 },
      RESERVATION_MSG.invalidPeopleCount,
    );
    await expect400(`${BASE}/update/${'x'.repeat(65)}`, { date }, MSG.invalidRequest);
    const [any] = await search(owner, 'Grace');
    await expect400(`${BASE}/update/${any?.id}`, { tableId: null }, RESERVATION_MSG.selectDateTime);
    const blank = await owner.get(`${BASE}/search?q=%20%20`);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(RESERVATION_MSG.searchTermRequired);
    // an unknown customer phone is not the store's customer
    await expectNotFound(owner, { method: 'POST', url: `${BASE}/add`, body: { customerId: '999', date } });
  });

  it('lets a booking that has passed be edited with its date kept, but never moved into the past', async () => {
    const customer = await t.db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', '5550001')
      .executeTakeFirstOrThrow();
    const id = newId();
    const past = new Date(Date.now() - 3 * HOUR).toISOString();
    const now = new Date().toISOString();
    await t.db
      .insertInto('reservations')
      .values({
        id,
        tenant_id: tenantId,
        customer_id: customer.id,
        date: past,
        table_id: null,
        status: 'booked',
        notes: 'came and ate',
        people_count: 2,
        unique_code: newId().slice(-10),
        created_at: now,
        updated_at: now,
      })
      .execute();
    // the same instant written with the store's offset is the same date
    const sameInKolkata = new Date(Date.parse(past) + 5.5 * HOUR).toISOString().replace('Z', '+05:30');
    const paid = await owner.post(`${BASE}/update/${id}`, { date: sameInKolkata, status: 'paid' });
    expect(paid.status).toBe(200);
    const moved = await owner.post(`${BASE}/update/${id}`, { date: inHours(-2), status: 'paid' });
    expect([moved.status, moved.body.message]).toEqual([400, RESERVATION_MSG.dateInPast]);
    const row = (await search(owner, 'Lovelace')).find((r) => r.id === id);
    expect([row?.date, row?.status]).toEqual([past, 'paid']);
    await t.db.deleteFrom('reservations').where('id', '=', id).execute();
  });

  it("reads a date-time input's raw value (no offset) on the store's clock, on add and update", async () => {
    // what the spec source client sends: the picker's value as typed, in the store's zone (+05:30)
    const wall = new Date(Date.now() + 50 * 24 * HOUR);
    const local = wall.toISOString().slice(0, 16);
    const expected = new Date(Date.parse(`${local}:00Z`) - 5.5 * HOUR).toISOString();
    const add = await owner.post(`${BASE}/add`, {
      customerId: '5550002',
      date: local,
      tableId: null,
      status: 'booked',
      notes: 'raw picker value',
      peopleCount: 2,
    });
    expect([add.status, add.body]).toEqual([200, { message: RESERVATION_MSG.added }]);
    const stored = () =>
      t.db
        .selectFrom('reservations')
        .select(['id', 'date'])
        .where('tenant_id', '=', tenantId)
        .where('notes', '=', 'raw picker value')
        .executeTakeFirstOrThrow();
    const added = await stored();
    expect(added.date).toBe(expected);
    expect((await search(owner, 'Hopper')).find((r) => r.id === added.id)?.date).toBe(expected);

    const later = new Date(wall.getTime() + 26 * HOUR + 15 * 60_000).toISOString().slice(0, 16);
    const update = await owner.post(`${BASE}/update/${added.id}`, {
      date: later,
      tableId: null,
      status: 'booked',
      notes: 'raw picker value',
      peopleCount: 3,
    });
    expect([update.status, update.body]).toEqual([200, { message: RESERVATION_MSG.updated }]);
    expect((await stored()).date).toBe(new Date(Date.parse(`${later}:00Z`) - 5.5 * HOUR).toISOString());

    // a value that is no date-time, and one in the past on the store's clock, are refused as before
    const yesterday = new Date(Date.now() + 5.5 * HOUR - 24 * HOUR).toISOString().slice(0, 16);
    for (const [date, message] of [
      ['2026-02-30T10:00', RESERVATION_MSG.selectDateTime],
      ['2026-11-26T25:00', RESERVATION_MSG.selectDateTime],
      ['2026-11-26 17:37', RESERVATION_MSG.selectDateTime],
      [yesterday, RESERVATION_MSG.dateInPast],
    ]) {
      const res = await owner.post(`${BASE}/add`, { customerId: '5550002', date });
      expect([res.status, res.body], date).toEqual([400, { message }]);
    }
    await t.db.deleteFrom('reservations').where('id', '=', added.id).execute();
  });

  it('refuses a second live booking of a table within two hours, either side', async () => {
    const at = Date.now() + 60 * 24 * HOUR;
    const iso = (offsetHours: number) => new Date(at + offsetHours * HOUR).toISOString();
    const book = (date: string, status = 'booked') =>
      owner.post(`${BASE}/add`, { customerId: '5550001', date, tableId, status });

    expect((await book(iso(0))).status).toBe(200);
    for (const offset of [1.99, -1.99, 0]) {
      const refused = await book(iso(offset));
      expect(refused.status, `offset ${offset}`).toBe(409);
      expect(refused.body.message).toBe(RESERVATION_MSG.tableTaken);
    }
    // two hours apart is fine; another table, no table and a cancelled booking are too
    expect((await book(iso(2))).status).toBe(200);
    expect((await book(iso(-2))).status).toBe(200);
    expect((await book(iso(1), 'cancelled')).status).toBe(200);
    expect((await owner.post(`${BASE}/add`, { customerId: '5550001', date: iso(1) })).status).toBe(200);

    // a cancelled booking does not hold the table: moving it onto a live one's slot stays refused when live
    const cancelledRow = (await search(owner, 'Lovelace')).find(
      (row) => row.status === 'cancelled' && row.date === iso(1),
    ) as TReservationResponse;
    const revive = await owner.post(`${BASE}/update/${cancelledRow.id}`, {
      date: iso(1),
      tableId,
      status: 'booked',
    });
    expect(revive.status).toBe(409);
    expect(revive.body.message).toBe(RESERVATION_MSG.tableTaken);
    // a booking moved within its own two hours does not collide with itself
    const first = (await search(owner, 'Lovelace')).find(
      (row) => row.date === iso(0),
    ) as TReservationResponse;
    const move = await owner.post(`${BASE}/update/${first.id}`, {
      date: iso(0.5),
      tableId,
      status: 'booked',
    });
    expect(move.status).toBe(409); // iso(2) is 1.5 hours from iso(0.5)
    const stay = await owner.post(`${BASE}/update/${first.id}`, { date: iso(0), tableId, status: 'paid' });
    expect(stay.status).toBe(200);
  });

  it("lists by the filter in the store's time zone, earliest first", async () => {
    const customer = await t.db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', '5550002')
      .executeTakeFirstOrThrow();
    const todayStart = startOfDay(businessDay(new Date(), ZONE), ZONE).getTime();
    const insertAt = async (ms: number, notes: string) => {
      const now = new Date().toISOString();
      await t.db
        .insertInto('reservations')
        .values({
          id: newId(),
          tenant_id: tenantId,
          customer_id: customer.id,
          date: new Date(ms).toISOString(),
          table_id: null,
          status: 'booked',
          notes,
          people_count: 2,
          unique_code: newId().slice(-10),
          created_at: now,
          updated_at: now,
        })
        .execute();
    };
    // Asia/Kolkata has no daylight saving: its days are 24 hours.
    await insertAt(todayStart + 23 * HOUR + 59 * 60_000, 'late today');
    await insertAt(todayStart, 'first minute today');
    await insertAt(todayStart - 60_000, 'last minute yesterday');
    await insertAt(todayStart + 24 * HOUR, 'first minute tomorrow');
    await insertAt(todayStart - 6 * 24 * HOUR, 'six days ago');
    await insertAt(todayStart - 7 * 24 * HOUR, 'seven days ago');

    const notesOf = async (query: string) =>
      (await viewer.get<TReservationResponse[]>(`${BASE}?${query}`)).body
        .map((row) => row.notes)
        .filter((notes) => notes?.includes('minute') || notes?.includes('today') || notes?.includes('ago'));
    expect(await notesOf('type=today')).toEqual(['first minute today', 'late today']);
    expect(await notesOf('')).toEqual(['first minute today', 'late today']);
    expect(await notesOf('type=yesterday')).toEqual(['last minute yesterday']);
    expect(await notesOf('type=tomorrow')).toEqual(['first minute tomorrow']);
    expect(await notesOf('type=last_7days')).toEqual([
      'six days ago',
      'last minute yesterday',
      'first minute today',
      'late today',
    ]);
    const today = businessDay(new Date(), ZONE);
    expect(await notesOf(`type=custom&from=${today}&to=${today}`)).toEqual([
      'first minute today',
      'late today',
    ]);
    const bad = await viewer.get(`${BASE}?type=custom&from=${today}`);
    expect(bad.status).toBe(400);
    expect((await other.get<TReservationResponse[]>(`${BASE}?type=last_7days`)).body).toEqual([]);
  });

  it('lets VIEW_RESERVATIONS read but not write, and refuses staff without a reservations scope', async () => {
    const [row] = await search(owner, 'Grace');
    const id = row?.id as string;
    const writes = [
      {
        method: 'POST' as const,
        url: `${BASE}/add`,
        body: { customerId: '5550002', date: inHours(90 * 24) },
      },
      { method: 'POST' as const, url: `${BASE}/update/${id}`, body: { date: inHours(90 * 24) } },
      { method: 'DELETE' as const, url: `${BASE}/delete/${id}` },
    ];
    for (const call of writes) await expectGuarded(t, viewer, call);
    for (const url of [`${BASE}/init`, `${BASE}?type=today`, `${BASE}/search?q=Grace`]) {
      await expectGuarded(t, outsider, { method: 'GET', url });
      expect((await viewer.get(url)).status).toBe(200);
    }
    expect((await search(owner, 'Grace')).find((r) => r.id === id)).toEqual(row);
  });

  it("answers 404 for another tenant's reservation, table and customer, changing nothing", async () => {
    const [row] = await search(owner, 'Grace');
    const id = row?.id as string;
    const date = inHours(95 * 24);
    await expectNotFound(other, { method: 'POST', url: `${BASE}/update/${id}`, body: { date } });
    await expectNotFound(other, { method: 'DELETE', url: `${BASE}/delete/${id}` });
    await expectNotFound(owner, {
      method: 'POST',
      url: `${BASE}/add`,
      body: { customerId: '5550002', date, tableId: otherTableId },
    });
    await expectNotFound(owner, {
      method: 'POST',
      url: `${BASE}/add`,
      body: { customerId: '5550009', date },
    });
    await expectNotFound(owner, {
      method: 'POST',
      url: `${BASE}/update/${id}`,
      body: { date, tableId: otherTableId },
    });
    expect((await search(owner, 'Grace')).find((r) => r.id === id)).toEqual(row);
  });
});
