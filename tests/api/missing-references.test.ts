/** @jest-environment node */
// A write that names a row that does not exist (a state, a municipality, a role, a dealer, a
// catalogue parent) is the user's mistake, not the server's: a Spanish 422 on that field, nothing
// stored. Each service checks what it can first; whatever slips past (a race, a column added
// later) is refused by its foreign key, and lib/server/http/error-response.ts turns that refusal
// into the same 422, on both drivers.
import { sql } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call, type CallResult } from '@/tests/support/http';
import { ADMIN, CUSTOMER, tokenFor } from '@/tests/support/accounts';
import { ROLLER } from '@/tests/support/world';
import { changedTables, makeFingerprinter, type Fingerprint } from '@/tests/support/fuzz/snapshot';
import { route } from '@/lib/server/http/handler';
import { referencingColumn } from '@/lib/server/db/foreign-keys';
import { municipalities, states, walletMovements } from '@/lib/server/db/schema';
import { POST as register } from '@/app/api/register/route';
import { PUT as putMe } from '@/app/api/login-user/route';
import { POST as addUser } from '@/app/api/user-add/route';
import { PUT as updateUser } from '@/app/api/user-update/[id]/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as quoteRequest } from '@/app/api/quote-requests/route';
import { POST as createEntry } from '@/app/api/admin/catalog/[kind]/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let admin: string;
let customer: string;
let fingerprint: () => Promise<Fingerprint>;
let zapopan: number; // a municipality of Jalisco (14)
beforeAll(async () => {
  db = await setupTestDatabase();
  [admin, customer] = await Promise.all([tokenFor(ADMIN), tokenFor(CUSTOMER)]);
  fingerprint = await makeFingerprinter(db.db, process.env.DATA_DIR!);
  const [row] = await db.db
    .execute(sql`select id from municipalities where state_id = 14 and name = 'Zapopan'`)
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  zapopan = row!.id;
});
afterAll(async () => {
  await db.dispose();
});

/** Ids that pass every schema (a state id fits a smallint) and name nothing. */
const NO_STATE = 30_000;
const NO_ROW = 2_000_000_000;
const OAXACA = 20; // a state that exists, whose municipalities Zapopan is not one of

// A new address per account, and per anonymous request (the public forms are limited per IP).
let n = 0;
const fresh = () => `ref-${++n}@ejemplo.mx`;
let ips = 0;
const fromNewIp = () => ({ 'X-Forwarded-For': `198.51.100.${++ips}` });
const person = () => ({ name: 'Lucía Navarro', email: fresh(), phone: '33 1458 7788' });

type Send = (fields: Record<string, unknown>) => Promise<CallResult>;
const WRITES: Record<string, Send> = {
  'POST /api/register': (f) =>
    call(register, {
      headers: fromNewIp(),
      json: {
        ...person(),
        password: 'Toldo-de-lona-2026',
        password_confirmation: 'Toldo-de-lona-2026',
        state_id: 14,
        municipality_id: zapopan,
        ...f,
      },
    }),
  'PUT /api/login-user': (f) => call(putMe, { token: customer, method: 'PUT', json: f }),
  'POST /api/user-add': (f) =>
    call(addUser, { token: admin, json: { ...person(), password: 'Toldo-de-lona-2026', role_id: 3, ...f } }),
  'PUT /api/user-update/{id}': (f) => call(updateUser, { token: admin, method: 'PUT', params: { id: '3' }, json: f }),
  'POST /api/contact': (f) =>
    call(contact, {
      headers: fromNewIp(),
      json: {
        ...person(),
        state_id: 14,
        municipality_id: zapopan,
        product_interest: 'persianas',
        message: 'Quiero cotizar persianas para la sala.',
        privacy_accepted: true,
        ...f,
      },
    }),
  'POST /api/quote-requests': (f) =>
    call(quoteRequest, {
      headers: fromNewIp(),
      json: { ...person(), items: [ROLLER], state_id: 14, municipality_id: zapopan, privacy_accepted: true, ...f },
    }),
};

const STATE = 'El estado seleccionado no existe.';
const MUNICIPALITY = 'El municipio seleccionado no existe.';
const OTHER_STATE = 'El municipio seleccionado no pertenece al estado.';

const cases = (write: string, list: [string, () => Record<string, unknown>, string, string | null][]) =>
  list.map(([what, fields, field, message]) => [`${write}: ${what}`, write, fields, field, message] as const);

// [what is wrong, the fields sent, the field at fault, its message (null: the service's own wording)]
const CASES = [
  ...cases('PUT /api/login-user', [
    ['a state alone', () => ({ state_id: NO_STATE }), 'state_id', STATE],
    ['a state, with a real municipality', () => ({ state_id: NO_STATE, municipality_id: zapopan }), 'state_id', STATE],
    ['a municipality', () => ({ state_id: 14, municipality_id: NO_ROW }), 'municipality_id', MUNICIPALITY],
    [
      'a municipality of another state',
      () => ({ state_id: OAXACA, municipality_id: zapopan }),
      'municipality_id',
      OTHER_STATE,
    ],
  ]),
  ...cases('POST /api/register', [
    ['a state', () => ({ state_id: NO_STATE }), 'state_id', STATE],
    ['a municipality', () => ({ municipality_id: NO_ROW }), 'municipality_id', MUNICIPALITY],
    ['a municipality of another state', () => ({ state_id: OAXACA }), 'municipality_id', OTHER_STATE],
  ]),
  ...cases('POST /api/user-add', [
    ['a state alone', () => ({ state_id: NO_STATE }), 'state_id', STATE],
    ['a municipality', () => ({ state_id: 14, municipality_id: NO_ROW }), 'municipality_id', MUNICIPALITY],
    [
      'a municipality of another state',
      () => ({ state_id: OAXACA, municipality_id: zapopan }),
      'municipality_id',
      OTHER_STATE,
    ],
    ['a role', () => ({ role_id: NO_ROW }), 'role_id', 'El rol seleccionado no existe.'],
    ['a distributor', () => ({ distributor_id: NO_ROW }), 'distributor_id', 'El distribuidor seleccionado no existe.'],
  ]),
  ...cases('PUT /api/user-update/{id}', [
    ['a state alone', () => ({ state_id: NO_STATE }), 'state_id', STATE],
    ['a municipality', () => ({ state_id: 14, municipality_id: NO_ROW }), 'municipality_id', MUNICIPALITY],
    ['a role', () => ({ role_id: NO_ROW }), 'role_id', 'El rol seleccionado no existe.'],
    ['a distributor', () => ({ distributor_id: NO_ROW }), 'distributor_id', 'El distribuidor seleccionado no existe.'],
  ]),
  ...cases('POST /api/contact', [
    ['a state', () => ({ state_id: NO_STATE }), 'state_id', STATE],
    ['a municipality', () => ({ municipality_id: NO_ROW }), 'municipality_id', MUNICIPALITY],
    ['a municipality of another state', () => ({ state_id: OAXACA }), 'municipality_id', OTHER_STATE],
    ['a dealer', () => ({ distributor_id: NO_ROW }), 'distributor_id', null],
  ]),
  ...cases('POST /api/quote-requests', [
    ['a state', () => ({ state_id: NO_STATE }), 'state_id', STATE],
    ['a municipality', () => ({ municipality_id: NO_ROW }), 'municipality_id', MUNICIPALITY],
    ['a dealer', () => ({ distributor_id: NO_ROW }), 'distributor_id', null],
  ]),
];

describe('ASVS 2.2.1: a write naming a row that does not exist is a Spanish 422 on that field', () => {
  it.each(CASES)('%s', async (_name, write, fields, field, message) => {
    const before = await fingerprint();
    const res = await WRITES[write]!(fields());
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    if (message) expect(res.body.errors[field]).toEqual([message]);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it.each([
    [
      'types',
      {
        line_id: NO_ROW,
        name: 'Plisadas',
        summary: 'Plisadas.',
        description: 'Persianas plisadas.',
        min_width_cm: 40,
        max_width_cm: 250,
        min_height_cm: 40,
        max_height_cm: 250,
      },
      'line_id',
    ],
    [
      'models',
      {
        type_id: NO_ROW,
        name: 'Cofre Uno',
        description: 'd',
        min_width_cm: 200,
        max_width_cm: 400,
        min_projection_cm: 150,
        max_projection_cm: 250,
        grid: { widths_cm: [300], projections_cm: [200], public_prices: [[1000]] },
      },
      'type_id',
    ],
    [
      'fabrics',
      {
        line_id: NO_ROW,
        name: 'Lino Uno',
        description: 'Tela.',
        opacity: 'filtrante',
        composition: 'lino',
        roll_width_cm: 280,
        types: [{ type_id: 1, public_price: 900 }],
      },
      'line_id',
    ],
    ['colors', { fabric_id: NO_ROW, name: 'Azul', hex: '#0000FF' }, 'fabric_id'],
  ])('POST /api/admin/catalog/%s: a parent that does not exist', async (kind, json, field) => {
    const before = await fingerprint();
    const res = await call(createEntry, { token: admin, params: { kind }, json });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});

describe('ASVS 2.2.1: a foreign key refusal from any write answers 422, never 500', () => {
  it('every foreign key of the database is known by the column it checks', async () => {
    const rows = await db.db
      .execute(
        sql`
      select c.conname as constraint, a.attname as column from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
      )
      .then((r) => (r as unknown as { rows: { constraint: string; column: string }[] }).rows);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((r) => referencingColumn(r.constraint) !== r.column)).toEqual([]);
  });

  // A handler of the real wrapper whose write no service checked first: what a new column would do.
  it('an unchecked INSERT naming a missing row is a 422 on its column, and a DELETE of a row still named is a 409', async () => {
    const insert = route('public', async () =>
      db.db
        .insert(walletMovements)
        .values({ userId: NO_ROW, kind: 'abono', amountCents: 100, balanceAfterCents: 100, concept: 'x' }),
    );
    const res = await call(insert, { method: 'POST' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'El usuario seleccionado no existe.',
      errors: { user_id: ['El usuario seleccionado no existe.'] },
    });

    const missingState = route('public', async () =>
      db.db.insert(municipalities).values({ stateId: NO_STATE, code: '999', name: 'Ninguno' }),
    );
    expect((await call(missingState, { method: 'POST' })).body.errors).toEqual({ state_id: [STATE] });

    const remove = route('public', async () => db.db.delete(states).where(sql`${states.id} = 14`));
    const refused = await call(remove, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'No se puede eliminar: otros registros todavía lo usan.' });
  });
});
