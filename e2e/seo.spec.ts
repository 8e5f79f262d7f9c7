// What search engines read: the sitemap lists every public page (worked out from the seed) and
// each listed page answers 200; robots.txt keeps crawlers out of the dashboard, the API and the
// account screens; JSON-LD (Organization, Product with MXN prices, BreadcrumbList) and Open Graph.

import { readFile } from 'node:fs/promises';
import nodePath from 'node:path';
import {
  PENDING_PUBLIC_PATHS,
  PUBLIC_ROUTES,
  SITE_ORIGIN,
  STATIC_PUBLIC_PATHS,
  expect,
  expectSiteUrl,
  jsonLdIn,
  metaIn,
  seedDetailsPath,
  seedFabric,
  seededCatalogPaths,
  serverHtml,
  isSiteOrigin,
  tagsIn,
  test,
  type JsonLdObject,
} from './fixtures';
import { FABRICS } from '../lib/server/db/seed/data/catalog';
import { DISTRIBUTORS } from '../lib/server/db/seed/data/distributors';
import { DEMO_USERS } from '../lib/server/db/seed/demo-users';
import { dealerPagePath } from '../lib/dealers/slug';
import { slugify } from '../lib/format/slug';
import { stateInfo } from '../lib/dealers/states';
import { site } from '../lib/site';

/** The pages of the seeded dealers shown on the map, /distribuidores/{estado}/{slug}. */
function seededDealerPaths(): string[] {
  const shown = [
    ...DISTRIBUTORS.filter((d) => d.active && d.showOnMap),
    ...DEMO_USERS.filter((u) => u.role === 'distributor' && u.showOnMap),
  ];
  return shown.map((d) =>
    dealerPagePath({ slug: slugify(d.company ?? d.name), state: { name: stateInfo(d.stateId)!.name } })!,
  );
}

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

/** The awning catalogue filtered by one fabric, /catalogo/toldos/{tipo}/{tejido} (once missing from the sitemap). */
const isAwningFabricCatalogue = (path: string) => /^\/catalogo\/toldos\/[^/]+\/[^/]+$/.test(path);

test.describe('sitemap.xml', () => {
  test('lists every public page: the fixed ones and every catalogue, product and details URL of the seed', async ({
    request,
  }) => {
    const locs = await sitemapLocs(request);
    expect(new Set(locs).size, 'no URL is listed twice').toBe(locs.length);
    for (const loc of locs) expect(isSiteOrigin(new URL(loc).origin), `origin of ${loc}`).toBe(true);
    expect(new Set(locs.map((loc) => new URL(loc).origin)).size, 'every URL has the same origin').toBe(1);

    const listed = locs.map(pathOf).sort();
    const expected = [...STATIC_PUBLIC_PATHS, ...seededCatalogPaths(), ...seededDealerPaths()].sort();
    expect(listed).toEqual(expected);

    // The same, said the way a reader of the issue would check it.
    for (const route of PUBLIC_ROUTES) {
      expect(listed, `the table's ${route.path}`).toContain(route.path);
    }
    for (const fabric of FABRICS) {
      for (const color of fabric.colors)
        expect(listed, `${fabric.slug} in ${color.slug}`).toContain(seedDetailsPath(fabric, color.slug));
    }
    const colours = FABRICS.reduce((sum, fabric) => sum + fabric.colors.length, 0);
    expect(locs.length, 'one URL per colour and more').toBeGreaterThan(colours + FABRICS.length);
  });

  test('lists the awning catalogue filtered by one fabric', async ({ request }) => {
    const listed = (await sitemapLocs(request)).map(pathOf);
    const wanted = seededCatalogPaths().filter(isAwningFabricCatalogue);
    expect(wanted.length).toBeGreaterThan(0);
    // These pages exist: prerendered, 200, and linked from their type's catalogue.
    expect((await request.get(wanted[0]!, { maxRedirects: 0 })).status()).toBe(200);
    expect(
      wanted.filter((path) => !listed.includes(path)),
      'missing from the sitemap',
    ).toEqual([]);
  });

  test('every listed page answers 200 at its own path, without a redirect', async ({ request }) => {
    // ~190 pages; each one older than 60 s is rendered again on its first request (ISR).
    test.slow();
    const paths = (await sitemapLocs(request)).map(pathOf);
    const failures: string[] = [];
    const pending: string[] = [];
    // A few at a time: the pages are prerendered, so this is quick.
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (path) => {
          const response = await request.get(path, { maxRedirects: 0 });
          if (response.status() === 200) return;
          const location = response.headers().location ?? '';
          // A page of a later issue, not built yet, leads to the index like any unknown path.
          if (PENDING_PUBLIC_PATHS.includes(path) && [307, 308].includes(response.status()) && location === '/')
            pending.push(path);
          else failures.push(`${path}: ${response.status()} ${location}`);
        }),
      );
    }
    if (pending.length) test.info().annotations.push({ type: 'not built yet', description: pending.join(', ') });
    expect(failures).toEqual([]);
  });
});

test('robots.txt keeps crawlers out of the dashboard, the API and the account screens, and points to the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split(/\r?\n/).map((line) => line.trim());
  expect(lines).toContain('User-Agent: *');
  for (const path of ['/panel', '/api', '/login', '/registro', '/recuperar', '/autenticacion'])
    expect(lines).toContain(`Disallow: ${path}`);
  // Nothing public is kept out.
  const disallowed = lines
    .filter((line) => line.startsWith('Disallow:'))
    .map((line) => line.slice('Disallow:'.length).trim());
  for (const route of PUBLIC_ROUTES) {
    expect(
      disallowed.some((prefix) => prefix !== '' && route.path.startsWith(prefix)),
      `${route.path} is allowed`,
    ).toBe(false);
  }
  const sitemap = lines
    .find((line) => line.startsWith('Sitemap:'))
    ?.slice('Sitemap:'.length)
    .trim();
  expectSiteUrl(sitemap, '/sitemap.xml', 'Sitemap line');
});

test.describe('JSON-LD', () => {
  const ofType = (objects: JsonLdObject[], type: string) => objects.filter((object) => object['@type'] === type);

  test('the home page describes the Organization', async ({ request }) => {
    const objects = jsonLdIn(await serverHtml(request, '/'));
    const [organization] = ofType(objects, 'Organization');
    expect(organization, 'an Organization object').toBeDefined();
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: site.name,
      legalName: site.legalName,
      email: site.email,
      telephone: site.phone,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Guadalajara',
        addressRegion: 'Jalisco',
        addressCountry: 'MX',
      },
    });
    expectSiteUrl(organization!.url as string, '/', 'Organization url');
    expect(ofType(objects, 'BreadcrumbList'), 'the home page has no trail').toEqual([]);
  });

  test('a blind fabric colour is a Product with its price range in MXN', async ({ request }) => {
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
    expectSiteUrl(product.url as string, '/detalles/screen-5/marfil', 'Product url');
  });

  test('an awning fabric colour is a Product priced as whole awnings, in MXN', async ({ request }) => {
    const [product] = ofType(
      jsonLdIn(await serverHtml(request, '/detalles-toldos/acrilico-rayas/rayas-gris-blanco')),
      'Product',
    );
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
    test(`${route.path} has a BreadcrumbList from Inicio to itself`, async ({ request }) => {
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
      expectSiteUrl(items[0]!.item, '/', 'first breadcrumb');
      expectSiteUrl(items.at(-1)!.item, route.path, 'last breadcrumb');
      // The trail is the one shown on the page.
      const canonical = tagsIn(html, 'link').find((link) => link.rel === 'canonical')?.href;
      expect(new URL(items.at(-1)!.item).origin, 'breadcrumbs and canonical share the origin').toBe(
        new URL(canonical!).origin,
      );
    });
  }
});

test('every page of the table has Open Graph title, description, URL, locale and site name', async ({ request }) => {
  for (const route of PUBLIC_ROUTES) {
    await test.step(route.path, async () => {
      const html = await serverHtml(request, route.path);
      const title = metaIn(html, 'og:title');
      expect(title, 'og:title').toBeTruthy();
      if (route.path !== '/') expect(title).toBe(route.title);
      expect(metaIn(html, 'og:description'), 'og:description').toBe(metaIn(html, 'description'));
      expectSiteUrl(metaIn(html, 'og:url'), route.path, 'og:url');
      expect(metaIn(html, 'og:locale')).toBe('es_MX');
      expect(metaIn(html, 'og:site_name')).toBe(site.name);
      expect(metaIn(html, 'og:type')).toBe('website');
    });
  }
});

// The base is the server's address (SITE_URL, else localhost and the PORT it was started on), the
// same in pages the build prerendered and in pages rendered again (ISR).
test('the canonical base does not change when the server renders a page again', async ({ request }) => {
  const path = '/detalles/blackout-premium/arena';
  // Next's on-demand revalidation (what res.revalidate() does): the server renders the page now.
  const manifest = JSON.parse(
    await readFile(nodePath.resolve(__dirname, '..', '.next', 'prerender-manifest.json'), 'utf8'),
  ) as {
    preview: { previewModeId: string };
  };
  const rendered = await request.get(path, {
    headers: { 'x-prerender-revalidate': manifest.preview.previewModeId },
    maxRedirects: 0,
  });
  expect(rendered.status()).toBe(200);
  expect(rendered.headers()['x-nextjs-cache'], 'rendered again by this server').toBe('REVALIDATED');

  for (const html of [await rendered.text(), await serverHtml(request, path)]) {
    const canonical = tagsIn(html, 'link').find((link) => link.rel === 'canonical')?.href ?? '';
    expect(canonical).toBe(`${SITE_ORIGIN}${path}`);
  }
});
