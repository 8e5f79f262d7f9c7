/** @jest-environment node */
// The audit trail through the routes: each audited change (a price from the price list and from an
// awning model's grid, the general discount limit and a distributor's own, a payment and the
// status it moves the order to, an order's status) writes one entry with who, when, the entity and
// the values before and after, in the change's own transaction — so a change refused with a 422,
// 403 or 409 writes none. Only administrators read it (GET /api/audit) or export it (CSV).
import { eq, sql } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { INSTALLED_BLIND } from '@/tests/support/sample-items';
import { auditEntries, prices, productTypes, users } from '@/lib/server/db/schema';
import { GET as auditRoute } from '@/app/api/audit/route';
import { GET as auditExportRoute } from '@/app/api/exports/audit/route';
import { PUT as priceRoute } from '@/app/api/catalogs-prices/[id]/route';
import { POST as createCatalog } from '@/app/api/admin/catalog/[kind]/route';
import { PUT as updateCatalog } from '@/app/api/admin/catalog/[kind]/[id]/route';
import * as settingsRoute from '@/app/api/sales-settings/route';
import { PUT as userUpdate } from '@/app/api/user-update/[id]/route';
import * as quotesRoute from '@/app/api/quotes/route';
import { POST as requestRoute } from '@/app/api/quotes/[id]/request/route';
import { POST as sendRoute } from '@/app/api/quotes/[id]/send/route';
import { POST as acceptRoute } from '@/app/api/quotes/[id]/accept/route';
import { POST as paymentsRoute } from '@/app/api/orders/[id]/payments/route';
import { PUT as orderStatus } from '@/app/api/orders/[id]/status/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let admin: string;
let distributor: string;
let customer: string;
let adminName: string;
let distributorName: string;
let distributorId: number;
beforeAll(async () => {
  db = await setupTestDatabase();
  [admin, distributor, customer] = await Promise.all([tokenFor(ADMIN), tokenFor(DISTRIBUTOR), tokenFor(CUSTOMER)]);
  const named = async (email: string) => (await db.db.select().from(users).where(eq(users.email, email)))[0]!;
  adminName = (await named(ADMIN)).name;
  const dealer = await named(DISTRIBUTOR);
  distributorName = dealer.name;
  distributorId = dealer.id;
});
afterAll(async () => {
  await db.dispose();
});

const id = (n: number) => ({ id: String(n) });
const today = () => new Date().toISOString().slice(0, 10);

/** The entries written since `mark` (the highest id before the change), oldest first. */
const entriesSince = (mark: number) =>
  db.db
    .select()
    .from(auditEntries)
    .where(sql`${auditEntries.id} > ${mark}`)
    .orderBy(auditEntries.id);
const lastId = async () =>
  (await db.db.select({ max: sql<number | null>`max(${auditEntries.id})` }).from(auditEntries))[0]?.max ?? 0;

/** An order of the demo customer from its distributor's quote (50 % deposit asked). */
async function acceptedOrder() {
  const saved = await call(quotesRoute.POST, { token: customer, json: { items: [INSTALLED_BLIND] } });
  await call(requestRoute, { token: customer, params: id(saved.body.id), json: {} });
  await call(sendRoute, { token: distributor, params: id(saved.body.id), json: {} });
  const order = await call(acceptRoute, { token: customer, params: id(saved.body.id), json: {} });
  expect(order.status).toBe(201);
  return order.body as { id: number; folio: string; deposit: string };
}

describe('prices', () => {
  it('a price changed in the price list: who, the row, public and distributor price before and after', async () => {
    const [row] = await db.db.select().from(prices).where(eq(prices.kind, 'tela')).limit(1);
    const raised = ((row!.publicPriceCents + 1234) / 100).toFixed(2);
    const mark = await lastId();
    const res = await call(priceRoute, {
      token: admin,
      method: 'PUT',
      params: id(row!.id),
      json: { public_price: raised },
    });
    expect(res.status).toBe(200);
    const [entry, ...more] = await entriesSince(mark);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'precio',
      entity: 'precio',
      entityId: row!.id,
      entityLabel: `${row!.sku} · ${row!.description}`,
      actorKind: 'usuario',
      actorName: adminName,
      before: {
        publico: (row!.publicPriceCents / 100).toFixed(2),
        distribuidor: (row!.distributorPriceCents / 100).toFixed(2),
      },
      after: { publico: raised, distribuidor: (row!.distributorPriceCents / 100).toFixed(2) },
    });
    expect(Date.now() - entry!.at.getTime()).toBeLessThan(60_000);
  });

  it('a refused price (422: distributor above public; 403: not an admin) writes nothing', async () => {
    const [row] = await db.db.select().from(prices).where(eq(prices.kind, 'tela')).limit(1);
    const mark = await lastId();
    const above = { public_price: '10.00', distributor_price: '20.00' };
    expect((await call(priceRoute, { token: admin, method: 'PUT', params: id(row!.id), json: above })).status).toBe(
      422,
    );
    const cheaper = { public_price: '1.00' };
    expect(
      (await call(priceRoute, { token: distributor, method: 'PUT', params: id(row!.id), json: cheaper })).status,
    ).toBe(403);
    expect(await entriesSince(mark)).toEqual([]);
  });

  it("an awning model's grid: each cell added or changed is an entry; a grid saved as it was adds none", async () => {
    const [type] = await db.db.select().from(productTypes).where(eq(productTypes.slug, 'retractiles'));
    const typeId = type!.id;
    const created = await call(createCatalog, {
      token: admin,
      params: { kind: 'models' },
      json: {
        type_id: typeId,
        name: 'Cofre Auditoría',
        description: 'Toldo para probar el registro de cambios.',
        min_width_cm: 200,
        max_width_cm: 500,
        min_projection_cm: 150,
        max_projection_cm: 300,
        grid: { widths_cm: [300], projections_cm: [150, 250], public_prices: [['18000', '21000']] },
      },
    });
    expect(created.status).toBe(201);
    const added = await db.db
      .select()
      .from(auditEntries)
      .where(sql`${auditEntries.entityLabel} like 'TOL-COFRE-AUDITORIA-%'`);
    expect(added.map((e) => [e.before, e.after?.publico])).toEqual([
      [null, '18000.00'],
      [null, '21000.00'],
    ]);

    const mark = await lastId();
    const grid = { widths_cm: [300], projections_cm: [150, 250], public_prices: [['18000', '22500']] };
    const params = { kind: 'models', id: String(created.body.id) };
    expect((await call(updateCatalog, { token: admin, method: 'PUT', params, json: { grid } })).status).toBe(200);
    const changed = await entriesSince(mark);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      kind: 'precio',
      before: { publico: '21000.00' },
      after: { publico: '22500.00' },
      actorName: adminName,
    });
    const again = await lastId();
    expect((await call(updateCatalog, { token: admin, method: 'PUT', params, json: { grid } })).status).toBe(200);
    expect(await entriesSince(again)).toEqual([]);
  });
});

describe('discount limits', () => {
  it('the general limit (sales settings) and a distributor’s own, before and after; a refused one writes nothing', async () => {
    const terms = (await call(settingsRoute.GET, { token: admin })).body;
    let mark = await lastId();
    const general = await call(settingsRoute.PUT, {
      token: admin,
      method: 'PUT',
      json: { ...terms, default_discount_limit_pct: terms.default_discount_limit_pct + 5 },
    });
    expect(general.status).toBe(200);
    expect(await entriesSince(mark)).toMatchObject([
      {
        kind: 'limite_descuento',
        entity: 'condiciones_venta',
        entityId: null,
        actorName: adminName,
        before: { limite_pct: terms.default_discount_limit_pct },
        after: { limite_pct: terms.default_discount_limit_pct + 5 },
      },
    ]);

    mark = await lastId();
    const own = await call(userUpdate, {
      token: admin,
      method: 'PUT',
      params: id(distributorId),
      json: { discount_limit_pct: 15 },
    });
    expect(own.status).toBe(200);
    const [entry, ...more] = await entriesSince(mark);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'limite_descuento',
      entity: 'usuario',
      entityId: distributorId,
      actorName: adminName,
      before: { limite_pct: null },
      after: { limite_pct: 15 },
    });
    expect(entry!.entityLabel).toContain(distributorName);

    mark = await lastId();
    const tooMuch = { discount_limit_pct: 60 };
    expect(
      (await call(userUpdate, { token: admin, method: 'PUT', params: id(distributorId), json: tooMuch })).status,
    ).toBe(422);
    const refusedTerms = { ...terms, deposit_pct: 120 };
    expect((await call(settingsRoute.PUT, { token: admin, method: 'PUT', json: refusedTerms })).status).toBe(422);
    expect((await call(settingsRoute.PUT, { token: distributor, method: 'PUT', json: terms })).status).toBe(403);
    // Other fields of the user change without a limit entry.
    expect(
      (
        await call(userUpdate, {
          token: admin,
          method: 'PUT',
          params: id(distributorId),
          json: { company: 'Persianas del Bajío' },
        })
      ).status,
    ).toBe(200);
    expect(await entriesSince(mark)).toEqual([]);
  });
});

describe('payments and order status', () => {
  it('a deposit: the payment as recorded and the confirmation it caused, both by the distributor', async () => {
    const order = await acceptedOrder();
    const mark = await lastId();
    const paid = await call(paymentsRoute, {
      token: distributor,
      params: id(order.id),
      json: { kind: 'anticipo', method: 'spei', amount: order.deposit, reference: 'SPEI 4410', paid_on: today() },
    });
    expect(paid.status).toBe(201);
    const payment = paid.body.payments[0];
    expect(await entriesSince(mark)).toMatchObject([
      {
        kind: 'pago',
        entity: 'pago',
        entityId: payment.id,
        entityLabel: `${order.folio} · pago ${payment.id}`,
        actorName: distributorName,
        before: null,
        after: {
          tipo: 'anticipo',
          metodo: 'spei',
          estado: 'confirmado',
          monto: order.deposit,
          referencia: 'SPEI 4410',
          pagado_del_pedido: order.deposit,
        },
      },
      {
        kind: 'estado_pedido',
        entity: 'pedido',
        entityId: order.id,
        entityLabel: order.folio,
        actorName: distributorName,
        before: { estado: 'pendiente' },
        after: { estado: 'confirmado' },
      },
    ]);
  });

  it('a refused payment (over what is owed: 422; by the customer: 403; on a cancelled order: 409) writes nothing', async () => {
    const order = await acceptedOrder();
    const mark = await lastId();
    const pay = (token: string, amount: string) =>
      call(paymentsRoute, {
        token,
        params: id(order.id),
        json: { kind: 'anticipo', method: 'efectivo', amount, paid_on: today() },
      });
    expect((await pay(distributor, '99999999.00')).status).toBe(422);
    expect((await pay(customer, '10.00')).status).toBe(403);
    expect(
      (await call(orderStatus, { token: customer, method: 'PUT', params: id(order.id), json: { status: 'cancelado' } }))
        .status,
    ).toBe(200);
    const cancelled = await lastId();
    expect((await pay(distributor, '10.00')).status).toBe(409);
    const entries = await entriesSince(mark);
    // Only the customer's own cancellation, before the 409.
    expect(entries.map((e) => [e.kind, e.before, e.after, e.actorKind])).toEqual([
      ['estado_pedido', { estado: 'pendiente' }, { estado: 'cancelado' }, 'usuario'],
    ]);
    expect(entries.at(-1)!.id).toBe(cancelled);
  });

  it('a status change with its note; a refused one (422: not allowed from here; 403: not its distributor) writes nothing', async () => {
    const order = await acceptedOrder();
    let mark = await lastId();
    const move = (token: string, json: Record<string, unknown>) =>
      call(orderStatus, { token, method: 'PUT', params: id(order.id), json });
    expect((await move(distributor, { status: 'confirmado', note: 'Anticipo en efectivo en tienda' })).status).toBe(
      200,
    );
    expect(await entriesSince(mark)).toMatchObject([
      {
        kind: 'estado_pedido',
        entityId: order.id,
        actorName: distributorName,
        before: { estado: 'pendiente' },
        after: { estado: 'confirmado' },
        note: 'Anticipo en efectivo en tienda',
      },
    ]);
    mark = await lastId();
    expect((await move(distributor, { status: 'entregado' })).status).toBe(422);
    expect((await move(await tokenFor('monterrey@solara.test'), { status: 'en_produccion' })).status).toBe(404);
    expect((await move(customer, { status: 'en_produccion' })).status).toBe(403);
    expect(await entriesSince(mark)).toEqual([]);
  });
});

describe('reading the trail', () => {
  it('administrators list it newest first with filters; everyone else is refused; a bad filter is a Spanish 422', async () => {
    const all = await call(auditRoute, { token: admin, query: { per_page: '100' } });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(5);
    const ids = all.body.data.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const payments = await call(auditRoute, {
      token: admin,
      query: { kind: 'pago', actor: distributorName.slice(0, 6) },
    });
    expect(payments.body.data.length).toBeGreaterThan(0);
    for (const entry of payments.body.data) expect(entry).toMatchObject({ kind: 'pago', actor_name: distributorName });
    expect(payments.body.data[0].change).toMatch(
      /^Anticipo de \$[\d,]+\.\d\d por Transferencia SPEI \(confirmado\); pagado del pedido: \$/,
    );

    const prices = await call(auditRoute, { token: admin, query: { entity: 'precio', search: 'TOL-COFRE-AUDITORIA' } });
    expect(prices.body.data.map((e: { change: string }) => e.change)).toContain('Público $21,000.00 → $22,500.00');

    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await call(auditRoute, { token: admin, query: { from: tomorrow } })).body.total).toBe(0);
    expect((await call(auditRoute, { token: admin, query: { to: today(), from: '2020-01-01' } })).body.total).toBe(
      all.body.total,
    );

    const bad = await call(auditRoute, {
      token: admin,
      query: { kind: 'borrado', from: '2026-13-01', to: '2020-01-01' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      kind: ['Ese tipo de cambio no existe.'],
      from: ['La fecha inicial debe ser AAAA-MM-DD.'],
    });
    expect((await call(auditRoute, { token: distributor })).status).toBe(403);
    expect((await call(auditRoute, { token: customer })).status).toBe(403);
    expect((await call(auditRoute, {})).status).toBe(401);
  });

  it('exports the filter as CSV with Spanish headers; only administrators', async () => {
    const res = await call(auditExportRoute, { token: admin, query: { kind: 'estado_pedido' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/auditoria-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('Fecha,Tipo de cambio,Registro,Número,Nombre,Cambio,Quién,Tipo de autor,Antes,Después,Nota');
    const listed = await call(auditRoute, { token: admin, query: { kind: 'estado_pedido', per_page: '100' } });
    expect(lines).toHaveLength(listed.body.total + 1);
    expect(lines.slice(1).every((line) => line.includes(',Estado de pedido,Pedido,'))).toBe(true);
    expect((await call(auditExportRoute, { token: distributor })).status).toBe(403);
  });
});
