/** @jest-environment node */
// GET /og/<page>.png: every public page type's og:image is a 1200 × 630 PNG drawn from the
// seeded catalogue; a path with no page is a 404; pages' metadata points at it.
import { setupTestDatabase } from '@/tests/support/db';
import { GET } from '@/app/og/[...path]/route';
import { loadCatalogSnapshot } from '@/lib/server/services/catalog-snapshot';
import { ogImagePath } from '@/lib/content/og-cards';
import { pageMetadata } from '@/lib/seo';
import type { CatalogSnapshot } from '@/lib/contract/catalog';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let catalog: CatalogSnapshot;
beforeAll(async () => {
  db = await setupTestDatabase();
  catalog = await loadCatalogSnapshot(db.db);
});
afterAll(async () => {
  await db.dispose();
});

async function og(pagePath: string) {
  const url = ogImagePath(pagePath);
  const segments = url.slice('/og/'.length).split('/');
  return GET(new Request(`http://localhost:3000${url}`), { params: Promise.resolve({ path: segments }) });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function publicPageSamples(c: CatalogSnapshot): string[] {
  const awningType = c.types.find((t) => t.lineSlug === 'toldos')!;
  const model = c.models.find((m) => m.typeId === awningType.id)!;
  const blindType = c.types.find((t) => t.lineSlug === 'persianas')!;
  const blindFabric = c.fabrics.find((f) => f.lineSlug === 'persianas')!;
  const awningFabric = c.fabrics.find((f) => f.lineSlug === 'toldos')!;
  return [
    '/',
    '/productos/persianas',
    '/productos/toldos',
    '/productos/motorizacion',
    `/productos/toldos/${awningType.slug}`,
    `/productos/toldos/${awningType.slug}/${model.slug}`,
    `/productos/persianas/tejidos/${blindType.slug}`,
    `/detalles/${blindFabric.slug}`,
    `/detalles/${blindFabric.slug}/${blindFabric.colors[0]!.slug}`,
    `/detalles-toldos/${awningFabric.slug}/${awningFabric.colors[0]!.slug}`,
    `/catalogo/persianas/${blindType.slug}`,
    '/distribuidores',
    '/cotizador',
    '/persianas/cotizador',
    '/toldos/cotizador',
    '/contacto',
    '/nosotros',
    '/aviso-de-privacidad',
  ];
}

describe('GET /og/{page}.png', () => {
  it('draws every public page type as a 1200 × 630 PNG, cached', async () => {
    for (const page of publicPageSamples(catalog)) {
      const res = await og(page);
      expect({ page, status: res.status, type: res.headers.get('content-type') }).toEqual({
        page,
        status: 200,
        type: 'image/png',
      });
      expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
      expect(res.headers.get('cache-control')).toMatch(/public, max-age=3600/);
    }
  }, 120_000);

  it('answers 404 where no page lives', async () => {
    expect((await og('/productos/toldos/no-existe')).status).toBe(404);
    expect(
      (await GET(new Request('http://localhost:3000/og/x'), { params: Promise.resolve({ path: ['x'] }) })).status,
    ).toBe(404);
  });

  it("is what each page's metadata names, with a large Twitter card", () => {
    const meta = pageMetadata({ title: 'Contacto', description: 'd', path: '/contacto' });
    expect(meta.openGraph?.images).toEqual([
      expect.objectContaining({ url: '/og/contacto.png', width: 1200, height: 630 }),
    ]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: ['/og/contacto.png'] });
  });
});
