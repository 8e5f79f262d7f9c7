/** @jest-environment node */
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { decodeQuotedPrintable, readMailbox } from '@/tests/support/mail';
import { DISTRIBUTORS } from '@/lib/server/db/seed/data/distributors';
import * as quotesRoute from '@/app/api/quotes/route';
import * as quoteRoute from '@/app/api/quotes/[id]/route';
import { GET as quotePdf } from '@/app/api/quotes/[id]/pdf/route';
import { PUT as quoteStatus } from '@/app/api/quotes/[id]/status/route';
import { GET as quotesAdmin } from '@/app/api/quotes-admin/route';
import { POST as quoteRequests } from '@/app/api/quote-requests/route';
import { GET as countCot } from '@/app/api/count-cot/route';
import { POST as quotePrice } from '@/app/api/quote-price/route';
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
    name: 'Otro Cliente',
    email: 'otro@ejemplo.mx',
    password: 'Persiana-de-bambu-2026',
    roleId: 3,
  });
  stranger = await tokenFor('otro@ejemplo.mx', 'Persiana-de-bambu-2026');
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
  quantity: 1,
  room: 'Recámara',
  options: { motor: 'solara-motion-30', installation: true },
};
const awning = {
  line: 'toldos',
  type: 'retractiles',
  model: 'cofre-total-500',
  fabric: 'acrilico-solucion-tenida',
  color: 'arena',
  width_cm: 400,
  projection_cm: 250,
  quantity: 1,
  options: {},
};

async function save(token: string, items: unknown[] = [roller]) {
  const res = await call(quotesRoute.POST, { token, json: { items, notes: 'Ventana de la recámara' } });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body;
}

describe('POST /api/quotes', () => {
  it("saves a quote with a folio COT-YYYY-NNNNNN, 15 days' validity and server prices; the counter rises", async () => {
    const before = (await call(countCot, { token: customer })).body;
    const quote = await save(customer);
    expect(quote.folio).toMatch(new RegExp(`^COT-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(quote).toMatchObject({
      status: 'borrador',
      price_list: 'publico',
      currency: 'MXN',
      notes: 'Ventana de la recámara',
      distributor: { company: 'Decor Ventanas Providencia' },
    });
    const days = (Date.parse(quote.valid_until) - Date.parse(quote.created_at)) / 86_400_000;
    expect(Math.round(days)).toBe(15);
    expect(quote.items[0]).toMatchObject({ room: 'Recámara', billable_area_m2: '2.70', lines: expect.any(Array) });
    expect((await call(countCot, { token: customer })).body).toBe(before + 1);
  });

  it('ignores prices sent by the client', async () => {
    const honest = await save(customer);
    const cheat = await save(customer, [{ ...roller, unit_price: '1.00', line_total: '1.00', total: '1.00' }]);
    expect(cheat.total).toBe(honest.total);
  });

  it('gives consecutive folios', async () => {
    const a = await save(customer);
    const b = await save(customer);
    expect(Number(b.folio.slice(-6))).toBe(Number(a.folio.slice(-6)) + 1);
  });

  it('prices awnings and rejects impossible sizes with 422, storing nothing', async () => {
    const quote = await save(customer, [awning]);
    expect(quote.items[0].lines[0].label).toMatch(/^Toldo Cofre Total 500 de 4\.00 × 2\.50 m \(tabulador hasta/);
    const before = (await call(countCot, { token: customer })).body;
    const bad = await call(quotesRoute.POST, { token: customer, json: { items: [{ ...roller, height_cm: 999 }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['items.0.height_cm'][0]).toMatch(/entre \d+ y \d+ cm/);
    expect((await call(countCot, { token: customer })).body).toBe(before);
  });

  it('401 anonymous', async () => {
    expect((await call(quotesRoute.POST, { token: null, json: { items: [roller] } })).status).toBe(401);
  });
});

describe('mount type and finished size', () => {
  it('prices an inside mount on the finished size the server computes, ignoring one sent by the client', async () => {
    const inside = { ...roller, width_cm: 200, height_cm: 200, mount: 'dentro', finished_width_cm: 10 };
    const priced = await call(quotePrice, { json: { items: [inside] } });
    expect(priced.status).toBe(200);
    expect(priced.body.items[0]).toMatchObject({
      mount: 'dentro',
      width_cm: 200,
      finished_width_cm: 199,
      finished_height_cm: 199,
      billable_area_m2: '3.96',
    });
    const quote = await save(customer, [inside]);
    const read = await call(quoteRoute.GET, { token: customer, params: { id: String(quote.id) } });
    expect(read.body.items[0]).toMatchObject({
      mount: 'dentro',
      width_cm: 200,
      finished_width_cm: 199,
      finished_height_cm: 199,
      description: expect.stringContaining('1.99 × 1.99 m (dentro del vano; medida 2.00 × 2.00 m)'),
    });
    expect(read.body.total).toBe(priced.body.total);
  });

  it('a piece without mount is priced as measured and stores no finished size', async () => {
    const outside = await call(quotePrice, { json: { items: [{ ...roller, mount: 'fuera' }] } });
    const untold = await save(customer);
    expect(outside.body.items[0]).toMatchObject({ mount: 'fuera', finished_width_cm: 150, finished_height_cm: 180 });
    expect(outside.body.total).toBe(untold.total);
    expect(untold.items[0].mount ?? null).toBeNull();
    expect(untold.items[0]).not.toHaveProperty('finished_width_cm');
  });

  it('422 in Spanish for an unknown mount, storing nothing', async () => {
    const before = (await call(countCot, { token: customer })).body;
    const bad = await call(quotesRoute.POST, { token: customer, json: { items: [{ ...roller, mount: 'techo' }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['items.0.mount']).toEqual(['Elige si la persiana va dentro o fuera del vano.']);
    expect((await call(countCot, { token: customer })).body).toBe(before);
  });
});

describe('reading quotes', () => {
  it("GET /api/quotes lists only the user's own, as a paginator", async () => {
    await save(stranger);
    const mine = await call(quotesRoute.GET, { token: customer, query: { per_page: '100' } });
    expect(mine.body).toMatchObject({ current_page: 1, per_page: 100 });
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((q: { customer: { email: string } }) => q.customer.email === CUSTOMER)).toBe(true);
  });

  it("another user's quote is a 404, for reading, the PDF and deleting", async () => {
    const theirs = await save(stranger);
    const params = { id: String(theirs.id) };
    expect((await call(quoteRoute.GET, { token: customer, params })).status).toBe(404);
    expect((await call(quotePdf, { token: customer, params })).status).toBe(404);
    expect((await call(quoteRoute.DELETE, { token: customer, method: 'DELETE', params })).status).toBe(404);
    expect((await call(quoteRoute.GET, { token: stranger, params })).status).toBe(200);
  });

  it("the distributor sees its customer's quote; an admin sees all; quotes-admin lists them", async () => {
    const quote = await save(customer);
    expect((await call(quoteRoute.GET, { token: distributor, params: { id: String(quote.id) } })).status).toBe(200);
    expect((await call(quoteRoute.GET, { token: admin, params: { id: String(quote.id) } })).status).toBe(200);
    const served = await call(quotesAdmin, { token: distributor, query: { per_page: '100' } });
    expect(served.body.data.some((q: { id: number }) => q.id === quote.id)).toBe(true);
    expect(served.body.data.some((q: { customer: { email: string } }) => q.customer.email === 'otro@ejemplo.mx')).toBe(
      false,
    );
    const all = await call(quotesAdmin, { token: admin, query: { per_page: '100' } });
    expect(all.body.data.some((q: { customer: { email: string } }) => q.customer.email === 'otro@ejemplo.mx')).toBe(
      true,
    );
    expect((await call(quotesAdmin, { token: customer })).status).toBe(403);
  });

  it('the PDF downloads as a real PDF named after the folio, containing the folio', async () => {
    const quote = await save(customer);
    const res = await call(quotePdf, { token: customer, params: { id: String(quote.id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${quote.folio}.pdf"`);
    const bytes = Buffer.from(await res.raw.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Cotización ${quote.folio}`);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });
});

describe('status and deletion', () => {
  it('the owner deletes a draft; not after it was sent', async () => {
    const draft = await save(customer);
    expect(
      (await call(quoteRoute.DELETE, { token: customer, method: 'DELETE', params: { id: String(draft.id) } })).status,
    ).toBe(200);
    expect((await call(quoteRoute.GET, { token: customer, params: { id: String(draft.id) } })).status).toBe(404);
    const sent = await save(customer);
    const moved = await call(quoteStatus, {
      token: distributor,
      method: 'PUT',
      params: { id: String(sent.id) },
      json: { status: 'enviada' },
    });
    expect(moved.body.status).toBe('enviada');
    expect(
      (await call(quoteRoute.DELETE, { token: customer, method: 'DELETE', params: { id: String(sent.id) } })).status,
    ).toBe(409);
  });

  it('status changes: distributor and admin only, valid values, no change after a final one', async () => {
    const quote = await save(customer);
    const params = { id: String(quote.id) };
    expect(
      (await call(quoteStatus, { token: customer, method: 'PUT', params, json: { status: 'aceptada' } })).status,
    ).toBe(403);
    expect(
      (await call(quoteStatus, { token: admin, method: 'PUT', params, json: { status: 'inventado' } })).status,
    ).toBe(422);
    expect(
      (await call(quoteStatus, { token: admin, method: 'PUT', params, json: { status: 'aceptada' } })).body.status,
    ).toBe('aceptada');
    expect(
      (await call(quoteStatus, { token: admin, method: 'PUT', params, json: { status: 'rechazada' } })).status,
    ).toBe(409);
    const theirs = await save(stranger);
    expect(
      (
        await call(quoteStatus, {
          token: distributor,
          method: 'PUT',
          params: { id: String(theirs.id) },
          json: { status: 'enviada' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /api/quote-requests (anonymous)', () => {
  async function zapopan() {
    return (await db.db.query.municipalities.findFirst({
      where: (m, { and, eq }) => and(eq(m.stateId, 14), eq(m.code, '120')),
    }))!.id;
  }

  it('stores the request, routes it to a dealer of the state and mails brand, dealer and visitor', async () => {
    const before = (await readMailbox()).length;
    const res = await call(quoteRequests, {
      headers: { 'X-Forwarded-For': '198.51.100.50' },
      json: {
        items: [roller],
        name: 'Laura Méndez',
        email: 'laura@ejemplo.mx',
        phone: '3398765432',
        state_id: 14,
        municipality_id: await zapopan(),
        privacy_accepted: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.folio).toMatch(/^COT-\d{4}-\d{6}$/);
    expect(res.body.dealer).toMatchObject({ id: expect.any(Number), phone: expect.any(String) });
    const mail = (await readMailbox()).slice(before);
    expect(mail).toHaveLength(3);
    expect(mail.some((m) => m.includes('To: laura@ejemplo.mx') && m.includes(res.body.folio))).toBe(true);
    // Zapopan has its own dealer: the request goes there, and that dealer sees it among its quotes.
    expect(res.body.dealer.company).toBe('Cortinas y Persianas Vallarta');
    const dealerMail = DISTRIBUTORS.find((d) => d.email === 'zapopan@solara.test')!.publicEmail;
    expect(mail.some((m) => m.includes(`To: ${dealerMail}`) && decodeQuotedPrintable(m).includes(res.body.folio))).toBe(
      true,
    );
    const zapopanDealer = await tokenFor('zapopan@solara.test');
    const list = await call(quotesAdmin, { token: zapopanDealer, query: { search: res.body.folio } });
    expect(list.body.data[0]).toMatchObject({
      folio: res.body.folio,
      status: 'solicitada',
      customer: { name: 'Laura Méndez' },
    });
  });

  it('without a dealer in the municipality, one of the state takes it', async () => {
    const tlaquepaque = (await db.db.query.municipalities.findFirst({
      where: (m, { and, eq }) => and(eq(m.stateId, 14), eq(m.code, '098')),
    }))!.id;
    const res = await call(quoteRequests, {
      headers: { 'X-Forwarded-For': '198.51.100.53' },
      json: {
        items: [roller],
        name: 'Ana Soto',
        email: 'ana@ejemplo.mx',
        phone: '3398765434',
        state_id: 14,
        municipality_id: tlaquepaque,
        privacy_accepted: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.dealer).not.toBeNull();
  });

  it('honours the dealer the visitor chose', async () => {
    const me = await call((await import('@/app/api/login-user/route')).GET, { token: distributor });
    const res = await call(quoteRequests, {
      headers: { 'X-Forwarded-For': '198.51.100.51' },
      json: {
        items: [roller],
        name: 'Pablo Ruiz',
        email: 'pablo@ejemplo.mx',
        phone: '3398765433',
        state_id: 14,
        municipality_id: await zapopan(),
        privacy_accepted: true,
        distributor_id: me.body.id,
      },
    });
    expect(res.body.dealer.id).toBe(me.body.id);
  });

  it('422 for missing contact data or an impossible size; nothing stored', async () => {
    const res = await call(quoteRequests, {
      headers: { 'X-Forwarded-For': '198.51.100.52' },
      json: { items: [{ ...roller, width_cm: 5 }] },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'state_id', 'municipality_id', 'privacy_accepted']),
    );
  });
});

describe('POST /api/quote-requests: the dealer sells every line of the request', () => {
  const plainRoller = { ...roller, options: { installation: true } };
  const municipality = async (stateId: number, code: string) =>
    (await db.db.query.municipalities.findFirst({
      where: (m, { and, eq }) => and(eq(m.stateId, stateId), eq(m.code, code)),
    }))!.id;
  let ip = 10;
  const send = async (
    items: unknown[],
    place: { state_id: number; municipality_id: number },
    extra: Record<string, unknown> = {},
  ) =>
    call(quoteRequests, {
      headers: { 'X-Forwarded-For': `198.51.100.${ip++}` },
      json: {
        items,
        name: 'Marta Ríos',
        email: 'marta@ejemplo.mx',
        phone: '9981234567',
        privacy_accepted: true,
        ...place,
        ...extra,
      },
    });
  const zapopan = async () => ({ state_id: 14, municipality_id: await municipality(14, '120') });
  const cancun = async () => ({ state_id: 23, municipality_id: await municipality(23, '005') });
  const requests = async () =>
    (await db.db.query.quotes.findMany({ where: (q, { eq }) => eq(q.status, 'solicitada') })).length;

  it("an awning from Zapopan skips Zapopan's dealer (blinds and motors) for the nearest that sells awnings", async () => {
    const res = await send([awning], await zapopan());
    expect(res.status).toBe(201);
    expect(res.body.dealer.company).not.toBe('Cortinas y Persianas Vallarta');
    const dealers = (await call((await import('@/app/api/dealers/route')).GET, {})).body as {
      id: number;
      products: string[];
      state: { id: number };
    }[];
    expect(dealers.find((d) => d.id === res.body.dealer.id)).toMatchObject({
      state: { id: 14 },
      products: expect.arrayContaining(['toldos']),
    });
  });

  it('from Cancún: an awning stays in Cancún, a blind goes to Mérida, a motorized blind to the nearest that also sells motors', async () => {
    expect((await send([awning], await cancun())).body.dealer.company).toBe('Toldos y Persianas del Caribe');
    expect((await send([plainRoller], await cancun())).body.dealer.company).toBe('Sombra y Confort Peninsular');
    // Mérida sells blinds and awnings, no motors; Mexico City's Ventana Viva sells blinds and motors.
    expect((await send([roller], await cancun())).body.dealer.company).toBe('Ventana Viva Persianas');
  });

  it('422 on distributor_id for a chosen dealer that does not sell a line while another does; nothing stored or mailed', async () => {
    const vallarta = DISTRIBUTORS.find((d) => d.email === 'zapopan@solara.test')!;
    const id = (await db.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, vallarta.email) }))!.id;
    const [before, mail] = [await requests(), (await readMailbox()).length];
    const res = await send([plainRoller, awning], await zapopan(), { distributor_id: id });
    expect(res.status).toBe(422);
    expect(res.body.errors.distributor_id).toEqual([
      'Cortinas y Persianas Vallarta no vende toldos. Elige un distribuidor que venda todo lo de tu cotización, o deja que te asignemos el más cercano.',
    ]);
    expect(await requests()).toBe(before);
    expect((await readMailbox()).length).toBe(mail);
  });

  it('when no dealer sells it all: 422 on distributor_id saying so, and the visitor chooses one', async () => {
    const { dealerProfiles } = await import('@/lib/server/db/schema');
    const saved = await db.db
      .select({ userId: dealerProfiles.userId, products: dealerProfiles.products })
      .from(dealerProfiles);
    const { eq, sql } = await import('drizzle-orm');
    // Nobody sells awnings with blinds any more: those with awnings drop their blinds.
    await db.db
      .update(dealerProfiles)
      .set({ products: sql`${dealerProfiles.products} - 'persianas'` })
      .where(sql`${dealerProfiles.products} ? 'toldos'`);
    try {
      const res = await send([plainRoller, awning], await zapopan());
      expect(res.status).toBe(422);
      expect(res.body.errors.distributor_id).toEqual([
        'Ningún distribuidor vende todo lo de tu cotización (persianas y toldos). Elige cuál de los más cercanos te atiende.',
      ]);
      const vallarta = (await db.db.query.users.findFirst({
        where: (u, { eq: is }) => is(u.email, 'zapopan@solara.test'),
      }))!.id;
      const chosen = await send([plainRoller, awning], await zapopan(), { distributor_id: vallarta });
      expect(chosen.status).toBe(201);
      expect(chosen.body.dealer.id).toBe(vallarta);
    } finally {
      for (const row of saved)
        await db.db.update(dealerProfiles).set({ products: row.products }).where(eq(dealerProfiles.userId, row.userId));
    }
  });
});
