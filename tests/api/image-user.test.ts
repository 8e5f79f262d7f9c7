/** @jest-environment node */
// Profile photos: typed by their bytes, decoded and re-encoded (a square WebP of at most 512 px,
// upright, no metadata, nothing appended), the pixel cap of catalogue photos, the replaced file
// deleted after the commit — also when uploads race, on the local disk and in an S3 bucket — and
// photos stored as sent by older versions re-encoded at start.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq, notInArray } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { POST as upload } from '@/app/api/image-user/route';
import { GET as download } from '@/app/api/image-user/[file]/route';
import { GET as catalogImage } from '@/app/api/catalog-images/[file]/route';
import { getObject, installTestStore, putObject, storeFor } from '@/lib/server/storage';
import { reencodeLegacyProfilePhotos } from '@/lib/server/services/user-images';
import { users } from '@/lib/server/db/schema';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]);

const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#c8a978' } })
    [format]()
    .toBuffer();

function form(bytes: Buffer, name = 'foto.png', type = 'image/png') {
  const data = new FormData();
  data.set('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

const fileOf = (image: string) => image.split('/').pop()!;

async function served(image: string) {
  const res = await call(download, { params: { file: fileOf(image) } });
  expect(res.status).toBe(200);
  return { headers: res.headers, bytes: Buffer.from(await res.raw.arrayBuffer()) };
}

const avatarsOnDisk = () => {
  try {
    return readdirSync(path.join(process.env.DATA_DIR!, 'uploads', 'avatars')).map((name) => `avatars/${name}`);
  } catch {
    return [];
  }
};

async function rowImage(email: string) {
  const [row] = await db.db.select({ image: users.image }).from(users).where(eq(users.email, email));
  return row!.image;
}

describe('POST /api/image-user', () => {
  it('stores the photo re-encoded and returns the user with its URL; served back as WebP, cached for good', async () => {
    const token = await tokenFor(CUSTOMER);
    const res = await call(upload, { token, body: form(PNG) });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(CUSTOMER);
    expect(res.body.image).toMatch(/^\/api\/image-user\/[A-Za-z0-9]{32}-1\.webp$/);
    const { headers, bytes } = await served(res.body.image);
    expect(headers.get('content-type')).toBe('image/webp');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });

  it('ASVS 5.2.2: a photo is stored as a square WebP of at most 512 px, turned upright, with no EXIF (GPS position) left', async () => {
    // 1200 × 800, red above and blue below, which its EXIF orientation (6) turns a quarter clockwise.
    const original = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d01010' } })
      .composite([
        { input: { create: { width: 1200, height: 400, channels: 3, background: '#1030d0' } }, top: 400, left: 0 },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Telefono de Ana' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 25/1 58/1' },
      })
      .toBuffer();
    expect((await sharp(original).metadata()).exif?.includes('Telefono de Ana')).toBe(true);

    const res = await call(upload, { token: await tokenFor(CUSTOMER), body: form(original, 'yo.jpg', 'image/jpeg') });
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/-512\.webp$/);
    const { bytes } = await served(res.body.image);
    const meta = await sharp(bytes).metadata();
    expect({
      format: meta.format,
      width: meta.width,
      height: meta.height,
      exif: meta.exif,
      orientation: meta.orientation,
    }).toEqual({ format: 'webp', width: 512, height: 512, exif: undefined, orientation: undefined });
    expect(bytes.includes('Telefono de Ana')).toBe(false);
    // Upright, then cut from the middle: blue on the left, red on the right.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const blueness = (x: number) =>
      data[(256 * info.width + x) * info.channels + 2]! - data[(256 * info.width + x) * info.channels]!;
    expect(blueness(20)).toBeGreaterThan(100);
    expect(blueness(490)).toBeLessThan(-100);
  });

  it('never enlarges: a small photo keeps its size, cut square', async () => {
    const res = await call(upload, { token: await tokenFor(CUSTOMER), body: form(await picture(300, 200)) });
    expect(res.body.image).toMatch(/-200\.webp$/);
    const meta = await sharp((await served(res.body.image)).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
  });

  it.each([
    [
      'HTML and script after the pixels',
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ],
    ['script in UTF-16', Buffer.from('<script>alert(1)</script>', 'utf16le')],
    ['an SVG with an event handler', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ])('ASVS 5.2.2: a real photo carrying %s keeps only its pixels', async (_, payload) => {
    for (const format of ['png', 'jpeg'] as const) {
      const res = await call(upload, {
        token: await tokenFor(CUSTOMER),
        body: form(Buffer.concat([await picture(64, 64, format), payload]), `x.${format}`, `image/${format}`),
      });
      expect(res.status).toBe(200);
      const { bytes } = await served(res.body.image);
      for (const text of ['<script', 'alert(', '<svg', '<html']) {
        expect(bytes.includes(text)).toBe(false);
        expect(bytes.includes(Buffer.from(text, 'utf16le'))).toBe(false);
      }
    }
  });

  it('ASVS 5.2.2: a PNG that declares 50,000 × 50,000 pixels is a 422 before it is decoded; nothing is stored', async () => {
    const png = await picture(1, 1);
    // The IHDR chunk starts at byte 8: length, "IHDR", width, height, …, CRC over type and data.
    const ihdr = Buffer.from(png.subarray(8, 8 + 25));
    ihdr.writeUInt32BE(50_000, 8);
    ihdr.writeUInt32BE(50_000, 12);
    ihdr.writeUInt32BE(crc32(ihdr.subarray(4, 21)), 21);
    const bomb = Buffer.concat([png.subarray(0, 8), ihdr, png.subarray(33)]);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 50_000, height: 50_000 });

    const before = avatarsOnDisk();
    const res = await call(upload, { token: await tokenFor(CUSTOMER), body: form(bomb) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ image: ['La foto es demasiado grande: no debe pasar de 40 megapíxeles.'] });
    expect(avatarsOnDisk()).toEqual(before);
  });

  it('replaces the previous photo, whose file is deleted', async () => {
    const token = await tokenFor(CUSTOMER);
    const first = await call(upload, { token, body: form(PNG) });
    const second = await call(upload, { token, body: form(await picture(40, 40, 'webp'), 'foto.webp', 'image/webp') });
    expect(second.body.image).toMatch(/-40\.webp$/);
    expect((await call(download, { params: { file: fileOf(first.body.image) } })).status).toBe(404);
    expect(await getObject(`avatars/${fileOf(first.body.image)}`)).toBeNull();
    expect(avatarsOnDisk()).toContain(`avatars/${fileOf(second.body.image)}`);
  });

  it('judges the type by the bytes: a text file named .png, a PDF or a GIF are 415; a PNG header over garbage too', async () => {
    const token = await tokenFor(CUSTOMER);
    for (const [bytes, name, type] of [
      [Buffer.from('<svg onload=alert(1)>'), 'foto.png', 'image/png'],
      [Buffer.from('%PDF-1.7\n'), 'foto.pdf', 'application/pdf'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'foto.gif', 'image/gif'],
    ] as const) {
      const res = await call(upload, { token, body: form(bytes, name, type) });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: 'La foto debe ser JPEG, PNG o WebP.' });
    }
    const garbage = await call(upload, { token, body: form(WEBP, 'foto.webp', 'image/webp') });
    expect(garbage.status).toBe(415);
    expect(garbage.body.message).toMatch(/^No se pudo leer la foto/);
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
    for (const file of [
      'noexiste12345678901234567890.png',
      'abcdefghijklmnopqrstuvwxyz012345-512.webp',
      '..%2F..%2Fetc%2Fpasswd',
      'a.svg',
    ]) {
      expect((await call(download, { params: { file } })).status).toBe(404);
    }
  });
});

describe.each([
  ['on the local disk', DISTRIBUTOR, null],
  ['in an S3 bucket', ADMIN, 's3'],
] as const)('concurrent uploads %s', (_, email, storage) => {
  let server: S3rver | undefined;
  let bucketDir = '';
  beforeAll(async () => {
    if (storage !== 's3') return;
    bucketDir = mkdtempSync(path.join(os.tmpdir(), 'solara-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: 'fotos', configs: [] }],
    });
    const { port } = await server.run();
    installTestStore(
      storeFor({
        DATA_DIR: '/nonexistent',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'fotos',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    );
  });
  afterAll(async () => {
    if (!server) return;
    installTestStore(undefined);
    await server.close();
    rmSync(bucketDir, { recursive: true, force: true });
  });

  const stored = () => {
    if (storage !== 's3') return avatarsOnDisk();
    try {
      return readdirSync(path.join(bucketDir, 'fotos', 'avatars'))
        .filter((f) => f.endsWith('._S3rver_object'))
        .map((f) => `avatars/${f.replace('._S3rver_object', '')}`);
    } catch {
      return [];
    }
  };

  it('three uploads at once leave one file, the one the user row points to, and every other is deleted', async () => {
    const token = await tokenFor(email);
    const before = stored();
    const photos = await Promise.all([30, 31, 32].map((side) => picture(side, side)));
    const replies = await Promise.all(photos.map((bytes) => call(upload, { token, body: form(bytes) })));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const current = await rowImage(email);
    expect(stored().filter((key) => !before.includes(key))).toEqual([current]);
    expect(await getObject(current!)).not.toBeNull();

    // And once more, replacing that one: still one file.
    await Promise.all(photos.slice(0, 2).map((bytes) => call(upload, { token, body: form(bytes) })));
    expect(stored().filter((key) => !before.includes(key))).toEqual([await rowImage(email)]);
  });
});

describe('photos stored as sent by an older version', () => {
  it('are never served, and are re-encoded at start (or dropped when unreadable), once', async () => {
    const others = await db.db
      .select({ id: users.id })
      .from(users)
      .where(notInArray(users.email, [ADMIN, DISTRIBUTOR, CUSTOMER]))
      .orderBy(users.id)
      .limit(2);
    const [withGps, unreadable] = others.map((u) => u.id) as [number, number];
    // Names as they were given then: 32 random characters and the upload's own type.
    const legacyJpeg = `avatars/${'L'.repeat(31)}1.jpg`;
    const legacyPng = `avatars/${'L'.repeat(31)}2.png`;
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2f5d8a' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Telefono de Luis' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '20/1 40/1 12/1' } })
      .toBuffer();
    await putObject(legacyJpeg, new Uint8Array(Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')])));
    await putObject(legacyPng, new Uint8Array(Buffer.from('no es una imagen')));
    await db.db.update(users).set({ image: legacyJpeg }).where(eq(users.id, withGps));
    await db.db.update(users).set({ image: legacyPng }).where(eq(users.id, unreadable));

    expect((await call(download, { params: { file: fileOf(legacyJpeg) } })).status).toBe(404);

    expect(await reencodeLegacyProfilePhotos(db.db)).toEqual({ reencoded: 1, dropped: 1 });
    const [row] = await db.db.select({ image: users.image }).from(users).where(eq(users.id, withGps));
    expect(row!.image).toMatch(/^avatars\/[A-Za-z0-9]{32}-512\.webp$/);
    const { bytes } = await served(row!.image!);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes('Telefono de Luis') || bytes.includes('<script')).toBe(false);
    expect(await getObject(legacyJpeg)).toBeNull();
    const [dropped] = await db.db.select({ image: users.image }).from(users).where(eq(users.id, unreadable));
    expect(dropped!.image).toBeNull();
    expect(await getObject(legacyPng)).toBeNull();

    expect(await reencodeLegacyProfilePhotos(db.db)).toEqual({ reencoded: 0, dropped: 0 });
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
