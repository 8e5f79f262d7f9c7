// The business at a glance on the administrator's and the distributor's home: the figures arrive,
// a chart's table opens and agrees with the figure above it, its CSV downloads, another period
// loads, axe finds nothing, and a 390 px phone scrolls nothing sideways. Demo data only read (the
// figures themselves are tests/api/business-summary.test.ts's, against SQL).

import { readFile } from 'node:fs/promises';
import { axeViolations, expect, expectNoSidewaysScroll, test } from './fixtures';

/** "$1,234.50" → 123450 centavos. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

test('administrator: figures, a chart’s table and its CSV, another year, axe, 390 px', async ({ asRole }) => {
  const page = await asRole('admin');
  await page.goto('/panel');
  const business = page.getByRole('region', { name: 'El negocio' });
  const tiles = business.getByRole('list', { name: 'Cifras de los últimos 12 meses' });
  await expect(tiles.getByText('Facturado', { exact: true })).toBeVisible();
  const billed = cents((await tiles.getByRole('listitem').first().locator('span').nth(1).textContent()) ?? '');
  expect(billed).toBeGreaterThan(0);

  const chart = business.getByRole('region', { name: 'Facturado y cobrado por mes' });
  await expect(
    chart.getByRole('img', { name: /^Facturado y cobrado por mes, los últimos 12 meses\. Facturado: \$/ }),
  ).toBeVisible();
  await chart.getByRole('button', { name: 'Ver tabla' }).click();
  const table = chart.getByRole('table', { name: 'Tabla: Facturado y cobrado por mes' });
  await expect(table.getByRole('row')).toHaveCount(13);
  // The months' billed add up to the tile's.
  const monthly = await table.locator('tbody tr td:nth-of-type(1)').allTextContents();
  expect(monthly.reduce((sum, text) => sum + cents(text), 0)).toBe(billed);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    chart.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('facturado-y-cobrado-ultimos-12-meses.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe('Mes,Facturado,Cobrado');
  expect(csv.filter(Boolean)).toHaveLength(13);

  // The samples visitors asked for (the demo's two and any a test sent): each month's row adds up to the tile.
  const samples = page.getByRole('region', { name: 'Muestras de tela pedidas' });
  const sampleTiles = samples.getByRole('list', { name: 'Muestras de los últimos 12 meses' });
  const requests = Number(await sampleTiles.getByRole('listitem').first().locator('span').nth(1).textContent());
  expect(requests).toBeGreaterThanOrEqual(2);
  const sampleMonths = samples.getByRole('region', { name: 'Muestras por mes' });
  await sampleMonths.getByRole('button', { name: 'Ver tabla' }).click();
  const perMonth = await sampleMonths.locator('tbody tr td:nth-of-type(1)').allTextContents();
  expect(perMonth).toHaveLength(12);
  expect(perMonth.reduce((sum, text) => sum + Number(text), 0)).toBe(requests);
  await expect(
    samples.getByRole('region', { name: 'Muestras por distribuidor' }).getByRole('img'),
  ).toHaveAccessibleName(/^Solicitudes de muestras por distribuidor: /);

  expect(await axeViolations(page)).toEqual([]);

  // The years offered are those with sales (the demo's: this one): the calendar year loads.
  const year = new Date().getFullYear();
  await business.getByLabel('Periodo').selectOption(String(year));
  await expect(business.getByText(`Del 1 de enero de ${year} al 31 de diciembre de ${year}`)).toBeVisible();
  await expect(business.getByRole('list', { name: `Cifras de ${year}` })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(business.getByRole('region', { name: 'Por estado' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the administrator’s home');
});

test('distributor: its customers’ sales, ranked by customer, at 390 px', async ({ asRole }) => {
  const page = await asRole('distributor');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/panel');
  const business = page.getByRole('region', { name: 'Las ventas de tus clientes' });
  await expect(business.getByRole('region', { name: 'Por cliente' }).getByRole('img')).toBeVisible();
  await expect(business.getByRole('region', { name: 'Por distribuidor' })).toHaveCount(0);
  await expect(business.getByRole('region', { name: 'Solicitudes abiertas por antigüedad' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the distributor’s home');
  expect(await axeViolations(page)).toEqual([]);
});
