/** @jest-environment node */
// Exports: the whole filtered result of the quotes, orders and users lists as CSV,
// streamed by the server, with the lists' own scope and filters.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call, type CallResult } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { orders, quotes, users } from '@/lib/server/db/schema';
import { createUser } from '@/lib/server/services/users';
import { quoteExportBatches } from '@/lib/server/services/quotes';
import { GET as exportQuotes } from '@/app/api/exports/quotes/route';
import { GET as exportQuotesAdmin } from '@/app/api/exports/quotes-admin/route';
import { GET as exportOrders } from '@/app/api/exports/orders/route';
import { GET as exportOrdersAdmin } from '@/app/api/exports/orders-admin/route';
import { GET as exportUsers } from '@/app/api/exports/users/route';
import { GET as listQuotes } from '@/app/api/quotes/route';
import { GET as listQuotesAdmin } from '@/app/api/quotes-admin/route';
import { GET as listOrders } from '@/app/api/orders/route';
import { GET as listOrdersAdmin } from '@/app/api/orders-admin/route';
import { GET as listUsers } from '@/app/api/list-users/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let distributor: string;
let admin: string;
let stranger: string;

const MINE = 130; // more than the largest list page (100)
const MINE_ORDERS = 120;
const INJECTION = '=HYPERLINK("http://malo.example","clic")';

beforeAll(async () => {
  db = await setupTestDatabase();
  [customer, distributor, admin] = await Promise.all([tokenFor(CUSTOMER), tokenFor(DISTRIBUTOR), tokenFor(ADMIN)]);
  const idOf = async (email: string) =>
    (await db.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const [customerId, distributorId] = [await idOf(CUSTOMER), await idOf(DISTRIBUTOR)];
  // A customer no distributor serves, whose name a spreadsheet would run as a formula.
  const other = await createUser(db.db, {
    name: '@SUMA(1+1) Ajena',
    email: 'ajena@ejemplo.mx',
    password: 'Clienta-ajena-2026',
    roleId: 3,
    company: '+Empresa Ajena',
  });
  stranger = await tokenFor(other.email, 'Clienta-ajena-2026');

  // Groups of three share a created_at, so the keyset must also order by id.
  const at = (i: number) => new Date(Date.UTC(2026, 5, 1, 12, Math.floor(i / 3)));
  const money = { subtotalCents: 106_422, taxCents: 17_028, totalCents: 123_450 };
  await db.db.insert(quotes).values([
    ...Array.from({ length: MINE }, (_, i) => ({
      folio: `EXP-C-${String(i).padStart(4, '0')}`,
      userId: customerId,
      distributorId,
      status: i % 10 === 0 ? ('aceptada' as const) : ('enviada' as const),
      ...money,
      validUntil: new Date('2099-01-01T00:00:00Z'),
      createdAt: at(i),
      notes: i === 7 ? INJECTION : i === 8 ? 'Línea uno\nlínea "dos", tres' : null,
    })),
    ...Array.from({ length: 3 }, (_, i) => ({
      folio: `EXP-S-${i}`,
      userId: other.id,
      distributorId: null,
      status: 'borrador' as const,
      ...money,
      validUntil: new Date('2099-01-01T00:00:00Z'),
      createdAt: at(i),
    })),
  ]);
  await db.db.insert(orders).values([
    ...Array.from({ length: MINE_ORDERS }, (_, i) => ({
      folio: `EXP-P-${String(i).padStart(4, '0')}`,
      userId: customerId,
      distributorId,
      status: i % 4 === 0 ? ('en_produccion' as const) : ('pendiente' as const),
      ...money,
      walletAppliedCents: i === 0 ? 10_000 : 0,
      createdAt: at(i),
      shippingAddress: i === 1 ? '-1 Calle Falsa' : null,
    })),
    {
      folio: 'EXP-Q-0',
      userId: other.id,
      distributorId: null,
      status: 'pendiente' as const,
      ...money,
      createdAt: at(0),
    },
  ]);
});
afterAll(async () => {
  await db.dispose();
});

type Handler = Parameters<typeof call>[0];

/** Calls an export and reads its file: the raw bytes, then the rows as a spreadsheet would. */
async function download(handler: Handler, token: string | null, query: Record<string, string> = {}) {
  const res = await call(handler, { token, query });
  const bytes = new Uint8Array(await res.raw.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const [header, ...rows] =
    res.status === 200 ? (parse(text, { bom: true, relax_column_count: false }) as string[][]) : [[]];
  return { res, bytes, text, header: header!, rows };
}

const column = (file: { header: string[]; rows: string[][] }, name: string) => {
  const i = file.header.indexOf(name);
  if (i < 0) throw new Error(`sin columna ${name}`);
  return file.rows.map((row) => row[i]!);
};

async function listTotal(handler: Handler, token: string, query: Record<string, string> = {}): Promise<number> {
  const res: CallResult = await call(handler, { token, query: { per_page: '1', ...query } });
  expect(res.status).toBe(200);
  return res.body.total;
}

describe('who may export what', () => {
  it.each([
    ['quotes', exportQuotes],
    ['quotes-admin', exportQuotesAdmin],
    ['orders', exportOrders],
    ['orders-admin', exportOrdersAdmin],
    ['users', exportUsers],
  ])('anonymous → 401 on %s', async (_name, handler) => {
    const res = await call(handler as Handler, { token: null });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'No autenticado.' });
  });

  it('a customer gets 403 on the served lists and the users; a distributor on the users', async () => {
    for (const handler of [exportQuotesAdmin, exportOrdersAdmin, exportUsers])
      expect((await call(handler, { token: customer })).status).toBe(403);
    expect((await call(exportUsers, { token: distributor })).status).toBe(403);
  });
});

describe('GET /api/exports/quotes', () => {
  it("sends a CSV attachment: type, name with today's date, no caching, BOM, Spanish header", async () => {
    const file = await download(exportQuotes, customer);
    expect(file.res.status).toBe(200);
    expect(file.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="cotizaciones-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(file.res.headers.get('cache-control')).toBe('private, no-store');
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.text.split('\r\n')[0]).toBe(
      '\uFEFFFolio,Fecha,Estado,Vigente hasta,Cliente,Correo,Teléfono,Distribuidor,Lista de precios,Partidas,Subtotal,IVA,Total,Moneda,Comentarios',
    );
    expect(file.text.endsWith('\r\n')).toBe(true);
  });

  it("holds every own quote, beyond one page, in the list's order, and nobody else's", async () => {
    const file = await download(exportQuotes, customer);
    const folios = column(file, 'Folio');
    expect(folios.length).toBe(await listTotal(listQuotes, customer));
    expect(folios.filter((f) => f.startsWith('EXP-C-'))).toHaveLength(MINE);
    expect(folios.some((f) => f.startsWith('EXP-S-'))).toBe(false);
    const firstPage = (await call(listQuotes, { token: customer, query: { per_page: '100' } })).body.data.map(
      (q: { folio: string }) => q.folio,
    );
    expect(folios.slice(0, 100)).toEqual(firstPage);
    expect(new Set(folios).size).toBe(folios.length);
  });

  it('writes money as plain decimals, dates as "YYYY-MM-DD HH:mm" (Mexico City), statuses in Spanish', async () => {
    const file = await download(exportQuotes, customer, { search: 'EXP-C-0010' });
    expect(file.rows).toHaveLength(1);
    const row = Object.fromEntries(file.header.map((h, i) => [h, file.rows[0]![i]]));
    expect(row).toMatchObject({
      Folio: 'EXP-C-0010',
      Estado: 'Aceptada',
      Fecha: '2026-06-01 06:03',
      'Vigente hasta': '2098-12-31',
      Subtotal: '1064.22',
      IVA: '170.28',
      Total: '1234.50',
      Moneda: 'MXN',
      Distribuidor: expect.any(String),
    });
  });

  it('ASVS 1.2.10: neutralizes formula cells and keeps line breaks, quotes and commas in one cell', async () => {
    const file = await download(exportQuotes, customer, { search: 'EXP-C-000' });
    const notes = column(file, 'Comentarios');
    expect(notes).toContain(`'${INJECTION}`);
    expect(notes).toContain('Línea uno\nlínea "dos", tres');
  });

  it('applies the status filter and the search like the list', async () => {
    const accepted = await download(exportQuotes, customer, { status: 'aceptada' });
    expect(new Set(column(accepted, 'Estado'))).toEqual(new Set(['Aceptada']));
    expect(accepted.rows.length).toBe(await listTotal(listQuotes, customer, { status: 'aceptada' }));
    expect(accepted.rows.length).toBeGreaterThanOrEqual(MINE / 10);
    const one = await download(exportQuotes, customer, { search: 'exp-c-012' });
    expect(column(one, 'Folio')).toEqual([
      'EXP-C-0129',
      'EXP-C-0128',
      'EXP-C-0127',
      'EXP-C-0126',
      'EXP-C-0125',
      'EXP-C-0124',
      'EXP-C-0123',
      'EXP-C-0122',
      'EXP-C-0121',
      'EXP-C-0120',
    ]);
  });

  it('an export with no rows is the header alone', async () => {
    const file = await download(exportQuotes, customer, { search: 'no-hay-tal-folio' });
    expect(file.res.status).toBe(200);
    expect(file.rows).toEqual([]);
    expect(file.header[0]).toBe('Folio');
  });

  it('refuses bad parameters with a Spanish 422', async () => {
    const bad = async (query: Record<string, string>) => await call(exportQuotes, { token: customer, query });
    const xlsx = await bad({ format: 'xlsx' });
    expect(xlsx.status).toBe(422);
    expect(xlsx.body.errors.format).toEqual(['El formato no es válido: se exporta en CSV.']);
    expect((await bad({ status: 'perdida' })).body.errors.status).toEqual(['El estado no es válido.']);
    expect((await bad({ search: 'x'.repeat(101) })).body.errors.search).toEqual([
      'La búsqueda no debe tener más de 100 caracteres.',
    ]);
    expect((await bad({ format: 'csv', page: '3' })).status).toBe(200); // the list's page means nothing here
  });
});

describe('GET /api/exports/quotes-admin', () => {
  it("a distributor gets its customers' quotes, all of them, and not a stranger's", async () => {
    const file = await download(exportQuotesAdmin, distributor);
    const folios = column(file, 'Folio');
    expect(folios.length).toBe(await listTotal(listQuotesAdmin, distributor));
    expect(folios.filter((f) => f.startsWith('EXP-C-'))).toHaveLength(MINE);
    expect(folios.some((f) => f.startsWith('EXP-S-'))).toBe(false);
  });

  it("an admin gets everyone's, filters included", async () => {
    const file = await download(exportQuotesAdmin, admin);
    expect(column(file, 'Folio').length).toBe(await listTotal(listQuotesAdmin, admin));
    const strangers = await download(exportQuotesAdmin, admin, { search: 'EXP-S-' });
    expect(column(strangers, 'Folio').sort()).toEqual(['EXP-S-0', 'EXP-S-1', 'EXP-S-2']);
    expect(new Set(column(strangers, 'Cliente'))).toEqual(new Set(["'@SUMA(1+1) Ajena"]));
  });
});

describe('GET /api/exports/orders and orders-admin', () => {
  it('a customer gets every own order, beyond one page', async () => {
    const file = await download(exportOrders, customer);
    expect(file.res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const folios = column(file, 'Folio');
    expect(folios.length).toBe(await listTotal(listOrders, customer));
    expect(folios.filter((f) => f.startsWith('EXP-P-'))).toHaveLength(MINE_ORDERS);
    expect(folios).not.toContain('EXP-Q-0');
  });

  it('writes the wallet and what is left to pay, and guards a cell that starts with "-"', async () => {
    const file = await download(exportOrders, customer, { search: 'EXP-P-000' });
    const byFolio = Object.fromEntries(
      file.rows.map((row) => [row[0], Object.fromEntries(file.header.map((h, i) => [h, row[i]]))]),
    );
    expect(byFolio['EXP-P-0000']).toMatchObject({
      Estado: 'En producción',
      Total: '1234.50',
      'Pagado con monedero': '100.00',
      'Por pagar': '1134.50',
    });
    expect(byFolio['EXP-P-0001']).toMatchObject({ Estado: 'Pendiente', 'Dirección de envío': "'-1 Calle Falsa" });
  });

  it("a distributor exports its customers' orders with the status filter; a stranger's stay out", async () => {
    const file = await download(exportOrdersAdmin, distributor, { status: 'en_produccion' });
    expect(new Set(column(file, 'Estado'))).toEqual(new Set(['En producción']));
    expect(file.rows.length).toBe(await listTotal(listOrdersAdmin, distributor, { status: 'en_produccion' }));
    expect(column(file, 'Folio').filter((f) => f.startsWith('EXP-P-'))).toHaveLength(MINE_ORDERS / 4);
    const all = await download(exportOrdersAdmin, distributor);
    expect(column(all, 'Folio')).not.toContain('EXP-Q-0');
    expect((await download(exportOrdersAdmin, admin, { search: 'EXP-Q' })).rows).toHaveLength(1);
  });

  it("the stranger's own export holds only its order", async () => {
    expect(column(await download(exportOrders, stranger), 'Folio')).toEqual(['EXP-Q-0']);
  });
});

describe('GET /api/exports/users', () => {
  it('an admin exports every user of the filters, with names instead of ids and no secrets', async () => {
    const file = await download(exportUsers, admin);
    expect(file.res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="usuarios-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(file.header).toEqual([
      'ID',
      'Nombre',
      'Correo',
      'Teléfono',
      'WhatsApp',
      'Empresa',
      'RFC',
      'Rol',
      'Estado',
      'Municipio',
      'Dirección',
      'Código postal',
      'Activo',
      'En el mapa',
      'Distribuidor',
      'Alta',
    ]);
    expect(file.rows.length).toBe(await listTotal(listUsers, admin));
    expect(file.text).not.toMatch(/\$argon2/);
    const ajena = file.rows.find((row) => row[2] === 'ajena@ejemplo.mx')!;
    expect(ajena[1]).toBe("'@SUMA(1+1) Ajena");
    expect(ajena[5]).toBe("'+Empresa Ajena");
    expect(ajena[12]).toBe('Sí');
  });

  it('filters by role and search like the list', async () => {
    const distributors = await download(exportUsers, admin, { role: 'distributor' });
    expect(new Set(column(distributors, 'Rol'))).toEqual(new Set(['Distribuidor']));
    expect(distributors.rows.length).toBe(await listTotal(listUsers, admin, { role: 'distributor' }));
    const found = await download(exportUsers, admin, { search: 'ajena@' });
    expect(column(found, 'Correo')).toEqual(['ajena@ejemplo.mx']);
    expect((await call(exportUsers, { token: admin, query: { role: 'jefe' } })).status).toBe(422);
  });
});

describe('streaming', () => {
  it('reads in keyset batches: any batch size gives the same rows in the same order, ties included', async () => {
    const { findUserByEmail } = await import('@/lib/server/services/users');
    const actor = (await findUserByEmail(db.db, CUSTOMER))!;
    const collect = async (size: number) => {
      const out: string[] = [];
      let batches = 0;
      for await (const batch of quoteExportBatches(db.db, actor, { scope: 'own' }, size)) {
        out.push(...batch.map((r) => r.folio));
        batches++;
      }
      return { out, batches };
    };
    const whole = await collect(1000);
    const small = await collect(7);
    expect(small.out).toEqual(whole.out);
    expect(small.batches).toBe(Math.ceil(whole.out.length / 7));
  });

  it('a client that goes away mid-download is no error: the stream cancels and the next export works', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const req = new Request('http://localhost:3000/api/exports/quotes-admin', {
        headers: { Authorization: `Bearer ${admin}` },
      });
      const res = await exportQuotesAdmin(req, { params: Promise.resolve({}) });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      await reader.cancel('el cliente cerró la conexión');
      expect(errors).not.toHaveBeenCalled();
      expect((await download(exportQuotesAdmin, admin)).res.status).toBe(200);
    } finally {
      errors.mockRestore();
    }
  });
});
