/** @jest-environment node */
// "Pedir muestras" through the routes: a visitor's colours go to the nearest dealer that sells every
// line of them and land in its inbox as a request of samples (colours with swatches, the address),
// which it marks sent; at most five distinct published colours; a 422 changes nothing and costs no
// point of the limits per e-mail and per IP; other dealers and customers cannot see it; the
// administrator counts them by month, line and dealer.
import { eq, inArray } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { decodeQuotedPrintable, readMailbox } from '@/tests/support/mail';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import {
  colors,
  dealerProfiles,
  fabrics,
  inboxRequests,
  notifications,
  sampleRequests,
  users,
} from '@/lib/server/db/schema';
import type { InboxRequest } from '@/lib/contract/inbox';
import type { SampleSummary } from '@/lib/contract/samples';
import { POST as samplesRoute } from '@/app/api/sample-requests/route';
import { GET as summaryRoute } from '@/app/api/sample-requests/summary/route';
import { GET as inboxRoute } from '@/app/api/inbox/route';
import { GET as inboxRequestRoute } from '@/app/api/inbox/[id]/route';
import { POST as stepRoute } from '@/app/api/inbox/[id]/status/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let distributor: string;
let otherDealer: string;
let customer: string;
let admin: string;
const place: Record<'guadalajara' | 'zapopan', number> = { guadalajara: 0, zapopan: 0 };
beforeAll(async () => {
  db = await setupTestDatabase();
  [distributor, otherDealer, customer, admin] = await Promise.all([
    tokenFor(DISTRIBUTOR),
    tokenFor('monterrey@solara.test'),
    tokenFor(CUSTOMER),
    tokenFor(ADMIN),
  ]);
  for (const [name, code] of [
    ['guadalajara', '039'],
    ['zapopan', '120'],
  ] as const) {
    const row = await db.db.query.municipalities.findFirst({
      where: (m, { and, eq }) => and(eq(m.stateId, 14), eq(m.code, code)),
    });
    place[name] = row!.id;
  }
});
afterAll(async () => {
  await db.dispose();
});

const BLIND = { fabric: 'screen-3', color: 'gris-perla' };
const BLACKOUT = { fabric: 'blackout-premium', color: 'arena' };
const AWNING = { fabric: 'acrilico-rayas', color: 'rayas-arena-blanco' };

let visitor = 0;
/** A new visitor (own e-mail and IP) asking from Guadalajara unless told otherwise. */
function request(overrides: Record<string, unknown> = {}, ip?: string) {
  visitor += 1;
  return call(samplesRoute, {
    json: {
      colors: [BLIND, AWNING],
      name: 'Mariana Ibarra',
      email: `mariana${visitor}@ejemplo.mx`,
      phone: '33 2211 4455',
      state_id: 14,
      municipality_id: place.guadalajara,
      address: 'Calle Colomos 1540, Col. Providencia',
      postal_code: '44630',
      privacy_accepted: true,
      ...overrides,
    },
    headers: { 'X-Forwarded-For': ip ?? `203.0.113.${visitor % 240}` },
  });
}

const dealerOf = async (folio: string) => {
  const [row] = await db.db
    .select({ email: users.email })
    .from(sampleRequests)
    .leftJoin(users, eq(users.id, sampleRequests.dealerId))
    .where(eq(sampleRequests.folio, folio));
  return row?.email ?? null;
};
const inboxIdOf = async (folio: string) => {
  const [row] = await db.db
    .select({ id: inboxRequests.id })
    .from(inboxRequests)
    .innerJoin(sampleRequests, eq(sampleRequests.id, inboxRequests.sampleRequestId))
    .where(eq(sampleRequests.folio, folio));
  return row!.id;
};
const stored = async () => (await db.db.select({ id: sampleRequests.id }).from(sampleRequests)).length;

describe('POST /api/sample-requests', () => {
  it('routes the colours to the nearest dealer selling their lines, into its inbox, and mails the visitor', async () => {
    const before = (await readMailbox()).length;
    const res = await request();
    expect(res.status).toBe(201);
    expect(res.body.folio).toMatch(/^MUE-\d{4}-\d{6}$/);
    // Two dealers in Guadalajara sell blinds and awnings: the one whose name comes first.
    expect(res.body.dealer).toMatchObject({ company: 'Decor Ventanas Providencia' });
    expect(res.body.message).toContain('Decor Ventanas Providencia te contactará');
    expect(res.headers.get('X-RateLimit-Limit')).toBe('3');

    const id = await inboxIdOf(res.body.folio);
    const card = (await call<InboxRequest>(inboxRequestRoute, { token: distributor, params: { id: String(id) } })).body;
    expect(card).toMatchObject({
      kind: 'muestras',
      status: 'nuevo',
      contact: { name: 'Mariana Ibarra', phone: '3322114455' },
      place: 'Guadalajara, Jalisco',
      message_folio: res.body.folio,
      actions: ['contact', 'close', 'ship'],
      samples: {
        folio: res.body.folio,
        address: 'Calle Colomos 1540, Col. Providencia, C.P. 44630, Guadalajara, Jalisco',
        colors: [
          { line: 'persianas', fabric: expect.any(String), color: 'Gris Perla', hex: '#C9C9C4', stripe_hex: null },
          { line: 'toldos', fabric: expect.any(String), color: 'Rayas Arena y Blanco', stripe_hex: '#F4F1E8' },
        ],
      },
    });
    expect(card.summary).toMatch(/^2 muestras: /);
    const [dealer] = await db.db.select({ id: users.id }).from(users).where(eq(users.email, DISTRIBUTOR));
    const notices = await db.db.select().from(notifications).where(eq(notifications.userId, dealer!.id));
    expect(notices.some((n) => n.kind === 'sample_request' && n.title.includes(res.body.folio))).toBe(true);

    const mail = (await readMailbox()).slice(before).map(decodeQuotedPrintable);
    const toVisitor = mail.find((m) => /^To: mariana\d+@ejemplo\.mx/m.test(m));
    expect(toVisitor).toContain(`Tu folio es ${res.body.folio}`);
    expect(toVisitor).toContain('Calle Colomos 1540');
    expect(mail.some((m) => /^To: ventas@solara\.test/m.test(m))).toBe(true);
  });

  it('prefers a dealer in the visitor’s municipality, unless it does not sell one of the lines', async () => {
    const blinds = await request({ municipality_id: place.zapopan, colors: [BLIND, BLACKOUT] });
    expect(blinds.status).toBe(201);
    expect(await dealerOf(blinds.body.folio)).toBe('zapopan@solara.test');
    // The Zapopan dealer sells no awnings: the nearest one that sells both.
    const both = await request({ municipality_id: place.zapopan, colors: [BLIND, AWNING] });
    expect(both.status).toBe(201);
    expect(await dealerOf(both.body.folio)).not.toBe('zapopan@solara.test');
    const [profile] = await db.db
      .select({ products: dealerProfiles.products })
      .from(dealerProfiles)
      .innerJoin(users, eq(users.id, dealerProfiles.userId))
      .where(eq(users.email, (await dealerOf(both.body.folio))!));
    expect(profile!.products).toEqual(expect.arrayContaining(['persianas', 'toldos']));
  });

  it('refuses more than five, repeated, unknown or unpublished colours with a Spanish 422, storing nothing', async () => {
    const before = await stored();
    const six = ['blanco', 'blanco-lino', 'gris-perla', 'arena', 'grafito', 'negro'].map((color) => ({
      fabric: 'screen-3',
      color,
    }));
    const tooMany = await request({ colors: six });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.colors).toEqual(['Puedes pedir hasta 5 muestras por solicitud.']);
    expect((await request({ colors: six.slice(0, 5) })).status).toBe(201);

    const twice = await request({ colors: [BLIND, BLIND] });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.colors).toEqual(['Elegiste el mismo color dos veces: quita el repetido.']);

    const unknown = await request({ colors: [BLIND, { fabric: 'screen-3', color: 'fucsia' }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['colors.1']).toEqual([
      'Ese color ya no está disponible: quítalo de tus muestras y elige otro.',
    ]);

    const [fabric] = await db.db.select().from(fabrics).where(eq(fabrics.slug, BLACKOUT.fabric));
    await db.db.update(colors).set({ published: false }).where(eq(colors.fabricId, fabric!.id));
    try {
      const draft = await request({ colors: [BLACKOUT] });
      expect(draft.status).toBe(422);
      expect(Object.keys(draft.body.errors)).toEqual(['colors.0']);
    } finally {
      await db.db.update(colors).set({ published: true }).where(eq(colors.fabricId, fabric!.id));
    }
    expect((await request({ colors: [] })).body.errors.colors).toEqual(['Elige al menos un color para tus muestras.']);
    expect((await request({ postal_code: '4463' })).body.errors.postal_code).toBeDefined();
    expect((await request({ privacy_accepted: false })).status).toBe(422);
    expect(await stored()).toBe(before + 1);
  });

  it('limits each e-mail to 3 requests a day and each IP to 10, with a Spanish 429 (a 422 costs nothing)', async () => {
    const email = 'repite@ejemplo.mx';
    expect((await request({ email, colors: [{ fabric: 'nada', color: 'nada' }] })).status).toBe(422);
    for (let i = 0; i < 3; i += 1) expect((await request({ email })).status).toBe(201);
    const fourth = await request({ email });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/^Ya pediste muestras varias veces hoy con este correo.*Inténtalo de nuevo en/);
    expect(Number(fourth.headers.get('Retry-After'))).toBeGreaterThan(0);

    const ip = '203.0.113.250';
    for (let i = 0; i < 10; i += 1) expect((await request({}, ip)).status).toBe(201);
    const eleventh = await request({}, ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(/^Recibimos demasiadas solicitudes de muestras desde tu conexión/);
  });

  it('asks for one line per request when no dealer sells every line of the colours', async () => {
    const profiles = await db.db.select().from(dealerProfiles);
    const sellsAwnings = profiles.filter((p) => p.products.includes('toldos')).map((p) => p.userId);
    await db.db
      .update(dealerProfiles)
      .set({ products: ['persianas'] })
      .where(inArray(dealerProfiles.userId, sellsAwnings));
    try {
      const before = await stored();
      const res = await request({ colors: [BLIND, AWNING] });
      expect(res.status).toBe(422);
      expect(res.body.errors.colors).toEqual([
        'Ningún distribuidor cercano envía muestras de persianas y toldos juntas. Pide en esta solicitud solo las de una línea y las otras en otra.',
      ]);
      expect(await stored()).toBe(before);
    } finally {
      for (const p of profiles.filter((p) => sellsAwnings.includes(p.userId)))
        await db.db.update(dealerProfiles).set({ products: p.products }).where(eq(dealerProfiles.userId, p.userId));
    }
  });
});

describe('the request in the inbox', () => {
  it('is its dealer’s alone: another distributor gets 404, a customer 403; its dealer marks it sent', async () => {
    const res = await request({ colors: [BLACKOUT] });
    const id = String(await inboxIdOf(res.body.folio));
    expect((await call(inboxRequestRoute, { token: otherDealer, params: { id } })).status).toBe(404);
    expect((await call(stepRoute, { token: otherDealer, params: { id }, json: { action: 'ship' } })).status).toBe(404);
    const others = await call(inboxRoute, { token: otherDealer, query: { vista: 'todas' } });
    expect(others.body.data.some((r: InboxRequest) => r.samples?.folio === res.body.folio)).toBe(false);
    expect((await call(inboxRequestRoute, { token: customer, params: { id } })).status).toBe(403);

    const sent = await call<InboxRequest>(stepRoute, { token: distributor, params: { id }, json: { action: 'ship' } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'convertido', actions: [] });
    expect(sent.body.history.at(-1)).toMatchObject({ status: 'convertido', note: 'Muestras enviadas' });
    const again = await call(stepRoute, { token: distributor, params: { id }, json: { action: 'ship' } });
    expect(again.status).toBe(409);
  });
});

describe('GET /api/sample-requests/summary', () => {
  it('counts the requests and colours by month, line and dealer for the administrator only', async () => {
    expect((await call(summaryRoute, { token: customer })).status).toBe(403);
    expect((await call(summaryRoute, { token: distributor })).status).toBe(403);
    expect((await call(summaryRoute, { token: admin, query: { meses: '30' } })).status).toBe(422);

    const before = (await call<SampleSummary>(summaryRoute, { token: admin })).body;
    await request({ colors: [BLIND, BLACKOUT, AWNING] });
    const res = await call<SampleSummary>(summaryRoute, { token: admin, query: { meses: '1' } });
    expect(res.status).toBe(200);
    const after = (await call<SampleSummary>(summaryRoute, { token: admin })).body;
    expect(after.requests - before.requests).toBe(1);
    expect(after.colors - before.colors).toBe(3);
    const line = (s: SampleSummary, slug: string) => s.by_line.find((l) => l.line === slug)!;
    expect(line(after, 'persianas').colors - line(before, 'persianas').colors).toBe(2);
    expect(line(after, 'persianas').requests - line(before, 'persianas').requests).toBe(1);
    expect(line(after, 'toldos').colors - line(before, 'toldos').colors).toBe(1);
    const decor = (s: SampleSummary) => s.by_dealer.find((d) => d.name === 'Decor Ventanas Providencia')!;
    expect(decor(after).requests - decor(before).requests).toBe(1);
    // One month: this one alone, which holds the request just made.
    expect(res.body.by_month).toHaveLength(1);
    expect(res.body.by_month[0]!.requests).toBeGreaterThanOrEqual(1);
    expect(after.by_month.reduce((sum, m) => sum + m.requests, 0)).toBe(after.requests);
  });
});
