/** @jest-environment node */
// Bugs the fuzz suite (fuzz.test.ts) found, each pinned here so it stays fixed.
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, tokenFor } from '@/tests/support/accounts';
import { GET as municipalities } from '@/app/api/municipality/[stateId]/route';
import { POST as register } from '@/app/api/register/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as quoteRequest } from '@/app/api/quote-requests/route';
import { POST as userAdd } from '@/app/api/user-add/route';
import { PUT as userUpdate } from '@/app/api/user-update/[id]/route';
import { PUT as profile } from '@/app/api/login-user/route';
import { ROLLER } from '@/tests/support/world';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let admin: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  [customer, admin] = await Promise.all([tokenFor(CUSTOMER), tokenFor(ADMIN)]);
});
afterAll(async () => {
  await db.dispose();
});

const person = {
  name: 'Ana Pérez',
  email: 'ana.perez@ejemplo.mx',
  phone: '33 1234 5678',
  state_id: 1,
  municipality_id: 1,
};

// states.id is a smallint and the other ids are integers: an id past their range reached the
// query and PostgreSQL refused to compare it, which came back as a 500.
describe('ids beyond what the columns hold are "not found" or a 422, never a 500', () => {
  it.each(['32768', '564593882', '999999999'])('GET /api/municipality/%s → 404', async (stateId) => {
    const res = await call(municipalities, { params: { stateId } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'El estado no existe.' });
  });

  const cases: [string, () => Promise<{ status: number; body: any }>, string][] = [
    [
      'register, state_id',
      () =>
        call(register, {
          json: { ...person, state_id: 32768, password: 'Segura-2026x', password_confirmation: 'Segura-2026x' },
        }),
      'state_id',
    ],
    [
      'register, municipality_id',
      () =>
        call(register, {
          json: {
            ...person,
            municipality_id: 2 ** 31,
            password: 'Segura-2026x',
            password_confirmation: 'Segura-2026x',
          },
        }),
      'municipality_id',
    ],
    [
      'contact, state_id',
      () =>
        call(contact, {
          json: {
            ...person,
            state_id: 32768,
            product_interest: 'persianas',
            message: 'Quiero cotizar persianas.',
            privacy_accepted: true,
          },
        }),
      'state_id',
    ],
    [
      'quote request, state_id',
      () => call(quoteRequest, { json: { ...person, state_id: 40000, items: [ROLLER], privacy_accepted: true } }),
      'state_id',
    ],
    [
      'user-add, state_id',
      () => call(userAdd, { token: admin, json: { ...person, state_id: 32768, password: 'Segura-2026x', role_id: 3 } }),
      'state_id',
    ],
    [
      'user-update, state_id',
      () => call(userUpdate, { token: admin, method: 'PUT', params: { id: '3' }, json: { state_id: 32768 } }),
      'state_id',
    ],
    [
      'own profile, state_id',
      () => call(profile, { token: customer, method: 'PUT', json: { state_id: 32768 } }),
      'state_id',
    ],
  ];
  it.each(cases)('%s out of range → 422 on that field', async (_, send, field) => {
    const res = await send();
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([expect.any(String)]);
  });
});

// PostgreSQL text cannot hold U+0000: a name, note or concept with one failed at the INSERT as a
// 500 (and a search with one failed at the SELECT). Refused up front as a 422 on that field.
describe('a NUL character in any string is a 422 on its field, never a 500', () => {
  it.each([
    [
      'register, name',
      () =>
        call(register, {
          json: {
            ...person,
            email: 'nul1@ejemplo.mx',
            name: 'Ana\u0000',
            password: 'Segura-2026x',
            password_confirmation: 'Segura-2026x',
          },
        }),
      'name',
    ],
    [
      'contact, message',
      () =>
        call(contact, {
          json: {
            ...person,
            product_interest: 'persianas',
            message: 'Hola\u0000 quiero cotizar',
            privacy_accepted: true,
          },
        }),
      'message',
    ],
    [
      'own profile, address',
      () => call(profile, { token: customer, method: 'PUT', json: { address: '\u0000' } }),
      'address',
    ],
    [
      'quote request, an item room',
      () =>
        call(quoteRequest, { json: { ...person, items: [{ ...ROLLER, room: 'Sala\u0000' }], privacy_accepted: true } }),
      'items.0.room',
    ],
    [
      'a form post',
      () => call(profile, { token: customer, method: 'PUT', body: new URLSearchParams({ company: 'Casa\u0000' }) }),
      'company',
    ],
  ] as [string, () => Promise<{ status: number; body: any }>, string][])('%s', async (_, send, field) => {
    const res = await send();
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual(['El campo contiene caracteres no permitidos.']);
  });

  it('in a query string too', async () => {
    const { GET: quotes } = await import('@/app/api/quotes/route');
    const res = await call(quotes, { token: customer, query: { search: 'a\u0000' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.search).toEqual(['El campo contiene caracteres no permitidos.']);
  });
});

// user-add created the user and only then checked distributor_id in a second step: the reply
// was a 422 but the account had been stored. Every check now runs before the INSERT.
describe('a rejected user-add stores nothing', () => {
  it.each([
    ['a distributor that does not exist', 999_999],
    ['a customer given as distributor', 'customer'],
  ] as const)('distributor_id: %s → 422 and no account', async (_, distributor) => {
    const { users } = await import('@/lib/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const customerId = (await db.db.select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER)))[0]!.id;
    const email = `sin-distribuidor-${distributor}@ejemplo.mx`;
    const res = await call(userAdd, {
      token: admin,
      json: {
        name: 'Ana Pérez',
        email,
        password: 'Segura-2026x',
        role_id: 3,
        distributor_id: distributor === 'customer' ? customerId : distributor,
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.distributor_id).toEqual(['El distribuidor seleccionado no existe.']);
    expect(await db.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('with a real distributor, WhatsApp and public email the account is created with them', async () => {
    const res = await call(userAdd, {
      token: admin,
      json: {
        name: 'Ana Pérez',
        email: 'con-distribuidor@ejemplo.mx',
        password: 'Segura-2026x',
        role_id: 3,
        distributor_id: 2,
        whatsapp: '3312345678',
        public_email: 'ventas@ejemplo.mx',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ distributor_id: 2, email: 'con-distribuidor@ejemplo.mx' });
  });
});

// The NUL check above first walked the body recursively: 1 MB of nested brackets overflowed the
// stack (a 500). It is a bounded loop now: nested arrays are not a profile (422), and a nested
// unknown key is ignored like any unknown key (200).
it.each([
  ['arrays', '['.repeat(400_000) + ']'.repeat(400_000), 422],
  ['objects', '{"a":'.repeat(150_000) + '1' + '}'.repeat(150_000), 200],
])('a body of deeply nested %s is answered normally (how fast: `npm run bench hostile`)', async (_, body, status) => {
  const res = await call(profile, {
    token: customer,
    method: 'PUT',
    body,
    headers: { 'Content-Type': 'application/json' },
  });
  expect(res.status).toBe(status);
});

// A price up to 999,999,999.99 pesos passed validation, but prices are integer centavos: past
// $21,474,836.47 the UPDATE failed as a 500. A unit price is capped at $100,000.00 now.
describe('catalogue prices stay within what the price columns and quote lines hold', () => {
  it.each(['478197113.00', 21474837, '100000.01'])('public_price %s → 422', async (price) => {
    const { PUT: setPrice } = await import('@/app/api/catalogs-prices/[id]/route');
    const res = await call(setPrice, {
      token: admin,
      method: 'PUT',
      params: { id: '1' },
      json: { public_price: price, distributor_price: '80.00' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.public_price).toEqual(['El precio no debe pasar de $100,000.00.']);
  });

  it('$100,000.00 is still accepted', async () => {
    const { PUT: setPrice } = await import('@/app/api/catalogs-prices/[id]/route');
    const res = await call(setPrice, {
      token: admin,
      method: 'PUT',
      params: { id: '1' },
      json: { public_price: '100000.00' },
    });
    expect(res.status).toBe(200);
  });
});

// The client address came straight from X-Forwarded-For: a long junk value reached the
// contact_messages.ip column (varchar 64) and the INSERT failed as a 500. Only IP addresses are
// taken from X-Forwarded-For now (lib/server/http/client-ip.ts).
describe('the client address from proxy headers', () => {
  const message = {
    ...person,
    product_interest: 'persianas',
    message: 'Quiero cotizar persianas para la sala.',
    privacy_accepted: true,
  };
  const storedIp = async (id: number) => {
    const { contactMessages } = await import('@/lib/server/db/schema');
    const { eq } = await import('drizzle-orm');
    return (await db.db.select({ ip: contactMessages.ip }).from(contactMessages).where(eq(contactMessages.id, id)))[0]!
      .ip;
  };

  it('junk in X-Forwarded-For is ignored, not stored', async () => {
    const res = await call(contact, {
      json: message,
      headers: { 'X-Forwarded-For': '?'.repeat(300), 'X-Real-IP': "' OR 1=1" },
    });
    expect(res.status).toBe(201);
    expect(await storedIp(res.body.id)).toBe('127.0.0.1');
  });

  it('a real address is kept, the hop lib/server/http/client-ip.ts trusts (here the nearest), IPv4 or IPv6', async () => {
    const v4 = await call(contact, { json: message, headers: { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' } });
    expect(await storedIp(v4.body.id)).toBe('10.0.0.1');
    const v6 = await call(contact, { json: message, headers: { 'X-Forwarded-For': '2001:db8::1, basura' } });
    expect(await storedIp(v6.body.id)).toBe('2001:db8::1');
  });
});

// A quote whose notes held a control character (BEL, found by the fuzz suite) could be saved but
// not printed: the PDF's standard font cannot encode it and the download was a 500.
it('a quote with control characters, C1 codes and emoji in its texts still prints', async () => {
  const { POST: saveQuote } = await import('@/app/api/quotes/route');
  const { GET: pdf } = await import('@/app/api/quotes/[id]/pdf/route');
  const saved = await call(saveQuote, {
    token: customer,
    json: { items: [{ ...ROLLER, room: 'Sala\u0085 🪟' }], notes: 'Hola\u0007 mundo\u009b ‮ 你好 \u2028fin' },
  });
  expect(saved.status).toBe(201);
  const res = await call(pdf, { token: customer, params: { id: String(saved.body.id) } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
});
