/** @jest-environment node */
// Uploads and body limits: the type comes from the bytes (wrong magic → 415), polyglots are
// refused (415), and an oversize body is refused (413) from its Content-Length before a byte
// is read, or — chunked, without Content-Length — as soon as the count passes the limit.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, tokenFor } from '@/tests/support/accounts';
import { POST as uploadImage } from '@/app/api/image-user/route';
import { POST as uploadFile } from '@/app/api/files/[kind]/route';
import { PUT as putMe } from '@/app/api/login-user/route';
import { files } from '@/lib/server/db/schema';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let admin: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  [customer, admin] = await Promise.all([tokenFor(CUSTOMER), tokenFor(ADMIN)]);
});
afterAll(async () => { await db.dispose(); });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

function form(field: string, bytes: Buffer, name: string, type: string) {
  const data = new FormData();
  data.set(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

/** A body that counts what the server pulls from it: `size` bytes in 64 KiB chunks. */
function countingStream(size: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= size) return controller.close();
      state.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

const uploadsOnDisk = () => {
  try {
    return readdirSync(path.join(process.env.DATA_DIR!, 'uploads'), { recursive: true }).length;
  } catch {
    return 0;
  }
};
const fileRows = async () => (await db.db.select({ id: files.id }).from(files)).length;

describe('magic bytes and polyglots', () => {
  const cases: [string, Buffer, string, string][] = [
    ['a GIF (not accepted)', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'x.gif', 'image/gif'],
    ['HTML named .png', Buffer.from('<!doctype html><h1>hola</h1>'), 'x.png', 'image/png'],
    ['an SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'],
    ['a JPEG header followed by HTML', Buffer.concat([JPEG_HEAD, Buffer.from('<html><script>alert(document.cookie)</script></html>')]), 'x.jpg', 'image/jpeg'],
  ];
  // A real picture with markup after it: a profile photo keeps only its pixels (image-user.test.ts),
  // the panel's files, stored as sent, refuse it.
  const pngWithSvg: [string, Buffer, string, string] = ['a PNG with an SVG appended', Buffer.concat([PNG, Buffer.from('<svg onload=alert(1)>')]), 'x.png', 'image/png'];

  it.each(cases)('profile photo: %s → 415, nothing stored', async (_, bytes, name, type) => {
    const before = uploadsOnDisk();
    const res = await call(uploadImage, { token: customer, body: form('image', bytes, name, type) });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(uploadsOnDisk()).toBe(before);
  });

  it.each([...cases, pngWithSvg])('admin file: %s → 415, nothing stored', async (_, bytes, name, type) => {
    const [rows, disk] = [await fileRows(), uploadsOnDisk()];
    const res = await call(uploadFile, { token: admin, params: { kind: 'promotions' }, body: form('file', bytes, name, type) });
    expect(res.status).toBe(415);
    expect([await fileRows(), uploadsOnDisk()]).toEqual([rows, disk]);
  });

  it('a clean PNG and a clean PDF are still accepted', async () => {
    expect((await call(uploadImage, { token: customer, body: form('image', PNG, 'foto.png', 'image/png') })).status).toBe(200);
    expect((await call(uploadFile, { token: admin, params: { kind: 'promotions' }, body: form('file', PDF, 'promo.pdf', 'application/pdf') })).status).toBe(201);
  });
});

describe('size limits', () => {
  it.each([
    ['profile photo', uploadImage, customer, {}],
    ['admin file', uploadFile, admin, { kind: 'list-price' }],
    ['a JSON body', putMe, customer, {}],
  ] as const)('%s: a huge declared Content-Length is a fast 413 without reading the body', async (_, handler, __, params) => {
    const token = handler === uploadFile ? admin : customer;
    const { stream, state } = countingStream(1024 * 1024 * 1024);
    const started = Date.now();
    const res = await call(handler, {
      token, method: handler === putMe ? 'PUT' : 'POST', params, body: stream,
      headers: { 'Content-Type': handler === putMe ? 'application/json' : 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(state.pulled).toBeLessThanOrEqual(128 * 1024); // at most what the stream buffers ahead, never the body
  });

  it.each([
    ['profile photo', 5 * 1024 * 1024],
    ['admin file', 20 * 1024 * 1024],
  ] as const)('%s: a chunked body with no Content-Length stops being read at the limit', async (what, limit) => {
    const handler = what === 'admin file' ? uploadFile : uploadImage;
    const { stream, state } = countingStream(1024 * 1024 * 1024);
    const res = await call(handler, {
      token: what === 'admin file' ? admin : customer, params: { kind: 'list-price' }, body: stream,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(res.status).toBe(413);
    expect(state.pulled).toBeGreaterThan(limit);
    expect(state.pulled).toBeLessThan(limit + 1024 * 1024); // the limit plus what was in flight
  });

  it('a chunked JSON body over 1 MB is 413 and is not read to the end', async () => {
    const { stream, state } = countingStream(64 * 1024 * 1024);
    const res = await call(putMe, { token: customer, method: 'PUT', body: stream, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(state.pulled).toBeLessThan(3 * 1024 * 1024);
  });

  it('a malformed Content-Length is a 400, not a crash', async () => {
    const res = await call(uploadImage, { token: customer, body: 'x', headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': 'mucho' } });
    expect(res.status).toBe(400);
  });

  it('a body that is not multipart is 415', async () => {
    const res = await call(uploadImage, { token: customer, json: { image: 'data:image/png;base64,AAAA' } });
    expect(res.status).toBe(415);
  });
});
