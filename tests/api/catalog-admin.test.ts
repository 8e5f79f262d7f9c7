/** @jest-environment node */
// Catalogue administration: who may call it, Spanish 422s, slugs from names, drafts
// hidden from the public catalogue, the quoter and its price call until published, nothing
// half-saved, deletes refused while sales use an entry, and every change telling the front ends.
import type { DbHandle } from '@/lib/server/db/types';
import { startFakeHost, sendJson } from '@/tests/support/fake-json-host';

type Handler = (req: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

let front: Awaited<ReturnType<typeof startFakeHost>>;
let db: DbHandle & { dispose: () => Promise<void> };
let call: typeof import('@/tests/support/http').call;
let settleNotifications: typeof import('@/lib/server/revalidation/notify').settleNotifications;
let r: {
  list: Handler;
  create: Handler;
  entry: { PUT: Handler; DELETE: Handler };
  catalog: Handler;
  quoterOptions: Handler;
  quotePrice: Handler;
  saveQuote: Handler;
  prices: Handler;
  cart: { GET: Handler; POST: Handler };
  cartItem: { DELETE: Handler };
  checkout: Handler;
};
let admin: string;
let customer: string;
let distributor: string;
let ROLLER: typeof import('@/tests/support/world').ROLLER;

// lib/env reads REVALIDATE_URLS when first loaded: the fake front end must listen before.
beforeAll(async () => {
  front = await startFakeHost();
  front.answer((_req, res) => sendJson(res, 200, { revalidated: ['catalog'] }));
  process.env.REVALIDATE_URLS = front.url;
  process.env.REVALIDATE_SECRET = 'una-clave-compartida-de-al-menos-32-caracteres';
  db = await (await import('@/tests/support/db')).setupTestDatabase();
  ({ call } = await import('@/tests/support/http'));
  ({ settleNotifications } = await import('@/lib/server/revalidation/notify'));
  ({ ROLLER } = await import('@/tests/support/world'));
  const accounts = await import('@/tests/support/accounts');
  [admin, customer, distributor] = await Promise.all([
    accounts.tokenFor(accounts.ADMIN),
    accounts.tokenFor(accounts.CUSTOMER),
    accounts.tokenFor(accounts.DISTRIBUTOR),
  ]);
  r = {
    list: (await import('@/app/api/admin/catalog/route')).GET,
    create: (await import('@/app/api/admin/catalog/[kind]/route')).POST,
    entry: await import('@/app/api/admin/catalog/[kind]/[id]/route'),
    catalog: (await import('@/app/api/catalog/route')).GET,
    quoterOptions: (await import('@/app/api/quoter-options/route')).GET,
    quotePrice: (await import('@/app/api/quote-price/route')).POST,
    saveQuote: (await import('@/app/api/quotes/route')).POST,
    prices: (await import('@/app/api/catalogs-prices/route')).GET,
    cart: await import('@/app/api/cart/route'),
    cartItem: await import('@/app/api/cart/[itemId]/route'),
    checkout: (await import('@/app/api/cart/checkout/route')).POST,
  };
});
afterAll(async () => {
  await db.dispose();
  await front.close();
});

const create = (kind: string, json: unknown, token = admin) => call(r.create, { token, params: { kind }, json });
const update = (kind: string, id: number, json: unknown) =>
  call(r.entry.PUT, { token: admin, method: 'PUT', params: { kind, id: String(id) }, json });
const remove = (kind: string, id: number) =>
  call(r.entry.DELETE, { token: admin, method: 'DELETE', params: { kind, id: String(id) } });
const adminCatalog = async () => (await call(r.list, { token: admin })).body;
const publicCatalog = async () => (await call(r.catalog)).body;

async function lineId(slug: string): Promise<number> {
  return (await adminCatalog()).lines.find((l: { slug: string }) => l.slug === slug).id;
}
async function typeId(slug: string): Promise<number> {
  return (await adminCatalog()).types.find((t: { slug: string }) => t.slug === slug).id;
}

async function newFabric(name: string, extra: Record<string, unknown> = {}) {
  return create('fabrics', {
    line_id: await lineId('persianas'),
    name,
    description: 'Tela de prueba con caída natural.',
    opacity: 'filtrante',
    composition: '100 % poliéster',
    roll_width_cm: 280,
    types: [{ type_id: await typeId('enrollables'), public_price: '1,150.00' }],
    ...extra,
  });
}

const rollerWith = (fabric: string, color: string) => ({ items: [{ ...ROLLER, fabric, color }] });

describe('who may manage the catalogue', () => {
  it('only an administrator: customers and distributors get 403, anonymous 401', async () => {
    expect((await call(r.list, { token: customer })).status).toBe(403);
    expect((await call(r.list, { token: distributor })).status).toBe(403);
    expect((await call(r.list)).status).toBe(401);
    expect((await create('colors', { fabric_id: 1, name: 'Azul', hex: '#0000FF' }, distributor)).status).toBe(403);
    const list = await call(r.list, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.lines.map((l: { slug: string }) => l.slug)).toEqual(['persianas', 'toldos', 'motorizacion']);
    expect(list.body.colors[0]).toMatchObject({ kind: 'colors', published: true, image: null });
  });
});

describe('validation', () => {
  it('answers a 422 in Spanish naming each field', async () => {
    const res = await create('colors', { fabric_id: 1, name: '', hex: 'azul', stock: -4 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['El campo nombre es obligatorio.'],
      hex: ['El color debe ser un color hexadecimal como #A1B2C3.'],
      stock: ['El campo existencia debe ser al menos 0.'],
    });
    const ranges = await create('types', {
      line_id: await lineId('persianas'),
      name: 'Plisadas',
      summary: 'Plisadas.',
      description: 'Persianas plisadas.',
      min_width_cm: 300,
      max_width_cm: 100,
      min_height_cm: 30,
      max_height_cm: 250,
    });
    expect(ranges.status).toBe(422);
    expect(ranges.body.errors.max_width_cm).toEqual(['El ancho máximo debe ser mayor o igual que el mínimo.']);
  });

  it('makes the slug from the name without accents, and refuses a name that repeats it', async () => {
    const first = await newFabric('Lino Rústico Ñandú');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: 'fabrics', slug: 'lino-rustico-nandu', published: false });
    const again = await newFabric('lino rustico ñandu');
    expect(again.status).toBe(422);
    expect(again.body.errors.name[0]).toMatch(/^Ya existe una tela con ese nombre/);
  });

  it('two admins saving one name at once: one 201, the other the 422', async () => {
    const fabric = (await adminCatalog()).fabrics[0];
    const both = await Promise.all(
      [1, 2].map(() => create('colors', { fabric_id: fabric.id, name: 'Terracota Doble', hex: '#B4531A' })),
    );
    expect(both.map((res) => res.status).sort()).toEqual([201, 422]);
    expect(both.find((res) => res.status === 422)!.body.errors.name[0]).toMatch(
      /^Esta tela ya tiene un color con ese nombre/,
    );
  });

  it('keeps the fixed lines: creating or deleting one is a 409 in Spanish', async () => {
    const res = await create('lines', { name: 'Cortinas', description: 'Cortinas de tela.' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Las líneas de producto son fijas/);
    expect((await remove('lines', await lineId('persianas'))).status).toBe(409);
  });
});

describe('nothing half-saved', () => {
  it('a fabric whose second type is refused leaves no fabric and no price row behind', async () => {
    const pricesBefore = (await call(r.prices, { token: admin })).body.length;
    const res = await newFabric('Tela Incompleta', {
      types: [
        { type_id: await typeId('enrollables'), public_price: 900 },
        { type_id: await typeId('retractiles'), public_price: 900 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['types.1.type_id']).toEqual(['El tipo elegido no existe en la línea de esta tela.']);
    expect((await adminCatalog()).fabrics.some((f: { slug: string }) => f.slug === 'tela-incompleta')).toBe(false);
    expect((await call(r.prices, { token: admin })).body.length).toBe(pricesBefore);
  });

  it('a model grid with a distributor price above the public one saves nothing', async () => {
    const res = await create('models', {
      type_id: await typeId('retractiles'),
      name: 'Modelo Roto',
      description: 'd',
      min_width_cm: 200,
      max_width_cm: 400,
      min_projection_cm: 150,
      max_projection_cm: 250,
      grid: {
        widths_cm: [300, 400],
        projections_cm: [200],
        public_prices: [['10000'], ['12000']],
        distributor_prices: [[null], ['13000']],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['grid.distributor_prices.1.0']).toBeDefined();
    expect((await adminCatalog()).models.some((m: { slug: string }) => m.slug === 'modelo-roto')).toBe(false);
  });
});

describe('drafts', () => {
  it('a draft fabric and its colour stay off the catalogue, the quoter and its price until published', async () => {
    const fabric = (await newFabric('Borrador Seda')).body;
    const color = await create('colors', {
      fabric_id: fabric.id,
      name: 'Azul Añil',
      hex: '#1d3b6f',
      stock: 40,
      published: true,
    });
    expect(color.status).toBe(201);
    expect(color.body).toMatchObject({ slug: 'azul-anil', hex: '#1D3B6F', published: true });

    const hidden = async () => {
      const catalog = await publicCatalog();
      const options = (await call(r.quoterOptions)).body;
      const fabricsOfRoller = options.lines
        .find((l: { slug: string }) => l.slug === 'persianas')
        .types.find((t: { slug: string }) => t.slug === 'enrollables').fabrics;
      return {
        inCatalog: catalog.fabrics.some((f: { slug: string }) => f.slug === 'borrador-seda'),
        inQuoter: fabricsOfRoller.some((f: { slug: string }) => f.slug === 'borrador-seda'),
        price: (await call(r.quotePrice, { json: rollerWith('borrador-seda', 'azul-anil') })).status,
      };
    };
    expect(await hidden()).toEqual({ inCatalog: false, inQuoter: false, price: 422 });

    const published = await update('fabrics', fabric.id, { published: true });
    expect(published.status).toBe(200);
    expect(published.body.published).toBe(true);
    expect(await hidden()).toEqual({ inCatalog: true, inQuoter: true, price: 200 });

    // A colour can be a draft on its own: the fabric stays, the colour goes.
    expect((await update('colors', color.body.id, { published: false })).status).toBe(200);
    const catalog = await publicCatalog();
    expect(catalog.fabrics.find((f: { slug: string }) => f.slug === 'borrador-seda').colors).toEqual([]);
    expect((await call(r.quotePrice, { json: rollerWith('borrador-seda', 'azul-anil') })).status).toBe(422);
  });

  it('a type in draft takes its fabrics off it and leaves the quoter', async () => {
    const id = await typeId('romanas');
    expect((await update('types', id, { published: false })).status).toBe(200);
    const catalog = await publicCatalog();
    expect(catalog.types.some((t: { slug: string }) => t.slug === 'romanas')).toBe(false);
    for (const fabric of catalog.fabrics)
      expect(fabric.prices.some((p: { typeId: number }) => p.typeId === id)).toBe(false);
    expect((await update('types', id, { published: true })).status).toBe(200);
    expect((await publicCatalog()).types.some((t: { slug: string }) => t.slug === 'romanas')).toBe(true);
  });
});

describe('awning models and their price grid', () => {
  it('creates a model with its grid as price rows, and a new grid replaces them', async () => {
    const res = await create('models', {
      type_id: await typeId('retractiles'),
      name: 'Cofre Mérida',
      description: 'Toldo cofre compacto.',
      features: ['Cofre de aluminio'],
      min_width_cm: 200,
      max_width_cm: 500,
      min_projection_cm: 150,
      max_projection_cm: 300,
      published: true,
      grid: {
        widths_cm: [300, 500],
        projections_cm: [150, 250],
        public_prices: [
          ['18000', '21000'],
          ['24000', '27500.50'],
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.grid).toEqual({
      widths_cm: [300, 500],
      projections_cm: [150, 250],
      public_prices: [
        ['18000.00', '21000.00'],
        ['24000.00', '27500.50'],
      ],
      distributor_prices: [
        ['12960.00', '15120.00'],
        ['17280.00', '19800.36'],
      ],
    });
    const rows = (await call(r.prices, { token: admin })).body.filter((p: { sku: string }) =>
      p.sku.startsWith('TOL-COFRE-MERIDA-'),
    );
    expect(rows).toHaveLength(4);
    const publicModel = (await publicCatalog()).models.find((m: { slug: string }) => m.slug === 'cofre-merida');
    expect(publicModel.grid.publicCents).toEqual([
      [1_800_000, 2_100_000],
      [2_400_000, 2_750_050],
    ]);

    const changed = await update('models', res.body.id, {
      grid: { widths_cm: [500], projections_cm: [250], public_prices: [['26000']] },
    });
    expect(changed.status).toBe(200);
    // The kept cell keeps its distributor price while it stays under the public one.
    expect(changed.body.grid).toEqual({
      widths_cm: [500],
      projections_cm: [250],
      public_prices: [['26000.00']],
      distributor_prices: [['19800.36']],
    });
    expect(
      (await call(r.prices, { token: admin })).body.filter((p: { sku: string }) =>
        p.sku.startsWith('TOL-COFRE-MERIDA-'),
      ),
    ).toHaveLength(1);
  });
});

describe('deleting', () => {
  it('refuses with 409 in Spanish while a quote uses the fabric, and deletes an unused colour', async () => {
    expect((await call(r.saveQuote, { token: customer, json: { items: [ROLLER] } })).status).toBe(201);
    const fabric = (await adminCatalog()).fabrics.find((f: { slug: string }) => f.slug === ROLLER.fabric);
    const refused = await remove('fabrics', fabric.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^No se puede eliminar: hay cotizaciones, pedidos o carritos que lo usan/);

    const color = (await create('colors', { fabric_id: fabric.id, name: 'Verde Olivo', hex: '#556B2F' })).body;
    const deleted = await remove('colors', color.id);
    expect(deleted.status).toBe(200);
    expect((await adminCatalog()).colors.some((c: { id: number }) => c.id === color.id)).toBe(false);
    expect((await remove('colors', color.id)).status).toBe(404);
  });

  const IN_USE =
    'No se puede eliminar: hay cotizaciones, pedidos o carritos que lo usan. Pásalo a borrador para que deje de ofrecerse.';

  /** A published fabric with one published colour that no quote, order or cart uses yet. */
  async function unusedFabric(name: string, colorName: string) {
    const fabric = (await newFabric(name, { published: true })).body;
    const color = (
      await create('colors', { fabric_id: fabric.id, name: colorName, hex: '#8A9A5B', stock: 40, published: true })
    ).body;
    return { fabric, color, item: { ...ROLLER, fabric: fabric.slug, color: color.slug } };
  }

  async function expectKept(fabricId: number, colorId: number) {
    const catalog = await adminCatalog();
    expect(catalog.fabrics.some((f: { id: number }) => f.id === fabricId)).toBe(true);
    expect(catalog.colors.some((c: { id: number }) => c.id === colorId)).toBe(true);
  }

  it('refuses with 409 in Spanish while only a cart uses the colour, deleting nothing; once the line leaves the cart it goes', async () => {
    const { fabric, color, item } = await unusedFabric('Carrito Lino', 'Verde Salvia');
    const cart = await call(r.cart.POST, { token: customer, json: { items: [item] } });
    expect(cart.status).toBe(201);
    for (const [kind, id] of [
      ['colors', color.id],
      ['fabrics', fabric.id],
    ] as const) {
      const refused = await remove(kind, id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(IN_USE);
    }
    await expectKept(fabric.id, color.id);

    const line = cart.body.items.find((i: { id: number; fabric: string }) => i.fabric === fabric.slug);
    expect(
      (await call(r.cartItem.DELETE, { token: customer, method: 'DELETE', params: { itemId: String(line.id) } }))
        .status,
    ).toBe(200);
    expect((await remove('colors', color.id)).status).toBe(200);
  });

  it('refuses with 409 in Spanish while only an order uses the fabric and colour, deleting nothing', async () => {
    const { fabric, color, item } = await unusedFabric('Pedido Lino', 'Verde Musgo');
    expect((await call(r.cart.POST, { token: customer, json: { items: [item] } })).status).toBe(201);
    const order = await call(r.checkout, { token: customer, json: {} });
    expect(order.status).toBe(201);
    expect((await call(r.cart.GET, { token: customer })).body.items).toEqual([]);
    for (const [kind, id] of [
      ['colors', color.id],
      ['fabrics', fabric.id],
    ] as const) {
      const refused = await remove(kind, id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(IN_USE);
    }
    await expectKept(fabric.id, color.id);
  });

  it('refuses a type that still has models', async () => {
    const res = await remove('types', await typeId('retractiles'));
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/tiene modelos de toldo/);
  });
});

describe('the public pages hear of every change', () => {
  it('create, change and delete each send the front ends the catalogue tag', async () => {
    await settleNotifications();
    // Changes within 150 ms go out as one call: settle after each to see each one.
    const sentBy = async (change: () => Promise<unknown>) => {
      const before = front.requests.length;
      await change();
      await settleNotifications();
      return front.requests.slice(before).map((req) => req.body);
    };
    let fabric: { id: number } = { id: 0 };
    expect(
      await sentBy(async () => {
        fabric = (await newFabric('Aviso Lino')).body;
      }),
    ).toEqual(['{"tags":["catalog"]}']);
    expect(await sentBy(() => update('fabrics', fabric.id, { published: true }))).toEqual(['{"tags":["catalog"]}']);
    expect(await sentBy(() => remove('fabrics', fabric.id))).toEqual(['{"tags":["catalog"]}']);
  });
});
