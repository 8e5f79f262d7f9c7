/** @jest-environment node */
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { CUSTOMER, tokenFor } from '@/tests/support/accounts';
import { POST as upload } from '@/app/api/image-user/route';
import { GET as download } from '@/app/api/image-user/[file]/route';
import { GET as catalogImage } from '@/app/api/catalog-images/[file]/route';
import { putObject } from '@/lib/server/storage';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => { db = await setupTestDatabase(); });
afterAll(async () => { await db.dispose(); });

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)]);

function form(bytes: Buffer, name = 'foto.png', type = 'image/png') {
  const data = new FormData();
  data.set('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

describe('POST /api/image-user', () => {
  it('stores a PNG and returns the user with its URL, served back with its content type', async () => {
    const token = await tokenFor(CUSTOMER);
    const res = await call(upload, { token, body: form(PNG) });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(CUSTOMER);
    expect(res.body.image).toMatch(/^\/api\/image-user\/[A-Za-z0-9]{32}\.png$/);
    const file = res.body.image.split('/').pop();
    const served = await call(download, { params: { file } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.raw.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('replaces the previous photo', async () => {
    const token = await tokenFor(CUSTOMER);
    const first = await call(upload, { token, body: form(PNG) });
    const second = await call(upload, { token, body: form(WEBP, 'foto.webp', 'image/webp') });
    expect(second.body.image).toMatch(/\.webp$/);
    expect((await call(download, { params: { file: first.body.image.split('/').pop() } })).status).toBe(404);
  });

  it('judges the type by the bytes: a text file named .png is 415', async () => {
    const token = await tokenFor(CUSTOMER);
    const res = await call(upload, { token, body: form(Buffer.from('<svg onload=alert(1)>'), 'foto.png', 'image/png') });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'La imagen debe ser JPEG, PNG o WebP.' });
  });

  it('a PDF is not a photo: 415', async () => {
    const token = await tokenFor(CUSTOMER);
    const res = await call(upload, { token, body: form(Buffer.from('%PDF-1.7\n'), 'foto.pdf', 'application/pdf') });
    expect(res.status).toBe(415);
  });

  it('over 5 MB is 413', async () => {
    const token = await tokenFor(CUSTOMER);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await call(upload, { token, body: form(big) });
    expect(res.status).toBe(413);
  });

  it('a missing field is 422, a JSON body 415, anonymous 401', async () => {
    const token = await tokenFor(CUSTOMER);
    const empty = new FormData();
    empty.set('otro', 'x');
    const missing = await call(upload, { token, body: empty });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ image: ['El campo imagen es obligatorio.'] });
    expect((await call(upload, { token, json: { image: 'x' } })).status).toBe(415);
    expect((await call(upload, { token: null, body: form(PNG) })).status).toBe(401);
  });

  it('an unknown or malformed file name is 404', async () => {
    for (const file of ['noexiste12345678901234567890.png', '..%2F..%2Fetc%2Fpasswd', 'a.svg']) {
      expect((await call(download, { params: { file } })).status).toBe(404);
    }
  });
});

describe('GET /api/catalog-images/{file}', () => {
  it('serves a catalogue photo variant publicly with its content type, and 404 for anything else', async () => {
    await putObject('catalog/abcdefghijklmnopqrstuvwx-320.webp', new Uint8Array(WEBP));
    await putObject('catalog/abcdefghijklmnopqrstuvwx.png', new Uint8Array(PNG));
    const res = await call(catalogImage, { params: { file: 'abcdefghijklmnopqrstuvwx-320.webp' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await call(catalogImage, { params: { file: 'abcdefghijklmnopqrstuvwx-640.webp' } })).status).toBe(404);
    // Only variant names: an object stored under another name is never served.
    expect((await call(catalogImage, { params: { file: 'abcdefghijklmnopqrstuvwx.png' } })).status).toBe(404);
    expect((await call(catalogImage, { params: { file: '../avatars/x.png' } })).status).toBe(404);
  });
});
