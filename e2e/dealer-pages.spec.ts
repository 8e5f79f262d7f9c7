// Dealer pages: from the locator to a dealer's own page, its LocalBusiness JSON-LD with
// opening hours, the 308 for a wrong state and the 404 for an unknown dealer, the locator's
// service filter, and a distributor editing its hours in the panel that the public page then shows.

import type { APIRequestContext } from '@playwright/test';
import {
  apiLogin,
  atPath,
  axeViolations,
  collectPageErrors,
  demoAccount,
  expect,
  expectHydrated,
  jsonLdIn,
  serverHtml,
  test,
} from './fixtures';

const OCCIDENTE = '/distribuidores/jalisco/persianas-y-toldos-de-occidente';
const DEMO_DEALER = '/distribuidores/jalisco/decor-ventanas-providencia';

type Profile = {
  user_id: number;
  opening_hours: { day: number; opens: string; closes: string }[];
  products: string[];
  services: string[];
  description: string | null;
};

/** The demo distributor's token and profile, to put its page back as it was after the test. */
async function demoProfile(request: APIRequestContext): Promise<{ token: string; profile: Profile }> {
  const account = demoAccount('distributor');
  const token = await apiLogin(request, account.email, account.password);
  const me = await request.get('/api/login-user', { headers: { Authorization: `Bearer ${token}` } });
  const { id } = (await me.json()) as { id: number };
  const res = await request.get(`/api/dealer-profile/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return { token, profile: (await res.json()) as Profile };
}

test.describe('a dealer page', () => {
  test('opens from the locator and shows contact, hours, services and a quote request for that dealer', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/distribuidores');
    const card = page.locator('main li[id^="distribuidor-"]').filter({ hasText: 'Persianas y Toldos de Occidente' });
    await card.getByRole('link', { name: 'Persianas y Toldos de Occidente', exact: true }).click();
    await expect(page).toHaveURL(atPath(OCCIDENTE));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persianas y Toldos de Occidente');
    await expect(
      page.getByRole('navigation', { name: 'Migas de pan' }).getByRole('link', { name: 'Jalisco' }),
    ).toHaveAttribute('href', /estado=14/);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /33 3642 4180/ })).toHaveAttribute('href', 'tel:+523336424180');
    await expect(main.getByRole('link', { name: /Escribir por WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5213318742260',
    );

    const hours = page.getByRole('table', { name: 'Horario' });
    await expect(hours.getByRole('row', { name: /Lunes/ })).toContainText('9:00 a 14:00 y 16:00 a 19:00');
    await expect(hours.getByRole('row', { name: /Domingo/ })).toContainText('Cerrado');
    // Worked out in the browser (Mexico City time): today's row and the open-now note.
    await expect(page.locator('[data-open-state]')).toHaveText(/^(Abierto ahora · cierra a las|Cerrado)/);
    await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1);

    const offers = page.getByRole('region', { name: 'Qué ofrece' });
    for (const label of ['Persianas', 'Toldos', 'Medición', 'Instalación'])
      await expect(offers.getByText(label, { exact: true }).first()).toBeVisible();
    // The drawing of Mexico, or the map that replaces it once it draws.
    await expect(
      page
        .getByRole('region', { name: 'Ubicación' })
        .getByRole('img', { name: /^Ubicación de Persianas y Toldos de Occidente/ })
        .filter({ visible: true }),
    ).toHaveCount(1);

    await page.getByRole('link', { name: 'Solicitar cotización a este distribuidor' }).click();
    await expect(page).toHaveURL(/\/contacto\?distribuidor=\d+$/);
    await expect(page.getByText(/Persianas y Toldos de Occidente/).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('"Ubicación" becomes a map around the dealer; without the tile service, the offline map of its region', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const tried = page.waitForRequest((req) => req.url() === 'https://tiles.openfreemap.org/styles/liberty');
    await page.goto(OCCIDENTE);
    const location = page.getByRole('region', { name: 'Ubicación' });
    await location.scrollIntoViewIfNeeded();
    await tried;
    await expect(
      location.locator('[data-map-ready="true"] [data-style="offline"] [data-style-loaded="true"]'),
    ).toHaveCount(1, { timeout: 20_000 });
    await expect(
      location.getByRole('img', { name: 'Ubicación de Persianas y Toldos de Occidente: Guadalajara, Jalisco' }),
    ).toBeVisible();
    await expect(location.getByRole('img', { name: /en el mapa de México/ })).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('is a LocalBusiness with openingHoursSpecification in the server HTML, canonical and in the sitemap', async ({
    request,
  }) => {
    const html = await serverHtml(request, OCCIDENTE);
    expect(html).not.toContain('Abierto ahora'); // cached HTML never states the time
    const business = jsonLdIn(html).find((item) => item['@type'] === 'LocalBusiness');
    expect(business).toBeDefined();
    expect(String(business!.url)).toMatch(new RegExp(`${OCCIDENTE}$`));
    expect(business).toMatchObject({
      name: 'Persianas y Toldos de Occidente',
      telephone: '+523336424180',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Guadalajara',
        addressRegion: 'Jalisco',
        addressCountry: 'MX',
      },
      geo: { '@type': 'GeoCoordinates' },
    });
    const specs = business!.openingHoursSpecification as {
      '@type': string;
      dayOfWeek: string[];
      opens: string;
      closes: string;
    }[];
    // Its seeded week: 9–14 Monday to Saturday, and 16–19 on weekdays (a split shift).
    expect(specs).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '09:00',
        closes: '14:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '16:00',
        closes: '19:00',
      },
    ]);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${OCCIDENTE}"`));

    // The locator's JSON-LD points at the pages too.
    const locator = jsonLdIn(await serverHtml(request, '/distribuidores')).filter(
      (item) => item['@type'] === 'LocalBusiness',
    );
    expect(locator.some((item) => String(item.url).endsWith(OCCIDENTE))).toBe(true);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(OCCIDENTE);
  });

  test('moves to the right state with a 308, and sends an unknown or hidden dealer to the index (spec §2)', async ({
    request,
  }) => {
    const moved = await request.get('/distribuidores/nuevo-leon/persianas-y-toldos-de-occidente', { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toMatch(new RegExp(`${OCCIDENTE}$`));
    const toIndex = async (path: string) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect([307, 308], path).toContain(res.status());
      // A redirect Next replays from its cache repeats the Location header (same value): read the first.
      expect(new URL(res.headers().location!.split(',')[0]!.trim(), 'http://x').pathname, path).toBe('/');
    };
    await toIndex('/distribuidores/jalisco/no-existe');
    // Aguascalientes' dealer is not shown on the map: no page either.
    await toIndex('/distribuidores/aguascalientes/persianas-finas-de-aguascalientes');
  });

  test('fits a 390 px phone and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(OCCIDENTE);
    await expect(page.locator('[data-open-state]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the locator', () => {
  test('filters by service in the URL, narrowing the list, and links each card to its page', async ({ page }) => {
    await page.goto('/distribuidores');
    const cards = page.locator('main li[id^="distribuidor-"]');
    const all = await cards.count();
    await expectHydrated(page.getByLabel('Servicio'));
    await page.getByLabel('Servicio').selectOption({ label: 'Motorización' });
    await expect(page).toHaveURL(/servicio=motorizacion/);
    await expect(page.getByRole('status').filter({ hasText: 'con motorización' })).toBeVisible();
    await expect.poll(() => cards.count()).toBeLessThan(all);
    const narrowed = await cards.count();
    expect(narrowed).toBeGreaterThan(0);
    // Each card's last line lists its services.
    for (const card of await cards.all()) await expect(card.locator('dd').last()).toContainText('Motorización');
    await expect(cards.first().locator('[data-dealer-page]')).toHaveAttribute(
      'href',
      /^\/distribuidores\/[a-z-]+\/[a-z0-9-]+$/,
    );

    // The same filter without JavaScript: the server's first HTML is already narrowed.
    const html = await serverHtml(page.request, '/distribuidores?servicio=motorizacion&producto=toldos');
    const listed = [...html.matchAll(/<li id="distribuidor-\d+"/g)].length;
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThanOrEqual(narrowed);
  });
});

test.describe('the panel', () => {
  // @shared: the demo dealer's hours and services are read by the locator's specs (playwright.config.ts).
  test(
    'a distributor edits its hours and its public page shows them',
    { tag: '@shared' },
    async ({ asRole, request }) => {
      const { token, profile } = await demoProfile(request);
      try {
        const page = await asRole('distributor');
        await page.goto('/panel/perfil');
        const card = page.getByRole('region', { name: 'Mi página de distribuidor' });
        const saturday = card.locator('li[data-day="6"]');
        await expect(saturday.getByLabel('Abre el sábado')).toHaveValue('10:00');
        await expectHydrated(saturday.getByLabel('Abre el sábado'));

        // A mistake first: Tuesday closing before it opens is caught at its row.
        const tuesday = card.locator('li[data-day="2"]');
        await tuesday.getByLabel('Cierra el martes').fill('08:00');
        await card.getByRole('button', { name: 'Guardar tu página' }).click();
        await expect(tuesday.getByText('El martes debe cerrar después de abrir.')).toBeVisible();
        await expect(tuesday.getByLabel('Cierra el martes')).toBeFocused();
        expect(await axeViolations(page), 'the editor with an error at its row').toEqual([]);
        await tuesday.getByLabel('Cierra el martes').fill('19:00');

        await saturday.getByLabel('Abre el sábado').fill('11:00');
        await saturday.getByLabel('Cierra el sábado').fill('15:30');
        const sunday = card.locator('li[data-day="7"]');
        await sunday.getByRole('checkbox', { name: 'Atiende el domingo' }).check();
        await sunday.getByLabel('Abre el domingo').fill('10:00');
        await sunday.getByLabel('Cierra el domingo').fill('13:00');
        await card.getByRole('checkbox', { name: 'Toldos' }).uncheck();
        await card.getByRole('button', { name: 'Guardar tu página' }).click();
        await expect(card.getByRole('status').filter({ hasText: 'Guardado.' })).toBeVisible();
        await expect(card.getByRole('link', { name: /Ver tu página pública/ })).toHaveAttribute('href', DEMO_DEALER);

        const publicPage = await asRole('customer');
        await publicPage.goto(DEMO_DEALER);
        const hours = publicPage.getByRole('table', { name: 'Horario' });
        await expect(hours.getByRole('row', { name: /Sábado/ })).toContainText('11:00 a 15:30');
        await expect(hours.getByRole('row', { name: /Domingo/ })).toContainText('10:00 a 13:00');
        await expect(
          publicPage.getByRole('region', { name: 'Qué ofrece' }).getByText('Toldos', { exact: true }),
        ).toHaveCount(0);
      } finally {
        const res = await request.put(`/api/dealer-profile/${profile.user_id}`, {
          headers: { Authorization: `Bearer ${token}` },
          data: {
            opening_hours: profile.opening_hours,
            products: profile.products,
            services: profile.services,
            description: profile.description,
          },
        });
        expect(res.status()).toBe(200);
      }
    },
  );

  test("an admin opens any distributor's page editor from the users list", async ({ asRole }) => {
    const page = await asRole('admin');
    await page.goto('/panel/usuarios?search=occidente');
    await page.getByRole('button', { name: 'Página de distribuidor de Alejandra Gutiérrez Ochoa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Página de distribuidor de Persianas y Toldos de Occidente' });
    await expect(dialog.locator('li[data-day="1"]').getByLabel('Abre el lunes, horario 1')).toHaveValue('09:00');
    await expect(dialog.getByRole('link', { name: /Ver su página pública/ })).toHaveAttribute('href', OCCIDENTE);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });
});
