/** @jest-environment node */
// The site's address is read at start: one build, started through `npm start` with SITE_URL set,
// names that address in canonical links, Open Graph, JSON-LD, robots.txt, the sitemap and the
// preliminary PDF — on pages the build prerendered for another address too — without building
// again, and says so in its log. The build's folder keeps its own pages. (Started with only PORT,
// the e2e suite's server proves the same for http://localhost:PORT: e2e/seo.spec.ts and
// e2e/quote-share.spec.ts.)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtSiteUrl } from '@/lib/site-url';
import { startNextServer, type NextServer } from '@/tests/support/next-server';
import { pdfText } from '@/tests/support/pdf-text';
import { eventually } from '@/tests/support/server-api';

jest.setTimeout(150_000);

const PORT = 3906;
const SITE = 'https://persianas.example.mx';
const BUILD = path.resolve(__dirname, '..', '..', '.next');
const roller = {
  line: 'persianas',
  type: 'enrollables',
  fabric: 'blackout-premium',
  color: 'marfil',
  width_cm: 150,
  height_cm: 180,
  quantity: 1,
  room: 'Sala',
  options: { installation: true },
};

let dataDir: string;
let server: NextServer | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'solara-site-url-'));
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function html(pathname: string): Promise<string> {
  const res = await fetch(`${server!.url}${pathname}`);
  expect(res.status).toBe(200);
  return res.text();
}

// `new URL`: "https://host" and "https://host/" are the same address.
const href = (url: string | undefined) => (url ? new URL(url).href : url);
const canonicalOf = (page: string) => href(/<link rel="canonical" href="([^"]+)"/.exec(page)?.[1]);
const ogUrlOf = (page: string) => href(/<meta property="og:url" content="([^"]+)"/.exec(page)?.[1]);
const jsonLdOf = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

test('one build started with SITE_URL names that address everywhere, and its log says so', async () => {
  // The build was made for another address (the suite builds without SITE_URL).
  const built = builtSiteUrl(BUILD);
  expect(built).toMatch(/^http:\/\/localhost:\d+$/);
  const buildId = readFileSync(path.join(BUILD, 'BUILD_ID'), 'utf8');
  const prerenderedHome = readFileSync(path.join(BUILD, 'server', 'app', 'index.html'), 'utf8');
  expect(canonicalOf(prerenderedHome)).toBe(`${built}/`);

  server = await startNextServer(PORT, { DATA_DIR: dataDir, SITE_URL: SITE }, 120_000, { command: 'npm-start' });
  expect(server.output()).toContain(
    `[sitio] Dirección pública (SITE_URL): ${SITE}; la usan enlaces canónicos, sitemap, robots.txt, Open Graph, JSON-LD y PDF. La compilación es para ${built}`,
  );
  expect(
    await eventually(
      async () => server!.output().includes(`[sitio] Páginas de la compilación renovadas para ${SITE}.`),
      15_000,
    ),
  ).toBe(true);
  expect(server.output()).not.toContain('next build');

  // Prerendered pages: the home page, a static page, a page of generateStaticParams.
  for (const pathname of ['/', '/nosotros', '/detalles/screen-5/marfil']) {
    const page = await html(pathname);
    const url = `${SITE}${pathname}`;
    expect(canonicalOf(page)).toBe(url);
    expect(ogUrlOf(page)).toBe(url);
    expect(page).not.toContain(built);
  }
  const nodes = jsonLdOf(await html('/detalles/screen-5/marfil'));
  expect(nodes.find((node) => node['@type'] === 'Product')?.url).toBe(`${SITE}/detalles/screen-5/marfil`);
  expect(href(jsonLdOf(await html('/')).find((node) => node['@type'] === 'Organization')?.url as string)).toBe(
    `${SITE}/`,
  );

  // An https address set at start (the build's was http): HSTS on every answer, and the public
  // pages ask for https subresources (ASVS 3.4.1; lib/server/http/https-site-mark.ts).
  const hsts = await Promise.all(
    ['/', '/login', '/api/states'].map(async (pathname) => [
      pathname,
      (await fetch(`${server!.url}${pathname}`)).headers.get('strict-transport-security'),
    ]),
  );
  expect(hsts).toEqual(
    ['/', '/login', '/api/states'].map((pathname) => [pathname, 'max-age=63072000; includeSubDomains']),
  );
  expect((await fetch(`${server.url}/`)).headers.get('content-security-policy')).toContain('upgrade-insecure-requests');

  expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const locs = [...(await (await fetch(`${server.url}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => m[1]!,
  );
  expect(locs.length).toBeGreaterThan(20);
  expect(locs.filter((loc) => !loc.startsWith(`${SITE}/`))).toEqual([]);

  const pdf = await fetch(`${server.url}/api/quote-pdf`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ items: [roller] }),
  });
  expect(pdf.status).toBe(200);
  expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(`${SITE}/cotizador`);

  // Nothing was built again, and the build's folder still holds its own pages for the next start.
  expect(readFileSync(path.join(BUILD, 'BUILD_ID'), 'utf8')).toBe(buildId);
  expect(readFileSync(path.join(BUILD, 'server', 'app', 'index.html'), 'utf8')).toBe(prerenderedHome);
  expect(await server.stop()).toBe(0);
  server = undefined;
});
