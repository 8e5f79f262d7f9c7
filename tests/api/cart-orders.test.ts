/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import * as cartRoute from '@/app/api/cart/route';
import * as cartItemRoute from '@/app/api/cart/[itemId]/route';
import { POST as checkout } from '@/app/api/cart/checkout/route';
import { GET as listOrders } from '@/app/api/orders/route';
import { GET as getOrder } from '@/app/api/orders/[id]/route';
import { PUT as orderStatus } from '@/app/api/orders/[id]/status/route';
import { GET as ordersAdmin } from '@/app/api/orders-admin/route';
import { GET as countCart } from '@/app/api/count-cart/route';
import { GET as countOrders } from '@/app/api/count-orders/route';
import { motors, orders } from '@/lib/server/db/schema';
import { createUser } from '@/lib/server/services/users';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let distributor: string;
let admin: string;
let stranger: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  [customer, distributor, admin] = await Promise.all([tokenFor(CUSTOMER), tokenFor(DISTRIBUTOR), tokenFor(ADMIN)]);
  await createUser(db.db, {
    name: 'Otra Persona',
    email: 'otra@ejemplo.mx',
    password: 'Persiana-de-bambu-2026',
    roleId: 3,
  });
  stranger = await tokenFor('otra@ejemplo.mx', 'Persiana-de-bambu-2026');
});
afterAll(async () => {
  await db.dispose();
});

const roller = {
  line: 'persianas',
  type: 'enrollables',
  fabric: 'blackout-premium',
  color: 'marfil',
  width_cm: 150,
  height_cm: 180,
  quantity: 2,
  room: 'Recámara',
  options: { motor: 'solara-motion-30', installation: true },
};

async function fillCart(token: string, items: unknown[] = [roller]) {
  const res = await call(cartRoute.POST, { token, json: { items } });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body;
}
const motorStock = async () =>
  (await db.db.select({ stock: motors.stock }).from(motors).where(eq(motors.slug, 'solara-motion-30')))[0]!.stock;
const orderCount = async () => (await db.db.select({ id: orders.id }).from(orders)).length;

describe('cart', () => {
  it('adds pieces priced by the server, counts lines, changes quantities and removes lines', async () => {
    const cart = await fillCart(customer, [roller, { ...roller, quantity: 1, room: 'Sala' }]);
    expect(cart).toMatchObject({ count: 2, currency: 'MXN', price_list: 'publico' });
    expect((await call(countCart, { token: customer })).body).toBe(2);
    const [first, second] = cart.items;
    const changed = await call(cartItemRoute.PUT, {
      token: customer,
      method: 'PUT',
      params: { itemId: String(first.id) },
      json: { quantity: 3 },
    });
    expect(changed.body.items[0].quantity).toBe(3);
    expect(Number(changed.body.items[0].line_total)).toBeCloseTo(Number(changed.body.items[0].unit_price) * 3, 2);
    const removed = await call(cartItemRoute.DELETE, {
      token: customer,
      method: 'DELETE',
      params: { itemId: String(second.id) },
    });
    expect(removed.body.count).toBe(1);
    await call(cartItemRoute.DELETE, { token: customer, method: 'DELETE', params: { itemId: String(first.id) } });
  });

  it("another user's cart line is a 404 and stays untouched", async () => {
    const theirs = await fillCart(stranger);
    const id = String(theirs.items[0].id);
    expect(
      (await call(cartItemRoute.PUT, { token: customer, method: 'PUT', params: { itemId: id }, json: { quantity: 9 } }))
        .status,
    ).toBe(404);
    expect(
      (await call(cartItemRoute.DELETE, { token: customer, method: 'DELETE', params: { itemId: id } })).status,
    ).toBe(404);
    expect((await call(cartRoute.GET, { token: stranger })).body.items[0].quantity).toBe(2);
  });

  it('rejects an impossible piece and a bad quantity with 422', async () => {
    expect(
      (await call(cartRoute.POST, { token: customer, json: { items: [{ ...roller, width_cm: 9999 }] } })).status,
    ).toBe(422);
    const cart = await fillCart(customer);
    expect(
      (
        await call(cartItemRoute.PUT, {
          token: customer,
          method: 'PUT',
          params: { itemId: String(cart.items[0].id) },
          json: { quantity: 0 },
        })
      ).status,
    ).toBe(422);
    await call(cartItemRoute.DELETE, {
      token: customer,
      method: 'DELETE',
      params: { itemId: String(cart.items[0].id) },
    });
  });

  it("a distributor's cart is at distributor prices", async () => {
    const cart = await fillCart(distributor);
    expect(cart.price_list).toBe('distribuidor');
    await call(cartItemRoute.DELETE, {
      token: distributor,
      method: 'DELETE',
      params: { itemId: String(cart.items[0].id) },
    });
  });
});

describe('checkout', () => {
  it('turns the cart into an order PED-YYYY-NNNNNN, empties it, takes stock and starts the history', async () => {
    await fillCart(customer);
    const stock = await motorStock();
    const ordersBefore = (await call(countOrders, { token: customer })).body;
    const res = await call(checkout, {
      token: customer,
      json: { notes: 'Llamar antes', shipping_address: 'Paseo de los Virreyes 145' },
    });
    expect(res.status).toBe(201);
    expect(res.body.folio).toMatch(new RegExp(`^PED-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(res.body).toMatchObject({
      status: 'pendiente',
      notes: 'Llamar antes',
      next_statuses: ['confirmado', 'cancelado'],
      distributor: { company: 'Decor Ventanas Providencia' },
    });
    expect(res.body.history).toEqual([expect.objectContaining({ from: null, to: 'pendiente' })]);
    expect((await call(countCart, { token: customer })).body).toBe(0);
    expect((await call(countOrders, { token: customer })).body).toBe(ordersBefore + 1);
    expect(await motorStock()).toBe(stock - 2);
  });

  it('an empty cart cannot be ordered (409)', async () => {
    const res = await call(checkout, { token: customer, json: {} });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/carrito está vacío/);
  });

  it('the same Idempotency-Key twice gives one order; another payload with it is a 422', async () => {
    await fillCart(customer);
    const key = randomUUID();
    const before = await orderCount();
    const first = await call(checkout, {
      token: customer,
      headers: { 'Idempotency-Key': key },
      json: { notes: 'uno' },
    });
    const retry = await call(checkout, {
      token: customer,
      headers: { 'Idempotency-Key': key },
      json: { notes: 'uno' },
    });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await orderCount()).toBe(before + 1);
    const other = await call(checkout, {
      token: customer,
      headers: { 'Idempotency-Key': key },
      json: { notes: 'otro' },
    });
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(['idempotency_key']);
  });

  it('two concurrent checkouts of one cart make one order', async () => {
    await fillCart(customer);
    const before = await orderCount();
    const [a, b] = await Promise.all([
      call(checkout, { token: customer, headers: { 'Idempotency-Key': randomUUID() }, json: {} }),
      call(checkout, { token: customer, headers: { 'Idempotency-Key': randomUUID() }, json: {} }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await orderCount()).toBe(before + 1);
  });

  it('checks stock at checkout: short of motors, the whole order fails and nothing is taken', async () => {
    await fillCart(customer, [{ ...roller, options: { motor: 'solara-motion-30' } }]);
    await db.db.update(motors).set({ stock: 1 }).where(eq(motors.slug, 'solara-motion-30'));
    const before = await orderCount();
    const res = await call(checkout, { token: customer, json: {} });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/No hay existencias suficientes/);
    expect(await orderCount()).toBe(before);
    expect(await motorStock()).toBe(1);
    expect((await call(countCart, { token: customer })).body).toBe(1);
    await db.db.update(motors).set({ stock: 100 }).where(eq(motors.slug, 'solara-motion-30'));
  });

  it('a bad Idempotency-Key is a 422', async () => {
    expect((await call(checkout, { token: customer, headers: { 'Idempotency-Key': 'x' }, json: {} })).status).toBe(422);
  });

  it('a bad Idempotency-Key is reported on idempotency_key, the field a reused key is reported on', async () => {
    const res = await call(checkout, { token: customer, headers: { 'Idempotency-Key': 'x' }, json: {} });
    expect(res.body).toEqual({
      message: 'La clave de idempotencia debe tener al menos 8 caracteres.',
      errors: { idempotency_key: ['La clave de idempotencia debe tener al menos 8 caracteres.'] },
    });
  });
});

describe('orders', () => {
  let orderId: string;
  beforeAll(async () => {
    await fillCart(customer);
    orderId = String((await call(checkout, { token: customer, json: {} })).body.id);
  });

  it("own list, one order, and another user's order is a 404", async () => {
    const mine = await call(listOrders, { token: customer, query: { per_page: '100' } });
    expect(mine.body.data.some((o: { id: number }) => String(o.id) === orderId)).toBe(true);
    expect((await call(getOrder, { token: customer, params: { id: orderId } })).status).toBe(200);
    expect((await call(getOrder, { token: stranger, params: { id: orderId } })).status).toBe(404);
    expect((await call(listOrders, { token: stranger })).body.data).toEqual([]);
  });

  it("orders-admin: the distributor sees its customer's orders, the admin all, a customer is refused", async () => {
    expect(
      (await call(ordersAdmin, { token: distributor, query: { per_page: '100' } })).body.data.some(
        (o: { id: number }) => String(o.id) === orderId,
      ),
    ).toBe(true);
    expect((await call(ordersAdmin, { token: admin, query: { per_page: '100' } })).body.total).toBeGreaterThan(0);
    expect((await call(ordersAdmin, { token: customer })).status).toBe(403);
  });

  it('follows pendiente → confirmado → en_produccion → enviado → entregado with history; no skipping', async () => {
    const move = (token: string, status: string) =>
      call(orderStatus, { token, method: 'PUT', params: { id: orderId }, json: { status } });
    expect((await move(distributor, 'enviado')).status).toBe(422);
    expect((await move(customer, 'confirmado')).status).toBe(403);
    for (const status of ['confirmado', 'en_produccion', 'enviado', 'entregado']) {
      const res = await move(status === 'entregado' ? admin : distributor, status);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const order = (await call(getOrder, { token: customer, params: { id: orderId } })).body;
    expect(order.history.map((h: { to: string }) => h.to)).toEqual([
      'pendiente',
      'confirmado',
      'en_produccion',
      'enviado',
      'entregado',
    ]);
    expect(order.next_statuses).toEqual([]);
    expect((await move(admin, 'cancelado')).status).toBe(422);
  });

  it('a customer cancels its own pending order and the stock comes back', async () => {
    await fillCart(customer);
    const order = (await call(checkout, { token: customer, json: {} })).body;
    const stock = await motorStock();
    const res = await call(orderStatus, {
      token: customer,
      method: 'PUT',
      params: { id: String(order.id) },
      json: { status: 'cancelado', note: 'Cambié de idea' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelado');
    expect(await motorStock()).toBe(stock + 2);
  });
});
