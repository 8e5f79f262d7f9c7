// Price lists, catalogues, promotions and the inventory screens: an admin
// uploads a price list that a customer previews and downloads, then deletes it; the client-side
// file check; stock edited in place (saved, and rolled back with the server's message when the
// server refuses); prices per role; the server's 403 shown as "No tienes permiso"; CSV export;
// axe on every screen at 360 px (at desktop width: panel-walk.spec.ts, which also checks there that
// the page does not scroll sideways). The price list upload and the stock edit change what other
// specs read: they are @shared (playwright.config.ts).

import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, demoAccount, expect, test, type Role } from './fixtures';

// ── Helpers ──────────────────────────────────────────────────────────────────

/** A one-page PDF with a line of text: small, but a real document the browser can show. */
function pdfDocument(text: string): Buffer {
  const stream = `BT /F1 18 Tf 30 100 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function tokenOf(request: APIRequestContext, role: Role): Promise<string> {
  const account = demoAccount(role);
  return apiLogin(request, account.email, account.password);
}

type StockItem = { id: number; kind: string; name: string; stock: number; status: string };

async function galleries(request: APIRequestContext): Promise<StockItem[]> {
  const response = await request.get('/api/catalogs', {
    headers: { Authorization: `Bearer ${await tokenOf(request, 'admin')}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as StockItem[]).filter((item) => item.kind === 'galeria');
}

async function setStockThroughApi(request: APIRequestContext, id: number, stock: number): Promise<void> {
  const response = await request.put(`/api/catalogs/${id}`, {
    headers: { Authorization: `Bearer ${await tokenOf(request, 'admin')}` },
    data: { stock },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** Opens the gallery stock and narrows the table to one item. */
async function openGalleryItem(page: Page, name: string) {
  await page.goto('/panel/inventario/galerias');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventario de galerías' })).toBeVisible();
  await page.getByLabel('Buscar', { exact: true }).fill(name);
  const row = page.getByRole('row', { name: literal(name) });
  await expect(row).toHaveCount(1);
  return { row, input: row.getByRole('textbox', { name: `Existencia de ${name}` }) };
}

// ── Files ────────────────────────────────────────────────────────────────────

test.describe('price lists, catalogues and promotions', () => {
  test(
    'an admin uploads a price list; a customer previews and downloads it; the admin deletes it',
    { tag: '@shared' },
    async ({ asRole }) => {
      const name = `Lista de precios e2e ${Date.now().toString(36)}`;
      const admin = await asRole('admin');
      await admin.goto('/panel/lista-precios');
      await expect(admin.getByRole('heading', { level: 1, name: 'Lista de precios' })).toBeVisible();

      // The browser refuses what the server would: a type that is not allowed.
      const fileInput = admin.getByLabel('Archivo', { exact: true });
      await fileInput.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
      await expect(fileInput).toHaveAccessibleDescription(/«notas\.txt» no es un archivo PDF, JPEG, PNG o WebP/);

      await fileInput.setInputFiles({ name: 'lista.pdf', mimeType: 'application/pdf', buffer: pdfDocument(name) });
      await expect(fileInput).not.toHaveAttribute('aria-invalid', 'true');
      await admin.getByLabel('Nombre a mostrar').fill(name);
      await admin.getByRole('button', { name: 'Subir archivo' }).click();
      await expect(admin.getByRole('status').filter({ hasText: `Se subió «${name}».` })).toBeVisible();
      await expect(
        admin.getByRole('table', { name: 'Listas de precios' }).getByRole('row', { name: new RegExp(name) }),
      ).toBeVisible();

      // The customer finds it, sees it in the browser and downloads it under its name.
      const customer = await asRole('customer');
      await customer.goto('/panel/lista-precios');
      const row = customer
        .getByRole('table', { name: 'Listas de precios' })
        .getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText('PDF');
      await expect(row).toContainText(/\d+ B/);
      await expect(row.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);

      await row.getByRole('button', { name: `Ver ${name}` }).click();
      const dialog = customer.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(`iframe[title="Vista previa de ${name}"]`)).toHaveAttribute('src', /^blob:/);
      await customer.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(row.getByRole('button', { name: `Ver ${name}` })).toBeFocused();

      const downloadRequest = customer.waitForRequest((req) => req.url().includes('download=1'));
      const [download] = await Promise.all([
        customer.waitForEvent('download'),
        row.getByRole('button', { name: `Descargar ${name}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${name}.pdf`);
      expect((await downloadRequest).headers().authorization).toMatch(/^Bearer \d+\|/);
      const saved = await download.path();
      expect(saved).toBeTruthy();

      // Deleting asks first; cancelling keeps the file.
      const adminRow = admin
        .getByRole('table', { name: 'Listas de precios' })
        .getByRole('row', { name: new RegExp(name) });
      await adminRow.getByRole('button', { name: `Eliminar ${name}` }).click();
      const confirm = admin.getByRole('alertdialog', { name: '¿Eliminar el archivo?' });
      await expect(confirm).toContainText(name);
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await expect(adminRow).toBeVisible();
      await adminRow.getByRole('button', { name: `Eliminar ${name}` }).click();
      await admin.getByRole('alertdialog').getByRole('button', { name: 'Eliminar', exact: true }).click();
      await expect(admin.getByRole('status').filter({ hasText: `Se eliminó «${name}».` })).toBeVisible();
      await expect(adminRow).toHaveCount(0);

      await customer.reload();
      await expect(customer.getByRole('heading', { level: 1, name: 'Lista de precios' })).toBeVisible();
      await expect(customer.getByText(name)).toHaveCount(0);
    },
  );

  test('the upload shows its progress bar, and a server refusal is shown as received', async ({ asRole }) => {
    const page = await asRole('admin');
    await page.goto('/panel/gaseta-promociones');
    await expect(page.getByRole('heading', { level: 1, name: 'Gaceta de promociones' })).toBeVisible();
    await page.route('**/api/files/promotions', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 800));
      return route.fulfill({ status: 415, json: { message: 'El archivo debe ser PDF, JPEG, PNG o WebP.' } });
    });
    await page
      .getByLabel('Archivo', { exact: true })
      .setInputFiles({ name: 'promo.pdf', mimeType: 'application/pdf', buffer: pdfDocument('Promo') });
    await page.getByRole('button', { name: 'Subir archivo' }).click();
    await expect(page.getByRole('progressbar', { name: 'Subiendo promo.pdf' })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: 'No se pudo subir el archivo' });
    await expect(alert).toContainText('El archivo debe ser PDF, JPEG, PNG o WebP.');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  for (const screen of [
    { path: '/panel/listas-catalogo', title: 'Catálogos', empty: 'Aún no hay catálogos' },
    { path: '/panel/gaseta-promociones', title: 'Gaceta de promociones', empty: 'Aún no hay promociones' },
  ]) {
    test(`${screen.path} shows its empty state to a customer, without admin controls`, async ({ asRole }) => {
      const page = await asRole('customer');
      await page.route('**/api/files/*', (route) =>
        route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue(),
      );
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      await expect(page.getByText(screen.empty)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Subir archivo' })).toHaveCount(0);
    });
  }
});

// ── Inventory ────────────────────────────────────────────────────────────────

test.describe('inventory', () => {
  test('an admin edits a stock figure in place and it persists', { tag: '@shared' }, async ({ asRole, request }) => {
    const item = (await galleries(request))[0]!;
    const next = item.stock + 7;
    const page = await asRole('admin');
    try {
      const { row, input } = await openGalleryItem(page, item.name);
      await expect(input).toHaveValue(String(item.stock));
      await input.fill(String(next));
      await input.press('Enter');
      await expect(row.getByRole('status')).toHaveText('Guardado');
      await expect(input).toHaveValue(String(next));

      await page.reload();
      const again = await openGalleryItem(page, item.name);
      await expect(again.input).toHaveValue(String(next));
      expect((await galleries(request)).find((g) => g.id === item.id)?.stock).toBe(next);
    } finally {
      await setStockThroughApi(request, item.id, item.stock);
    }
  });

  // Reads the stock the test above changes: @shared too, so they never meet.
  test(
    "a refused edit rolls back to the saved value and shows the server's message",
    { tag: '@shared' },
    async ({ asRole, request }) => {
      const item = (await galleries(request)).find((g) => g.stock >= 20) ?? (await galleries(request))[0]!;
      const page = await asRole('admin');
      const { row, input } = await openGalleryItem(page, item.name);
      await expect(row).toContainText('Disponible');

      const message = 'La existencia no debe pasar de 1,000,000.';
      await page.route(`**/api/catalogs/${item.id}`, async (route) => {
        if (route.request().method() !== 'PUT') return route.continue();
        await new Promise((resolve) => setTimeout(resolve, 700));
        return route.fulfill({ status: 422, json: { message, errors: { stock: [message] } } });
      });
      await input.fill('0');
      await row.getByRole('button', { name: /^Guardar/ }).click();
      // Optimistic: the row already shows the new status while the server answers…
      await expect(row).toContainText('Bajo pedido');
      // …then goes back, with the server's words.
      await expect(row.getByRole('alert')).toHaveText(message);
      await expect(input).toHaveValue(String(item.stock));
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(row).toContainText('Disponible');
      expect((await galleries(request)).find((g) => g.id === item.id)?.stock).toBe(item.stock);
    },
  );

  test('a customer sees public prices only; a distributor also the distributor price', async ({ asRole }) => {
    const customer = await asRole('customer');
    await customer.goto('/panel/inventario/precios');
    const table = customer.getByRole('table', { name: 'Precios' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expect(table.getByRole('columnheader', { name: /^Precio/ })).toHaveCount(1);
    await expect(table.getByRole('columnheader', { name: /Precio distribuidor/ })).toHaveCount(0);
    await expect(table.getByRole('textbox')).toHaveCount(0);

    const distributor = await asRole('distributor');
    await distributor.goto('/panel/inventario/precios');
    const theirs = distributor.getByRole('table', { name: 'Precios' });
    await expect(theirs.getByRole('columnheader', { name: /Precio distribuidor/ })).toHaveCount(1);
    await expect(theirs.getByRole('columnheader', { name: /Precio público/ })).toHaveCount(1);
    await expect(theirs.getByRole('textbox')).toHaveCount(0);
  });

  test('stock screens show their own items, filter by status and search, and sort', async ({ asRole }) => {
    const page = await asRole('customer');
    await page.goto('/panel/inventario/mororizacion');
    const table = page.getByRole('table', { name: 'Motores y accesorios' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Motor', exact: true }).first()).toBeVisible();
    await expect(table.getByRole('textbox')).toHaveCount(0);

    await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Accesorio' });
    await expect(table.getByRole('cell', { name: 'Motor', exact: true })).toHaveCount(0);
    await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Motores y accesorios' });

    const header = table.getByRole('columnheader', { name: /Existencia/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');

    await page.getByLabel('Buscar', { exact: true }).fill('zzzz no existe');
    await expect(table.getByText('Ningún resultado para «zzzz no existe».')).toBeVisible();
    await expect(page.getByText('Sin resultados')).toBeVisible();
  });

  test('the CSV export downloads the rows that pass the filters, with a byte order mark', async ({ asRole }) => {
    const page = await asRole('customer');
    await page.goto('/panel/inventario/persianas');
    await expect(page.getByRole('table', { name: 'Telas para persianas' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Disponible' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('inventario-persianas.csv');
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Artículo,SKU,Existencia (m),Estado');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.endsWith(',Disponible'))).toBe(true);
  });

  test('a 403 from the server is shown as "No tienes permiso" with its message', async ({ asRole }) => {
    const page = await asRole('customer');
    await page.route('**/api/catalogs-prices', (route) =>
      route.fulfill({ status: 403, json: { message: 'Tu cuenta no tiene acceso a los precios.' } }),
    );
    await page.goto('/panel/inventario/precios');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('No tienes permiso');
    await expect(alert).toContainText('Tu cuenta no tiene acceso a los precios.');
    await expect(alert.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  });
});

// ── Accessibility ────────────────────────────────────────────────────────────

const SCREENS = [
  { path: '/panel/lista-precios', title: 'Lista de precios', customerToo: true },
  { path: '/panel/listas-catalogo', title: 'Catálogos', customerToo: false },
  { path: '/panel/gaseta-promociones', title: 'Gaceta de promociones', customerToo: false },
  { path: '/panel/inventario/persianas', title: 'Inventario de persianas', customerToo: true },
  { path: '/panel/inventario/galerias', title: 'Inventario de galerías', customerToo: false },
  { path: '/panel/inventario/mororizacion', title: 'Inventario de motorización', customerToo: false },
  { path: '/panel/inventario/precios', title: 'Precios de inventario', customerToo: true },
] as const;

// The desktop pass of these screens is panel-walk.spec.ts's (axe, and no sideways scroll).
test.describe('axe at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  // Admins see every control (upload, delete, editors); customers the read-only variants.
  for (const screen of SCREENS) {
    for (const role of screen.customerToo ? (['admin', 'customer'] as const) : (['admin'] as const)) {
      test(`finds no violations on ${screen.path} (${role})`, async ({ asRole, axe }) => {
        const page = await asRole(role);
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
        expect(await axe(page)).toEqual([]);
        // Nothing wider than the screen but the table's own scrolling region.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      });
    }
  }
});
