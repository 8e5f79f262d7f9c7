/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { decodeQuotedPrintable, readMailbox } from '@/tests/support/mail';
import { POST as contact } from '@/app/api/contact/route';
import { contactMessages, users } from '@/lib/server/db/schema';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

let ipCounter = 0;
const freshIp = () => ({ 'X-Forwarded-For': `198.51.100.${++ipCounter}` });

async function message(overrides: Record<string, unknown> = {}) {
  const zapopan = await db.db.query.municipalities.findFirst({
    where: (m, { and, eq }) => and(eq(m.stateId, 14), eq(m.code, '120')),
  });
  return {
    name: 'Patricia Gómez',
    email: 'patricia@ejemplo.mx',
    phone: '33 1122 3344',
    state_id: 14,
    municipality_id: zapopan!.id,
    product_interest: 'toldos',
    message: 'Quiero cotizar un toldo retráctil de 4 m para mi terraza.',
    privacy_accepted: true,
    ...overrides,
  };
}

const storedCount = async () => (await db.db.select({ id: contactMessages.id }).from(contactMessages)).length;

describe('POST /api/contact', () => {
  it('stores the message, mails the brand and confirms to the sender (201)', async () => {
    const before = (await readMailbox()).length;
    const res = await call(contact, { json: await message(), headers: freshIp() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      folio: expect.stringMatching(/^MSJ-\d{4}-\d{6}$/),
      message: 'Un asesor te contactará pronto. Te enviamos una copia por correo con tu folio.',
    });
    const [row] = await db.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(row).toMatchObject({
      folio: res.body.folio,
      name: 'Patricia Gómez',
      phone: '3311223344',
      productInterest: 'toldos',
      dealerId: null,
    });
    const mail = (await readMailbox()).slice(before);
    expect(mail).toHaveLength(2);
    const toSales = mail.find((m) => /To: ventas@solara\.test/.test(m));
    expect(toSales).toMatch(/Reply-To: patricia@ejemplo\.mx/);
    expect(decodeQuotedPrintable(toSales!)).toContain(res.body.folio);
    expect(decodeQuotedPrintable(mail.find((m) => /^To: patricia@ejemplo\.mx/m.test(m))!)).toContain(
      `Tu folio es ${res.body.folio}`,
    );
  });

  it('numbers messages in one series per year, one folio each even when sent at once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 4 }, async () => call(contact, { json: await message(), headers: freshIp() })),
    );
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const folios = replies.map((r) => r.body.folio as string);
    expect(new Set(folios).size).toBe(4);
    const year = new Date().getUTCFullYear();
    const numbers = folios.map((folio) => Number(folio.replace(`MSJ-${year}-`, ''))).sort((a, b) => a - b);
    expect(numbers[3]! - numbers[0]!).toBe(3);
  });

  it.each(['distributor_id', 'dealer_id'])('routes the message to the chosen dealer too (named %s)', async (field) => {
    const [dealer] = await db.db.select().from(users).where(eq(users.email, 'distribuidor@solara.test'));
    const before = (await readMailbox()).length;
    const res = await call(contact, { json: await message({ [field]: dealer!.id }), headers: freshIp() });
    expect(res.status).toBe(201);
    expect(res.body.message).toContain('Decor Ventanas Providencia');
    const [row] = await db.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(row!.dealerId).toBe(dealer!.id);
    const mail = (await readMailbox()).slice(before);
    expect(mail).toHaveLength(3);
    expect(mail.some((m) => m.includes(`To: ${dealer!.publicEmail}`))).toBe(true);
  });

  it('rejects an inactive or unknown dealer with 422 and stores nothing', async () => {
    const before = await storedCount();
    const res = await call(contact, { json: await message({ distributor_id: 999999 }), headers: freshIp() });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['distributor_id']);
    expect(await storedCount()).toBe(before);
  });

  it('answers 422 with Spanish field errors and stores nothing', async () => {
    const before = await storedCount();
    const res = await call(contact, {
      json: { email: 'x', privacy_accepted: false, product_interest: 'aviones' },
      headers: freshIp(),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: ['El campo nombre es obligatorio.'],
      email: ['El campo correo electrónico debe ser una dirección de correo válida.'],
      product_interest: ['Elige el producto que te interesa.'],
      privacy_accepted: ['Para enviarnos tu mensaje acepta el aviso de privacidad.'],
    });
    expect(await storedCount()).toBe(before);
  });

  it('limits each IP to 5 messages per 15 minutes with 429, Retry-After and X-RateLimit-*', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.77' };
    for (let i = 0; i < 5; i++) expect((await call(contact, { json: await message(), headers: ip })).status).toBe(201);
    const before = await storedCount();
    const res = await call(contact, { json: await message(), headers: ip });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Inténtalo de nuevo en \d+ minutos?\./);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('x-ratelimit-limit')).toBe('5');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(await storedCount()).toBe(before);
    expect((await call(contact, { json: await message(), headers: freshIp() })).status).toBe(201);
  });
});
