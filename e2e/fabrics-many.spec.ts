// A blind type with many fabrics (HTML ≤ 60 KB gzip at 100× the demo): its fabrics page and its
// colour catalogue show the first 12 whole and list the rest in a table, each a link to its own
// page. The admin adds fabrics through the catalogue API, and removes them after (other specs
// check the sitemap).

import { expect, test, apiLogin, demoAccount } from './fixtures';

const TYPE_SLUG = 'enrollables';
const PAGE = `/productos/persianas/tejidos/${TYPE_SLUG}`;
const ADDED = 10;

test('a type with more than 12 fabrics lists the rest in a table of links', async ({ page, request }) => {
  const admin = demoAccount('admin');
  const headers = { Authorization: `Bearer ${await apiLogin(request, admin.email, admin.password)}` };
  const catalog = (await (await request.get('/api/admin/catalog', { headers })).json()) as {
    lines: { id: number; slug: string }[];
    types: { id: number; slug: string; line_id: number }[];
  };
  const type = catalog.types.find((t) => t.slug === TYPE_SLUG)!;
  const run = Date.now() % 100000;
  const created: number[] = [];
  try {
    for (let i = 1; i <= ADDED; i++) {
      const fabric = await request.post('/api/admin/catalog/fabrics', {
        headers,
        data: {
          line_id: type.line_id,
          name: `Prueba ${run} tela ${i}`,
          description: 'Tela de prueba.',
          opacity: 'traslucido',
          composition: '100 % poliéster',
          roll_width_cm: 250,
          types: [{ type_id: type.id, public_price: 500 + i }],
          published: true,
        },
      });
      expect(fabric.status(), await fabric.text()).toBe(201);
      const { id } = (await fabric.json()) as { id: number };
      created.push(id);
      const color = await request.post('/api/admin/catalog/colors', {
        headers,
        data: { fabric_id: id, name: 'Blanco', hex: '#FFFFFF', stock: 10, published: true },
      });
      expect(color.status(), await color.text()).toBe(201);
    }

    // The page is regenerated once the catalogue changes (its cache tag), at most a request later.
    await expect
      .poll(async () => (await (await page.request.get(PAGE)).text()).includes('Más tejidos para'), { timeout: 20_000 })
      .toBe(true);
    await page.goto(PAGE);
    const sections = page.locator('main section[aria-labelledby^="tejido-"]');
    await expect(sections).toHaveCount(12);
    const wrap = page.getByRole('region', { name: 'Tabla de más tejidos' });
    const table = wrap.getByRole('table');
    const rows = table.locator('tbody tr');
    const total = 12 + (await rows.count());
    const publicCatalog = (await (await page.request.get('/api/catalog')).json()) as {
      fabrics: { prices: { typeId: number }[] }[];
    };
    expect(total).toBe(publicCatalog.fabrics.filter((f) => f.prices.some((p) => p.typeId === type.id)).length);
    // A listed fabric links to its page, with its price and colour count.
    const last = rows.filter({ hasText: `Prueba ${run} tela ${ADDED}` });
    await expect(last.getByRole('link', { name: `Prueba ${run} tela ${ADDED}` })).toHaveAttribute(
      'href',
      new RegExp(`^/detalles/prueba-${run}-tela-${ADDED}`),
    );
    await expect(last.getByRole('cell').nth(1)).toHaveText('1');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await wrap.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);

    // The type's colour catalogue: the first 12 fabrics with their colour cards, the rest one link
    // each to the fabric's own catalogue page (at 100× the demo it was 1.3 MB of cards).
    const catalogue = `/catalogo/persianas/${TYPE_SLUG}`;
    await expect
      .poll(async () => (await (await page.request.get(catalogue)).text()).includes('Tabla de más telas'), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(catalogue);
    await expect(page.locator('main section[aria-labelledby^="tela-"]')).toHaveCount(12);
    const moreFabrics = page.getByRole('region', { name: 'Tabla de más telas' }).locator('tbody tr');
    expect(12 + (await moreFabrics.count())).toBe(total);
    const added = moreFabrics.filter({ hasText: `Prueba ${run} tela ${ADDED}` });
    await expect(added.getByRole('link')).toHaveAttribute('href', `${catalogue}/prueba-${run}-tela-${ADDED}`);
    await expect(added.getByRole('cell').first()).toHaveText('1');
    await added.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${catalogue}/prueba-${run}-tela-${ADDED}$`));
    await expect(page.getByRole('heading', { level: 2, name: `Prueba ${run} tela ${ADDED}` })).toBeVisible();
  } finally {
    for (const id of created) await request.delete(`/api/admin/catalog/fabrics/${id}`, { headers });
  }
  await expect
    .poll(async () => (await (await page.request.get('/sitemap.xml')).text()).includes(`prueba-${run}`))
    .toBe(false);
});
