// Valid HTML by two checkers nobody here wrote: the Nu HTML Checker (vnu.jar) finds no error in the
// server HTML of one page of every public route nor in the panel's forms as the browser has them,
// and pa11y's HTML_CodeSniffer finds none on those forms (public-a11y.spec.ts and a11y.spec.ts run
// it on the public pages and the account screens).

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PUBLIC_ROUTES, expect, gotoHydrated, serverHtml, test, type Role } from './fixtures';
import { nuErrors } from './support/nu-checker';

/** Public routes beyond the table's: the locator, the quoter, the API reference and the account screens. */
const MORE_PUBLIC_PATHS = [
  '/distribuidores',
  '/cotizador',
  '/persianas/cotizador',
  '/desarrolladores/api',
  '/login',
  '/registro',
  '/recuperar',
  '/autenticacion?token=x',
];

/** Each panel form, open, as the role that uses it sees it. */
const PANEL_FORMS: { name: string; role: Role; open: (page: Page) => Promise<void> }[] = [
  { name: 'perfil-cliente', role: 'customer', open: (page) => gotoHydrated(page, '/panel/perfil') },
  { name: 'perfil-distribuidor', role: 'distributor', open: (page) => gotoHydrated(page, '/panel/perfil') },
  {
    name: 'usuarios-buscar',
    role: 'admin',
    open: (page) => gotoHydrated(page, '/panel/usuarios', 'main form[role="search"]'),
  },
  {
    name: 'usuarios-agregar',
    role: 'admin',
    open: async (page) => {
      await gotoHydrated(page, '/panel/usuarios', 'main form[role="search"]');
      await page.getByRole('button', { name: 'Agregar usuario' }).click();
      await expect(page.getByRole('dialog', { name: 'Agregar usuario' }).getByLabel('Nombre completo')).toBeFocused();
    },
  },
  {
    name: 'inventario-galerias',
    role: 'admin',
    open: (page) => gotoHydrated(page, '/panel/inventario/galerias', 'main form'),
  },
];

const fileName = (pathname: string) =>
  `${pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'inicio'}.html`;

test('the Nu HTML Checker finds no error on any public page nor in the panel forms, nor does HTML_CodeSniffer in those forms', async ({
  request,
  asRole,
  htmlcs,
}, testInfo) => {
  test.setTimeout(240_000); // one JVM start and five panel screens: generous for a loaded 2-core host
  const dir = testInfo.outputPath('nu');
  await mkdir(dir, { recursive: true });
  const files: string[] = [];

  // A dealer's own page: the first one the sitemap lists.
  const dealerPage = /<loc>https?:\/\/[^/<]+(\/distribuidores\/[^/<]+\/[^/<]+)<\/loc>/.exec(
    await (await request.get('/sitemap.xml')).text(),
  )?.[1];
  expect(dealerPage, 'a dealer page in the sitemap').toBeTruthy();
  for (const pathname of [...PUBLIC_ROUTES.map((route) => route.path), ...MORE_PUBLIC_PATHS, dealerPage!]) {
    const file = path.join(dir, fileName(pathname));
    await writeFile(file, await serverHtml(request, pathname));
    files.push(file);
  }

  // The panel renders in the browser: its forms are checked as the browser has them.
  const sniffed: Record<string, string[]> = {};
  for (const form of PANEL_FORMS) {
    const page = await asRole(form.role);
    await form.open(page);
    sniffed[form.name] = await htmlcs(page);
    const file = path.join(dir, `panel-${form.name}.html`);
    await writeFile(file, await page.content());
    files.push(file);
    await page.close();
  }
  expect(sniffed, 'HTML_CodeSniffer errors in the panel forms').toEqual(
    Object.fromEntries(PANEL_FORMS.map((form) => [form.name, []])),
  );

  const { errors, seconds } = nuErrors(files);
  testInfo.annotations.push({ type: 'vnu.jar', description: `${files.length} files in ${seconds.toFixed(1)} s` });
  expect(errors, `Nu HTML Checker errors in ${files.length} pages`).toEqual([]);
});
