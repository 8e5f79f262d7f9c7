// What search engines read: the sitemap lists every public page (worked out from the seed) and
// each listed page answers 200; robots.txt keeps crawlers out of the dashboard, the API and the
// account screens; JSON-LD (Organization, Product with MXN prices, BreadcrumbList) and Open Graph.

import {
  PENDING_PUBLIC_PATHS,
  PUBLIC_ROUTES,
  SITE_ORIGIN,
  STATIC_PUBLIC_PATHS,
  apiLogin,
  demoAccount,
  expect,
  expectSiteUrl,
  jsonLdIn,
  metaIn,
  seedDetailsPath,
  seedFabric,
  seededCatalogPaths,
  serverHtml,
  siteOrigins,
  tagsIn,
  test,
  type JsonLdObject,
} from './fixtures';
import { FABRICS } from '../lib/server/db/seed/data/catalog';
import { site } from '../lib/site';

/** The `<loc>` of every `<url>` of /sitemap.xml. */
async function sitemapLocs(request: Parameters<typeof serverHtml>[0]): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
  return urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1]?.trim() ?? '(no loc)');
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test.describe('sitemap.xml', () => {
  test('lists every public page: the fixed ones and every catalogue, product and details URL of the seed', async ({ request, baseURL }) => {
    const locs = await sitemapLocs(request);
    expect(new Set(locs).size, 'no URL is listed twice').toBe(locs.length);
    for (const loc of locs) expect(siteOrigins(baseURL), `origin of ${loc}`).toContain(new URL(loc).origin);
    expect(new Set(locs.map((loc) => new URL(loc).origin)).size, 'every URL has the same origin').toBe(1);

    const listed = locs.map(pathOf).sort();
    const expected = [...STATIC_PUBLIC_PATHS, ...seededCatalogPaths()].sort();
    expect(listed).toEqual(expected);

    // The same, said the way a reader of the issue would check it.
    for (const route of PUBLIC_ROUTES) expect(listed, `the table's ${route.path}`).toContain(route.path);
    for (const fabric of FABRICS) {
      for (const color of fabric.colors) expect(listed, `${fabric.slug} in ${color.slug}`).toContain(seedDetailsPath(fabric, color.slug));
    }
    const colours = FABRICS.reduce((sum, fabric) => sum + fabric.colors.length, 0);
    expect(locs.length, 'one URL per colour and more').toBeGreaterThan(colours + FABRICS.length);
  });

  test('every listed page answers 200 at its own path, without a redirect', async ({ request }) => {
    test.info().annotations.push({ type: 'not checked', description: `${PENDING_PUBLIC_PATHS.join(', ')}: built by later issues` });
    const paths = (await sitemapLocs(request)).map(pathOf).filter((path) => !PENDING_PUBLIC_PATHS.includes(path));
    const failures: string[] = [];
    // A few at a time: the pages are prerendered, so this is quick.
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (path) => {
          const response = await request.get(path, { maxRedirects: 0 });
          if (response.status() !== 200) failures.push(`${path}: ${response.status()} ${response.headers().location ?? ''}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });
});

test('robots.txt keeps crawlers out of the dashboard, the API and the account screens, and points to the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split(/\r?\n/).map((line) => line.trim());
  expect(lines).toContain('User-Agent: *');
  for (const path of ['/panel', '/api', '/login', '/registro', '/recuperar', '/autenticacion']) expect(lines).toContain(`Disallow: ${path}`);
  // Nothing public is kept out.
  const disallowed = lines.filter((line) => line.startsWith('Disallow:')).map((line) => line.slice('Disallow:'.length).trim());
  for (const route of PUBLIC_ROUTES) {
    expect(disallowed.some((prefix) => prefix !== '' && route.path.startsWith(prefix)), `${route.path} is allowed`).toBe(false);
  }
  const sitemap = lines.find((line) => line.startsWith('Sitemap:'))?.slice('Sitemap:'.length).trim();
  expectSiteUrl(sitemap, '/sitemap.xml', baseURL, 'Sitemap line');
});

test.describe('JSON-LD', () => {
  const ofType = (objects: JsonLdObject[], type: string) => objects.filter((object) => object['@type'] === type);

  test('the home page describes the Organization', async ({ request, baseURL }) => {
    const objects = jsonLdIn(await serverHtml(request, '/'));
    const [organization] = ofType(objects, 'Organization');
    expect(organization, 'an Organization object').toBeDefined();
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: site.name,
      legalName: site.legalName,
      email: site.email,
      telephone: site.phone,
      address: { '@type': 'PostalAddress', addressLocality: 'Guadalajara', addressRegion: 'Jalisco', addressCountry: 'MX' },
    });
    expectSiteUrl(organization!.url as string, '/', baseURL, 'Organization url');
    expect(ofType(objects, 'BreadcrumbList'), 'the home page has no trail').toEqual([]);
  });

  test('a blind fabric colour is a Product with its price range in MXN', async ({ request, baseURL }) => {
    const fabric = seedFabric('screen-5');
    const prices = fabric.prices.map((price) => price.publicPerM2);
    const objects = jsonLdIn(await serverHtml(request, '/detalles/screen-5/marfil'));
    const products = ofType(objects, 'Product');
    expect(products).toHaveLength(1);
    const product = products[0]!;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Screen 5 % color Marfil',
      color: 'Marfil',
      sku: 'screen-5-marfil',
      brand: { '@type': 'Brand', name: site.shortName },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'MXN',
        lowPrice: Math.min(...prices).toFixed(2),
        highPrice: Math.max(...prices).toFixed(2),
        availability: 'https://schema.org/InStock',
      },
    });
    expectSiteUrl(product.url as string, '/detalles/screen-5/marfil', baseURL, 'Product url');
  });

  test('an awning fabric colour is a Product priced as whole awnings, in MXN', async ({ request }) => {
    const [product] = ofType(jsonLdIn(await serverHtml(request, '/detalles-toldos/acrilico-rayas/rayas-gris-blanco')), 'Product');
    const offers = product?.offers as Record<string, string> | undefined;
    expect(offers?.priceCurrency).toBe('MXN');
    const low = Number(offers?.lowPrice);
    const high = Number(offers?.highPrice);
    expect(low).toBeGreaterThan(0);
    expect(high).toBeGreaterThanOrEqual(low);
    // Rayas Gris y Blanco has no stock: made to order.
    expect(offers?.availability).toBe('https://schema.org/PreOrder');
  });

  for (const route of PUBLIC_ROUTES.filter((candidate) => candidate.path !== '/')) {
    test(`${route.path} has a BreadcrumbList from Inicio to itself`, async ({ request, baseURL }) => {
      const html = await serverHtml(request, route.path);
      const trails = ofType(jsonLdIn(html), 'BreadcrumbList');
      expect(trails).toHaveLength(1);
      const items = trails[0]!.itemListElement as { '@type': string; position: number; name: string; item: string }[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      items.forEach((item, index) => {
        expect(item['@type']).toBe('ListItem');
        expect(item.position).toBe(index + 1);
        expect(item.name.trim()).not.toBe('');
      });
      expect(items[0]!.name).toBe('Inicio');
      expectSiteUrl(items[0]!.item, '/', baseURL, 'first breadcrumb');
      expectSiteUrl(items.at(-1)!.item, route.path, baseURL, 'last breadcrumb');
      // The trail is the one shown on the page.
      const canonical = tagsIn(html, 'link').find((link) => link.rel === 'canonical')?.href;
      expect(new URL(items.at(-1)!.item).origin, 'breadcrumbs and canonical share the origin').toBe(new URL(canonical!).origin);
    });
  }
});

test('every page of the table has Open Graph title, description, URL, locale and site name', async ({ request, baseURL }) => {
  for (const route of PUBLIC_ROUTES) {
    await test.step(route.path, async () => {
      const html = await serverHtml(request, route.path);
      const title = metaIn(html, 'og:title');
      expect(title, 'og:title').toBeTruthy();
      if (route.path !== '/') expect(title).toBe(route.title);
      expect(metaIn(html, 'og:description'), 'og:description').toBe(metaIn(html, 'description'));
      expectSiteUrl(metaIn(html, 'og:url'), route.path, baseURL, 'og:url');
      expect(metaIn(html, 'og:locale')).toBe('es_MX');
      expect(metaIn(html, 'og:site_name')).toBe(site.name);
      expect(metaIn(html, 'og:type')).toBe('website');
    });
  }
});

// Known bug (reported): without SITE_URL, lib/seo.ts falls back to http://localhost:${env.PORT}.
// `next build` prerenders with PORT unset (3000), but `next start -p 3123` sets PORT=3123 before
// the app loads, so every page the running server renders again (after 60 s, or at once when
// dealersChanged() / catalogChanged() expire its data) switches its canonical link, og:url,
// JSON-LD and sitemap to http://localhost:3123, while the static robots.txt keeps :3000.
test('the canonical base does not change when the server renders a page again', async ({ request }) => {
  test.fail(true, 'lib/seo.ts siteUrl(): the fallback origin follows the runtime PORT, not the one the pages were built with');
  const admin = demoAccount('admin');
  const auth = { Authorization: `Bearer ${await apiLogin(request, admin.email, admin.password)}` };
  const home = async () => {
    const html = await serverHtml(request, '/');
    return {
      dealers: Number(/<dt>distribuidores<\/dt><dd>(\d+)<\/dd>/.exec(html)?.[1]),
      canonical: tagsIn(html, 'link').find((link) => link.rel === 'canonical')?.href ?? '',
    };
  };
  const dealers = (await (await request.get('/api/dealers')).json()) as { id: number; email?: string }[];
  const dealer = dealers.find((candidate) => candidate.email !== demoAccount('distributor').email) ?? dealers[0];
  if (!dealer) throw new Error('GET /api/dealers listed no dealer');
  const before = await home();
  expect(before.dealers).toBeGreaterThan(0);

  // An admin hides a dealer from the map: the home page's dealer count is rendered again.
  expect((await request.get(`/api/user-active-map/${dealer.id}`, { headers: auth })).status()).toBe(200);
  try {
    await expect.poll(async () => (await home()).dealers, { message: 'the home page shows the new dealer count' }).toBe(before.dealers - 1);
    expect(new URL((await home()).canonical).origin).toBe(new URL(before.canonical).origin);
    expect(new URL((await home()).canonical).origin).toBe(SITE_ORIGIN);
  } finally {
    expect((await request.get(`/api/user-active-map/${dealer.id}`, { headers: auth })).status()).toBe(200);
  }
});
