// Catalogue administration: the demo admin adds a colour as a draft, uploads its photo
// with the progress bar, publishes it, and the public colour page shows the photo in an <img>
// with a srcset; a draft fabric stays off the site until it is published. axe on the screen.
// The two that change the public catalogue are @shared (playwright.config.ts): other specs read it.

import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, storedToken, test } from './fixtures';

const FABRIC = 'Screen 5 %';
const FABRIC_SLUG = 'screen-5';

/** A real photo, large enough to be stored at every width (320–1920 px). */
const photo = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2f5d8a' } })
    .jpeg({ quality: 90 })
    .toBuffer();

async function openCatalog(page: Page) {
  await page.goto('/panel/catalogo');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrar el catálogo' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando el catálogo' })).toHaveCount(0);
}

/**
 * Deletes what a test added, through the API (a test's entries must not reach the sitemap other
 * specs check), and checks the public catalogue lost it.
 */
async function removeEntry(page: Page, kind: 'fabrics' | 'colors', slug: string) {
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  const all = (await (await page.request.get('/api/admin/catalog', { headers })).json()) as Record<
    string,
    { id: number; slug: string }[]
  >;
  const entry = all[kind]!.find((e) => e.slug === slug)!;
  expect((await page.request.delete(`/api/admin/catalog/${kind}/${entry.id}`, { headers })).ok()).toBe(true);
  await expect.poll(async () => (await (await page.request.get('/sitemap.xml')).text()).includes(slug)).toBe(false);
}

/** The list item of a fabric: its row and its colours. */
const fabricItem = (page: Page, slug: string) =>
  page.locator('li', { has: page.locator(`[data-entry="fabrics-${slug}"]`) }).first();

test(
  'an admin adds a colour as a draft, uploads its photo with progress, publishes it and the public page shows it with a srcset',
  { tag: '@shared' },
  async ({ asRole, axe }) => {
    const page = await asRole('admin');
    await openCatalog(page);
    expect(await axe(page)).toEqual([]);

    const name = `Azul Pacífico ${Date.now() % 100000}`;
    const slug = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');

    // Add the colour to the fabric, as a draft.
    const fabric = fabricItem(page, FABRIC_SLUG);
    await fabric.getByText(`Colores de ${FABRIC}`).click();
    await fabric.getByRole('button', { name: `+ Agregar color a ${FABRIC}` }).click();
    const form = page.getByRole('dialog', { name: 'Agregar color' });
    await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await form
      .getByRole('textbox', { name: /^Color\b/ })
      .first()
      .fill('#2F5D8A');
    await form.getByRole('button', { name: 'Guardar color' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Se guardó «${name}» como borrador.` })).toBeVisible();
    const row = page.locator(`[data-entry="colors-${slug}"]`);
    await expect(row.getByText('Borrador')).toBeVisible();

    // Not on the site while a draft.
    const before = (await (await page.request.get('/api/catalog')).json()) as {
      fabrics: { slug: string; colors: { slug: string }[] }[];
    };
    expect(before.fabrics.find((f) => f.slug === FABRIC_SLUG)?.colors.map((c) => c.slug)).not.toContain(slug);

    // Upload its photo: the request is held a moment so the progress bar can be seen.
    await page.route('**/api/admin/catalog/colors/*/image', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await row.getByRole('button', { name: `Foto el color ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Foto de color: ${name}` });
    await expect(dialog.getByText('Sin foto: el sitio muestra el dibujo.')).toBeVisible();
    // The picker is a Spanish button; the browser's own "Choose File" never shows.
    await expect(dialog.getByText('Elegir foto', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/choose file|no file chosen/i)).toHaveCount(0);
    await dialog
      .getByLabel('Foto nueva')
      .setInputFiles({ name: 'azul.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(dialog.getByRole('img', { name: `Vista previa de la nueva foto de ${name}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Subir foto' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Subiendo la foto' })).toBeVisible();
    await expect(dialog.getByText(/La foto se guardó/)).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Foto actual de ${name}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    // Publish it: on the site at once.
    await row.getByRole('button', { name: `Publicar el color ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `«${name}» se publicó` })).toBeVisible();
    await expect(row.getByText('Publicado')).toBeVisible();

    const visitor = await asRole('customer');
    await visitor.goto(`/detalles/${FABRIC_SLUG}/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: `${FABRIC} color ${name}` })).toBeVisible();
    const img = visitor.locator('figure img').first();
    await expect(img).toHaveAttribute('srcset', /-320\.webp 320w, .*-1920\.webp 1920w$/);
    await expect(img).toHaveAttribute('width', '1920');
    await expect(img).toHaveAttribute('height', '1440');
    await expect(img).toHaveAttribute('sizes', /100vw/);
    // The browser really loads a variant.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

    await removeEntry(page, 'colors', slug);
  },
);

test('a draft fabric does not appear on the site until it is published', { tag: '@shared' }, async ({ asRole }) => {
  const page = await asRole('admin');
  await openCatalog(page);
  const name = `Lino Prueba ${Date.now() % 100000}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  const blinds = page.getByRole('region', { name: 'Telas de persianas y sus colores' });
  await blinds.getByRole('button', { name: '+ Agregar tela a Persianas' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar tela' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await form.getByRole('textbox', { name: 'Descripción' }).fill('Lino natural con caída suave para salas y recámaras.');
  await form.getByRole('combobox', { name: 'Opacidad' }).selectOption('filtrante');
  await form.getByRole('textbox', { name: 'Composición' }).fill('70 % lino, 30 % poliéster');
  await form.getByRole('textbox', { name: 'Ancho de rollo' }).fill('280');
  // Without a type the server's own rule is shown in Spanish.
  await form.getByRole('button', { name: 'Guardar tela' }).click();
  await expect(form.getByText('Elige al menos un tipo en el que se fabrique, con su precio por m².')).toBeVisible();
  await form.getByRole('checkbox', { name: /^Persianas enrollables/ }).check();
  await form.getByRole('textbox', { name: 'Precio público de Persianas enrollables' }).fill('1150');
  await form.getByRole('button', { name: 'Guardar tela' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Se guardó «${name}» como borrador.` })).toBeVisible();

  const publicFabrics = async () =>
    ((await (await page.request.get('/api/catalog')).json()) as { fabrics: { slug: string }[] }).fabrics.map(
      (f) => f.slug,
    );
  expect(await publicFabrics()).not.toContain(slug);
  const options = await (await page.request.get('/api/quoter-options')).json();
  expect(JSON.stringify(options)).not.toContain(`"${slug}"`);

  await page
    .locator(`[data-entry="fabrics-${slug}"]`)
    .getByRole('button', { name: `Publicar la tela ${name}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `«${name}» se publicó` })).toBeVisible();
  expect(await publicFabrics()).toContain(slug);

  const visitor = await asRole('customer');
  await visitor.goto(`/detalles/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();

  await removeEntry(page, 'fabrics', slug);
});

test('the catalogue screen fits a 390 px phone', async ({ asRole, axe }) => {
  const page = await asRole('admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await openCatalog(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axe(page)).toEqual([]);
});
