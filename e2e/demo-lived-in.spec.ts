// A fresh start (the e2e server begins on an empty .data-e2e) looks lived-in for the
// demo distributor: generated price list, catalogue and dated promotions in the panel, the home's
// promotions card, and months of its customers' orders in every status.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

test('the demo distributor finds price lists, catalogues, dated promotions and order history', async ({ asRole }) => {
  const page = await asRole('distributor');

  // Lista de precios: the generated PDF, downloaded as a PDF.
  await page.goto('/panel/lista-precios');
  const prices = page.getByRole('table', { name: 'Listas de precios' });
  const priceRow = prices.getByRole('row', { name: /Lista de precios al público/ });
  await expect(priceRow).toBeVisible();
  await expect(priceRow).toContainText('Vigente');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    priceRow.getByRole('button', { name: /^Descargar/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Lista de precios al público.*\.pdf$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(5_000);

  // Catálogos.
  await page.goto('/panel/listas-catalogo');
  await expect(
    page.getByRole('table', { name: 'Catálogos digitales' }).getByRole('row', { name: /Catálogo digital Solara/ }),
  ).toBeVisible();

  // Gaceta: the current gazette first, with its dates; one upcoming and one expired after it.
  await page.goto('/panel/gaseta-promociones');
  const promos = page.getByRole('table', { name: 'Promociones' });
  const rows = promos.getByRole('row');
  await expect(rows).toHaveCount(4); // header + 3
  await expect(rows.nth(1)).toContainText(/Gaceta de promociones de/);
  await expect(rows.nth(1)).toContainText(/Vigente\s*del \d{1,2} de \w+/);
  await expect(rows.nth(2)).toContainText('Próximamente');
  await expect(rows.nth(3)).toContainText('Vencida');

  // The panel home: the promotions card shows what applies now (no expired ones).
  await page.goto('/panel');
  const card = page.getByRole('region', { name: 'Promociones vigentes' });
  const current = card.getByRole('listitem').filter({ hasText: /Gaceta de promociones de/ });
  await expect(current).toContainText(/Vigente\s*del \d{1,2} de \w+/);
  await expect(card.getByRole('listitem')).toHaveCount(2); // the current gazette and the upcoming one
  await expect(card.getByText('Vencida', { exact: true })).toHaveCount(0);

  // Pedidos de clientes: months of orders, in every status.
  await page.goto('/panel/listas/ordenes-admin');
  const orders = page.getByRole('main').getByRole('table');
  await expect(orders.getByRole('row').nth(5)).toBeVisible();
  await expect(orders).toContainText('Lucía Hernández');
  for (const status of ['Pendiente', 'Confirmado', 'En producción', 'Enviado'])
    await expect(orders.getByText(status, { exact: true }).first()).toBeVisible();
});
