// Exports: the demo distributor exports its customers' orders from "Pedidos de
// clientes" as CSV; the downloaded file starts with the BOM and the Spanish header, and holds
// every row on screen (and every order of the list, not only this page). The order the demo
// customer places for it is cancelled at the end, which gives the stock back. The administrator
// finds such a cancellation in the audit trail (/panel/auditoria) and exports it.

import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, atPath, demoAccount, expect, screenBlindPiece, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, Accept: 'application/json' });

const HEADER =
  'Folio,Fecha,Estado,Cliente,Correo,Teléfono,Distribuidor,Lista de precios,Partidas,Subtotal,IVA,Total,Pagado con monedero,Por pagar,Moneda,Dirección de envío,Comentarios';

/** The demo customer orders one piece (its cart is put back as it was); answers the order. */
async function customerOrder(request: APIRequestContext, token: string): Promise<{ id: number; folio: string }> {
  const cart = (await (await request.get('/api/cart', { headers: auth(token) })).json()) as { items: { id: number }[] };
  for (const item of cart.items) await request.delete(`/api/cart/${item.id}`, { headers: auth(token) });
  expect(
    (
      await request.post('/api/cart', {
        headers: auth(token),
        data: { items: [screenBlindPiece('Estudio, "exportación" e2e')] },
      })
    ).status(),
  ).toBe(201);
  const response = await request.post('/api/cart/checkout', {
    headers: { ...auth(token), 'Idempotency-Key': `e2e-export-${Date.now()}` },
    data: { notes: '=1+1 no es una fórmula' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; folio: string };
}

test("the distributor exports its customers' orders as CSV with the rows on screen", async ({ asRole, request }) => {
  const customerToken = await apiLogin(request, demoAccount('customer').email, demoAccount('customer').password);
  const distributorToken = await apiLogin(
    request,
    demoAccount('distributor').email,
    demoAccount('distributor').password,
  );
  const order = await customerOrder(request, customerToken);
  try {
    const page = await asRole('distributor');
    await page.goto('/panel/listas/ordenes-admin?estado=pendiente');
    await expect(page).toHaveURL(atPath('/panel/listas/ordenes-admin'));
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: order.folio })).toBeVisible();
    const onScreen = (await table.getByRole('rowheader').allTextContents()).map((text) => text.trim());
    expect(onScreen).toContain(order.folio);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^⤓? ?Exportar CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByRole('status').filter({ hasText: 'Exportación lista' })).toBeVisible();

    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.slice(1).split('\r\n')[0]).toBe(HEADER);
    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    const folios = rows.map((row) => row[0]);
    for (const folio of onScreen) expect(folios).toContain(folio);
    // The filter on screen applies; the page does not: every pending order of its customers.
    expect(new Set(rows.map((row) => row[header!.indexOf('Estado')]))).toEqual(new Set(['Pendiente']));
    const list = (await (
      await request.get('/api/orders-admin?status=pendiente&per_page=1', { headers: auth(distributorToken) })
    ).json()) as { total: number };
    expect(rows).toHaveLength(list.total);
    const mine = rows.find((row) => row[0] === order.folio)!;
    expect(mine[header!.indexOf('Cliente')]).toBe(demoAccount('customer').name);
    expect(mine[header!.indexOf('Comentarios')]).toBe("'=1+1 no es una fórmula");
  } finally {
    await request.put(`/api/orders/${order.id}/status`, {
      headers: auth(distributorToken),
      data: { status: 'cancelado', note: 'Prueba e2e de exportación' },
    });
  }
});

test('the administrator finds an order’s status change in the audit trail and exports it', async ({
  asRole,
  request,
}) => {
  const customerToken = await apiLogin(request, demoAccount('customer').email, demoAccount('customer').password);
  const distributorToken = await apiLogin(
    request,
    demoAccount('distributor').email,
    demoAccount('distributor').password,
  );
  const order = await customerOrder(request, customerToken);
  const cancel = await request.put(`/api/orders/${order.id}/status`, {
    headers: auth(distributorToken),
    data: { status: 'cancelado', note: 'Prueba e2e del registro de cambios' },
  });
  expect(cancel.status()).toBe(200);

  const page = await asRole('admin');
  await page.goto('/panel/auditoria');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de cambios' })).toBeVisible();
  await page.getByLabel('Tipo de cambio').selectOption('estado_pedido');
  await page.getByLabel('Folio, SKU o nombre').fill(order.folio);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: order.folio });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pendiente → Cancelado');
  await expect(row).toContainText(demoAccount('distributor').name);
  await expect(row).toContainText('Nota: Prueba e2e del registro de cambios');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^⤓? ?Exportar CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parse(await readFile((await download.path())!, 'utf8'), { bom: true }) as string[][];
  expect(rows).toHaveLength(1);
  expect(rows[0]![header!.indexOf('Nombre')]).toBe(order.folio);
  expect(rows[0]![header!.indexOf('Cambio')]).toBe('Pendiente → Cancelado');
  expect(rows[0]![header!.indexOf('Quién')]).toBe(demoAccount('distributor').name);
});
