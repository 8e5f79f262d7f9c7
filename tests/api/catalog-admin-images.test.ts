/** @jest-environment node */
// Catalogue photos: the type judged by the bytes (415), the size limit (413), WebP
// variants at the standard widths never wider than the original, the old photo's files deleted
// when replaced or removed, and the public catalogue carrying {src, width, height, srcset}.
import sharp from 'sharp';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { GET as adminCatalog } from '@/app/api/admin/catalog/route';
import { DELETE as removePhoto, POST as upload } from '@/app/api/admin/catalog/[kind]/[id]/image/route';
import { GET as publicCatalog } from '@/app/api/catalog/route';
import { GET as catalogImage } from '@/app/api/catalog-images/[file]/route';
import { getObject } from '@/lib/server/storage';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let admin: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  admin = await tokenFor(ADMIN);
});
afterAll(async () => {
  await db.dispose();
});

const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#c8a978' } })
    [format]()
    .toBuffer();

function form(bytes: Buffer, name = 'foto.jpg', type = 'image/jpeg') {
  const data = new FormData();
  data.set('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

async function firstColor() {
  const { body } = await call(adminCatalog, { token: admin });
  return body.colors.find((c: { published: boolean }) => c.published) as {
    id: number;
    slug: string;
    fabric_id: number;
  };
}

const send = (kind: string, id: number, body: BodyInit, token = admin) =>
  call(upload, { token, params: { kind, id: String(id) }, body });
const fileOf = (src: string) => src.split('/').pop()!;
const keyOf = (src: string) => `catalog/${fileOf(src)}`;

describe('POST /api/admin/catalog/{kind}/{id}/image', () => {
  it('stores WebP variants at 320–1920 px for a large photo and the public catalogue shows them', async () => {
    const color = await firstColor();
    const res = await send('colors', color.id, form(await picture(2400, 1800)));
    expect(res.status).toBe(200);
    const image = res.body.image;
    expect(image.srcset.map((v: { width: number }) => v.width)).toEqual([320, 640, 960, 1280, 1920]);
    expect(image).toMatchObject({ width: 1920, height: 1440 });
    expect(image.src).toMatch(/^\/api\/catalog-images\/[A-Za-z0-9]{24}-960\.webp$/);
    for (const variant of image.srcset) {
      const stored = await getObject(keyOf(variant.src));
      expect(stored).not.toBeNull();
      const meta = await sharp(stored!.bytes).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: variant.width });
    }
    const served = await call(catalogImage, { params: { file: fileOf(image.src) } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const catalog = (await call(publicCatalog)).body;
    const shown = catalog.fabrics
      .find((f: { id: number }) => f.id === color.fabric_id)
      .colors.find((c: { id: number }) => c.id === color.id);
    expect(shown.image).toEqual(image);
  });

  it('never upscales: a 500 px photo keeps 320 px and its own width', async () => {
    const { body } = await call(adminCatalog, { token: admin });
    const model = body.models[0];
    const res = await send('models', model.id, form(await picture(500, 250, 'png'), 'toldo.png', 'image/png'));
    expect(res.status).toBe(200);
    expect(res.body.image.srcset.map((v: { width: number }) => v.width)).toEqual([320, 500]);
    expect(res.body.image).toMatchObject({ width: 500, height: 250 });
  });

  it('a new photo replaces the old one, whose files are deleted; removing it deletes the rest', async () => {
    const { body } = await call(adminCatalog, { token: admin });
    const fabric = body.fabrics[0];
    const first = (await send('fabrics', fabric.id, form(await picture(700, 500, 'webp'), 'a.webp', 'image/webp'))).body
      .image;
    const second = (await send('fabrics', fabric.id, form(await picture(1000, 800)))).body.image;
    expect(second.src).not.toBe(first.src);
    for (const variant of first.srcset) expect(await getObject(keyOf(variant.src))).toBeNull();
    for (const variant of second.srcset) expect(await getObject(keyOf(variant.src))).not.toBeNull();

    const removed = await call(removePhoto, {
      token: admin,
      method: 'DELETE',
      params: { kind: 'fabrics', id: String(fabric.id) },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.image).toBeNull();
    for (const variant of second.srcset) expect(await getObject(keyOf(variant.src))).toBeNull();
  });

  it('judges the type by the bytes: text named .jpg, a PDF or a GIF are 415 in Spanish', async () => {
    const color = await firstColor();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const [bytes, name, type] of [
      [Buffer.from('<svg onload=alert(1)>'), 'foto.jpg', 'image/jpeg'],
      [Buffer.from('%PDF-1.7\n'), 'foto.pdf', 'application/pdf'],
      [gif, 'foto.gif', 'image/gif'],
    ] as const) {
      const res = await send('colors', color.id, form(bytes, name, type));
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: 'La foto debe ser JPEG, PNG o WebP.' });
    }
  });

  it('a real JPEG carrying script (a polyglot) keeps only its pixels: the stored WebP has no trace of it', async () => {
    const color = await firstColor();
    const polyglot = Buffer.concat([await picture(400, 300), Buffer.from('<script>alert(1)</script><html><body>')]);
    const res = await send('colors', color.id, form(polyglot));
    expect(res.status).toBe(200);
    for (const variant of res.body.image.srcset) {
      const stored = Buffer.from((await getObject(keyOf(variant.src)))!.bytes).toString('latin1');
      expect(stored.startsWith('RIFF')).toBe(true);
      expect(stored).not.toMatch(/<script|<html|<body/i);
    }
  });

  it('a JPEG header over garbage is 415: it cannot be decoded', async () => {
    const color = await firstColor();
    const broken = Buffer.concat([(await picture(50, 50)).subarray(0, 200), Buffer.alloc(200)]);
    const res = await send('colors', color.id, form(broken));
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/^No se pudo leer la foto/);
  });

  it('over 10 MB is 413; a missing field 422; not multipart 415; others than an admin 403', async () => {
    const color = await firstColor();
    const big = Buffer.concat([await picture(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await send('colors', color.id, form(big));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ message: 'La foto no debe pesar más de 10 MB.' });
    const empty = new FormData();
    empty.set('otro', 'x');
    const missing = await send('colors', color.id, empty);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ image: ['Elige la foto que quieres subir.'] });
    expect(
      (await call(upload, { token: admin, params: { kind: 'colors', id: String(color.id) }, json: { image: 'x' } }))
        .status,
    ).toBe(415);
    expect((await send('colors', color.id, form(await picture(10, 10)), await tokenFor(DISTRIBUTOR))).status).toBe(403);
    expect((await send('telas', color.id, form(await picture(10, 10)))).status).toBe(404);
    expect((await send('colors', 999_999, form(await picture(10, 10)))).status).toBe(404);
  });
});
