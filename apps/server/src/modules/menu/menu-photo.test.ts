import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { MSG, type TMenuItemResponse } from '@opentab/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';
import { postMultipart, type TPart } from '../../test/multipart.ts';
import { storedImagePath } from '../uploads/image-store.ts';
import { MAX_UPLOAD_BYTES } from '../uploads/image-upload.ts';

const BASE = '/api/v1/menu-items';

let t: TTestApp;
let owner: TestClient;
let other: TestClient;
let staff: TestClient;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpTenant(t.app, 'Photo Patisserie');
  owner = a.client;
  other = (await signUpTenant(t.app, 'Other Patisserie')).client;
  staff = (await addStaff(t, a.tenantId, 'POS')).client;
  png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d2691e' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const imagePart = (data: Buffer | string = png, name = 'image'): TPart => ({
  name,
  filename: 'croissant.png',
  contentType: 'image/png',
  data,
});

async function addItem(client: TestClient = owner): Promise<string> {
  const res = await client.post<{ id: string }>(`${BASE}/add`, { title: 'Croissant', price: 2.2 });
  return res.body.id;
}

const upload = (client: TestClient | undefined, itemId: string, part: TPart = imagePart()) =>
  postMultipart<{ message: string; imageURL: string }>(
    t.app,
    client,
    `${BASE}/update/${itemId}/upload-photo`,
    [part],
  );

const imageOf = async (itemId: string) =>
  (await owner.get<TMenuItemResponse>(`${BASE}/${itemId}`)).body.image;

const fileOf = (url: string | null) => storedImagePath(t.config.uploadsDir, url) ?? '';
const storedFiles = () => (existsSync(t.config.uploadsDir) ? readdirSync(t.config.uploadsDir) : []);

describe('menu item photo', () => {
  it('stores a re-encoded WebP within 512 px and serves it with long cache headers', async () => {
    const itemId = await addItem();
    const res = await upload(owner, itemId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: MSG.photoUploaded,
      imageURL: expect.stringMatching(/^\/uploads\/[\w-]{20,}\.webp$/),
    });
    expect(await imageOf(itemId)).toBe(res.body.imageURL);
    expect(existsSync(fileOf(res.body.imageURL))).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: res.body.imageURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 512, 341]);
  });

  it('keeps small images at their size', async () => {
    const small = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    const res = await upload(owner, await addItem(), imagePart(small));
    expect(res.status).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.body.imageURL });
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([64, 48]);
  });

  it('deletes the replaced photo, and the photo on remove-photo', async () => {
    const itemId = await addItem();
    const first = await upload(owner, itemId);
    const second = await upload(owner, itemId);
    expect(second.status).toBe(200);
    expect(second.body.imageURL).not.toBe(first.body.imageURL);
    expect(existsSync(fileOf(first.body.imageURL))).toBe(false);
    expect(existsSync(fileOf(second.body.imageURL))).toBe(true);

    const removed = await owner.post(`${BASE}/update/${itemId}/remove-photo`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: MSG.photoRemoved });
    expect(await imageOf(itemId)).toBeNull();
    expect(existsSync(fileOf(second.body.imageURL))).toBe(false);
    const gone = await t.app.inject({ method: 'GET', url: second.body.imageURL });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: MSG.notFound });

    // removing when there is no photo is harmless
    expect((await owner.post(`${BASE}/update/${itemId}/remove-photo`)).status).toBe(200);
  });

  it('deletes the photo with the item', async () => {
    const itemId = await addItem();
    const res = await upload(owner, itemId);
    expect((await owner.delete(`${BASE}/delete/${itemId}`)).status).toBe(200);
    expect(existsSync(fileOf(res.body.imageURL))).toBe(false);
  });

  it('refuses what is not an image, whatever its name and type say', async () => {
    const itemId = await addItem();
    const before = storedFiles().length;
    for (const data of ['definitely not a png', png.subarray(0, 200), Buffer.from('<svg xmlns="x"></svg>')]) {
      const res = await upload(owner, itemId, imagePart(data));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.imageInvalid);
    }
    expect(await imageOf(itemId)).toBeNull();
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an empty file as no image chosen, and random bytes or a text named .png as not an image', async () => {
    const itemId = await addItem();
    const before = storedFiles().length;
    const empty = await upload(owner, itemId, imagePart(Buffer.alloc(0)));
    expect([empty.status, empty.body]).toEqual([400, { message: MSG.imageRequired }]);
    const notImages = [
      randomBytes(4096),
      Buffer.concat([png.subarray(0, 8), randomBytes(2048)]),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2048)]),
      'a text file, named croissant.png\n',
    ];
    for (const data of notImages) {
      const res = await upload(owner, itemId, imagePart(data));
      expect([res.status, res.body]).toEqual([400, { message: MSG.imageInvalid }]);
    }
    expect(await imageOf(itemId)).toBeNull();
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const itemId = await addItem();
    const res = await upload(owner, itemId, imagePart(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 7)));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MSG.imageTooLarge);
    expect(await imageOf(itemId)).toBeNull();
  });

  it('needs the file in the field "image", sent as multipart', async () => {
    const itemId = await addItem();
    const wrongField = await upload(owner, itemId, imagePart(png, 'photo'));
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe(MSG.imageRequired);
    const noFile = await postMultipart(t.app, owner, `${BASE}/update/${itemId}/upload-photo`, [
      { name: 'note', data: 'hello' },
    ]);
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe(MSG.imageRequired);
    const json = await owner.post(`${BASE}/update/${itemId}/upload-photo`, { image: 'x' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(MSG.imageRequired);
  });

  it('accepts multipart on the upload route only', async () => {
    const itemId = await addItem();
    const res = await postMultipart(t.app, owner, `${BASE}/update/${itemId}`, [{ name: 'title', data: 'X' }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.jsonRequired);
  });

  it('refuses a cross-site upload', async () => {
    const itemId = await addItem();
    const res = await postMultipart(t.app, owner, `${BASE}/update/${itemId}/upload-photo`, [imagePart()], {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.badOrigin);
  });

  it("keeps other tenants' items out of reach and leaves no file behind", async () => {
    const itemId = await addItem();
    const mine = await upload(owner, itemId);
    const before = storedFiles().length;
    const res = await upload(other, itemId);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.notFound);
    await expectNotFound(other, { method: 'POST', url: `${BASE}/update/${itemId}/remove-photo` });
    expect(storedFiles().length).toBe(before);
    expect(await imageOf(itemId)).toBe(mine.body.imageURL);
    expect(existsSync(fileOf(mine.body.imageURL))).toBe(true);
  });

  it('refuses a malformed item id with 400 before reading the upload, and changes nothing', async () => {
    const itemId = await addItem();
    const mine = await upload(owner, itemId);
    const before = storedFiles().length;
    for (const id of [`${itemId}%20`, 'not%20an%20id', 'x'.repeat(65)]) {
      const uploaded = await upload(owner, id);
      expect([uploaded.status, uploaded.body.message]).toEqual([400, MSG.invalidRequest]);
      const removed = await owner.post(`${BASE}/update/${id}/remove-photo`);
      expect([removed.status, removed.body.message]).toEqual([400, MSG.invalidRequest]);
    }
    expect(storedFiles().length).toBe(before);
    expect(await imageOf(itemId)).toBe(mine.body.imageURL);
    expect(existsSync(fileOf(mine.body.imageURL))).toBe(true);
  });

  it('answers 404 for an unknown photo', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/nothing-here-at-all-000000.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.notFound });
  });

  it('guards upload-photo and remove-photo', async () => {
    const itemId = await addItem();
    const anonymous = await upload(undefined, itemId);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(MSG.unauthenticated);
    const denied = await upload(staff, itemId);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(MSG.noAccess);
    await expectGuarded(t, staff, { method: 'POST', url: `${BASE}/update/${itemId}/remove-photo` });
    expect(await imageOf(itemId)).toBeNull();
  });
});
