/** @jest-environment node */
// A front end only: with API_URL set the process answers no API call but its own
// revalidation, never opens a database or writes under DATA_DIR, and the public pages read the
// host over HTTP — with a timeout, the last good answer when the host fails, and empty lists when
// the host has no such call (one that implements only the spec).
import { readdirSync } from 'node:fs';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { fixtureCatalog } from '@/tests/support/catalog-fixture';
import { discoverApiRoutes, type ApiRoute } from '@/tests/support/api-routes';
import { startFakeHost, sendJson } from '@/tests/support/fake-json-host';

let host: Awaited<ReturnType<typeof startFakeHost>>;
let siteData: typeof import('@/lib/server/site-data');
let call: typeof import('@/tests/support/http').call;
let routes: ApiRoute[];

// A host from before the dealer pages: no slug, hours, products, services or description.
const DEALER = {
  id: 7,
  name: 'Ana',
  company: 'Persianas del Bajío',
  address: null,
  postal_code: null,
  municipality: null,
  state: { id: 11, name: 'Guanajuato' },
  phone: null,
  whatsapp: null,
  email: null,
  coordinates: { lat: 21.1, lng: -101.6 },
};
/** The same dealer as the pages read it: the page fields default to empty. */
const READ = { ...DEALER, slug: '', opening_hours: [], products: [], services: [], description: null };
const withPhoto = (): CatalogSnapshot => {
  const catalog = structuredClone(fixtureCatalog);
  catalog.fabrics[0]!.image = {
    src: '/api/catalog-images/tela-640.webp',
    width: 800,
    height: 600,
    srcset: [
      { src: '/api/catalog-images/tela-320.webp', width: 320 },
      { src: '/api/catalog-images/tela-640.webp', width: 640 },
    ],
  };
  return catalog;
};

beforeAll(async () => {
  host = await startFakeHost();
  process.env.API_URL = `${host.url}/`;
  process.env.API_TIMEOUT_MS = '300';
  siteData = await import('@/lib/server/site-data');
  ({ call } = await import('@/tests/support/http'));
  routes = await discoverApiRoutes();
});
afterAll(() => host.close());

function hostAnswers(routes: Record<string, unknown>) {
  host.answer((req, res) =>
    req.path in routes ? sendJson(res, 200, routes[req.path]) : sendJson(res, 404, { message: 'No existe.' }),
  );
}

describe('the API of a front end only', () => {
  it('every call answers 404 and names the host, except the front end’s own revalidation', async () => {
    // The front end's own: revalidation, and the answer to a method a path does not take.
    const own = new Set(['/api/revalidate', '/api/metodo-no-permitido']);
    for (const route of routes.filter((r) => r.method !== 'OPTIONS' && !own.has(r.path))) {
      const params = Object.fromEntries(route.params.map((name) => [name, '1']));
      const res = await call(route.handler, { method: route.method, params, token: null, outsideContract: true });
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 404,
      });
      expect(res.body.message).toBe(`Este servidor solo sirve el sitio; la API está en ${host.url}.`);
    }
    const revalidate = routes.find((r) => r.path === '/api/revalidate')!;
    expect((await call(revalidate.handler, { method: 'POST', body: '{"tags":["catalog"]}' })).status).toBe(403);
    // Asked straight, not sent there by the method guard, it is no route at all.
    const refused = routes.find((r) => r.path === '/api/metodo-no-permitido')!;
    expect((await call(refused.handler, { method: 'GET', token: null, outsideContract: true })).status).toBe(404);
  });

  it('opens no database and leaves DATA_DIR empty', async () => {
    const { getDb } = await import('@/lib/server/db/client');
    await expect(getDb()).rejects.toThrow('solo el sitio');
    expect(readdirSync(process.env.DATA_DIR!)).toEqual([]);
  });
});

describe('the public pages’ data from the host', () => {
  it('reads the catalogue and the dealers, with photos on the host', async () => {
    hostAnswers({ '/api/catalog': withPhoto(), '/api/dealers': [DEALER] });
    const catalog = await siteData.getCatalog();
    expect(catalog.fabrics.map((f) => f.slug)).toEqual(fixtureCatalog.fabrics.map((f) => f.slug));
    expect(catalog.fabrics[0]!.image?.src).toBe(`${host.url}/api/catalog-images/tela-640.webp`);
    expect(catalog.fabrics[0]!.image?.srcset.map((v) => v.src)).toEqual([
      `${host.url}/api/catalog-images/tela-320.webp`,
      `${host.url}/api/catalog-images/tela-640.webp`,
    ]);
    expect(await siteData.getPublicDealers()).toEqual([READ]);
    expect(await siteData.getDealerStats()).toEqual({ dealers: 1, states: 1 });
  });

  it('serves the last good answer when the host is down, slow or answers garbage', async () => {
    hostAnswers({ '/api/catalog': withPhoto(), '/api/dealers': [DEALER] });
    await siteData.getPublicDealers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    host.answer((_req, res) => sendJson(res, 503, { message: 'Mantenimiento.' }));
    expect(await siteData.getPublicDealers()).toEqual([READ]);
    // Never answers: only the 300 ms timeout (API_TIMEOUT_MS) ends the call; without it this
    // test would wait past Jest's limit.
    host.answer(() => undefined);
    expect(await siteData.getPublicDealers()).toEqual([READ]);
    hostAnswers({ '/api/dealers': { not: 'a list' } });
    expect(await siteData.getPublicDealers()).toEqual([READ]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toBe(
      '[site-data] /api/dealers: El servidor de la API respondió /api/dealers con 503. Se sirve la última copia buena.',
    );
    warn.mockRestore();
  });

  it('gives empty lists when the host has no such call (a spec-only host)', async () => {
    hostAnswers({});
    expect(await siteData.getPublicDealers()).toEqual([]);
    expect((await siteData.getCatalog()).fabrics).toEqual([]);
  });
});
