/** @jest-environment node */
// The fake spec-only host of the e2e suite (e2e/support/spec-only-host.mjs) answers every call of
// spec §7 with the shapes lib/contract gives (what lib/api reads), and nothing else: the
// capabilities probe and the product's other calls are 404, so the front end must do without.
// Every reply of a §7 call is also held to the published contract (OpenAPI, subset 'spec'), and
// every other one must be the contract's 404 error body.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Role, User, UsersPage } from '@/lib/contract/users';
import type { StoredFile } from '@/lib/contract/files';
import type { Municipality, State } from '@/lib/contract/geo';
import type { PriceRow, StockItem } from '@/lib/contract/inventory';
import { toCount } from '@/lib/contract/counters';
import { FEATURE_CALLS, SPEC_CALLS, classifyCall } from '@/lib/contract/call-groups';
import { assertConforms, isErrorBody } from '@/tests/support/openapi-conformance';

jest.setTimeout(30_000);

const PORT = 3590;
const ORIGIN = 'http://localhost:3591';
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Spec-host-2026!';

/** The keys of a reply type, checked by the compiler to be exactly the type's. */
const keysOf = <T>(keys: Record<keyof T, true>) => Object.keys(keys).sort();
const USER_KEYS = keysOf<User>({
  id: true,
  name: true,
  email: true,
  phone: true,
  whatsapp: true,
  public_email: true,
  company: true,
  rfc: true,
  role_id: true,
  role: true,
  state_id: true,
  municipality_id: true,
  address: true,
  postal_code: true,
  image: true,
  coordinates: true,
  active: true,
  show_on_map: true,
  distributor_id: true,
  discount_limit_pct: true,
  created_at: true,
  two_factor_enabled: true,
  two_factor_required: true,
  invitation_pending: true,
});
const PAGE_KEYS = keysOf<UsersPage>({
  data: true,
  current_page: true,
  last_page: true,
  per_page: true,
  total: true,
  from: true,
  to: true,
});
const FILE_KEYS = keysOf<StoredFile>({
  id: true,
  kind: true,
  name: true,
  mime_type: true,
  size: true,
  created_at: true,
  url: true,
  valid_from: true,
  valid_until: true,
});
const STATE_KEYS = keysOf<State>({ id: true, code: true, name: true, abbreviation: true });
const MUNICIPALITY_KEYS = keysOf<Municipality>({ id: true, state_id: true, code: true, name: true });
const ROLE_KEYS = keysOf<Role>({ id: true, name: true, label: true });
const STOCK_KEYS = keysOf<StockItem>({
  id: true,
  kind: true,
  category: true,
  sku: true,
  name: true,
  fabric: true,
  color: true,
  hex: true,
  unit: true,
  stock: true,
  status: true,
});
const PRICE_KEYS = keysOf<PriceRow>({
  id: true,
  sku: true,
  kind: true,
  unit: true,
  description: true,
  price: true,
  public_price: true,
  distributor_price: true,
  updated_at: true,
});

const keys = (value: unknown) => Object.keys(value as object).sort();

let host: ChildProcess;
beforeAll(async () => {
  host = spawn(
    process.execPath,
    [path.join(__dirname, '..', '..', 'e2e', 'support', 'spec-only-host.mjs'), String(PORT), ORIGIN],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${BASE}/api/states`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the fake host did not start');
});
afterAll(() => {
  host.kill();
});

type Answer = { status: number; body: any; headers: Headers };
async function call(
  method: string,
  p: string,
  { token, json, form }: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token ?? 'no token'}`,
    Origin: ORIGIN,
  };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${BASE}${p}`, {
    method,
    headers,
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
  const text = await res.text();
  const answer = { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  if (classifyCall(method, p) === 'spec') {
    assertConforms(
      { method, path: p, status: answer.status, body: answer.body, contentType: res.headers.get('Content-Type') },
      { subset: 'spec' },
    );
  } else {
    expect({ call: `${method} ${p}`, status: answer.status, errorBody: isErrorBody(answer.body) }).toEqual({
      call: `${method} ${p}`,
      status: 404,
      errorBody: true,
    });
  }
  return answer;
}

async function signIn(email: string): Promise<{ token: string; user: User }> {
  const res = await call('POST', '/api/login', { json: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.body;
}

it('answers exactly the 26 calls of §7 (each one reaches a handler: no 404)', async () => {
  const { token } = await signIn('admin@spec.test');
  // User 3 is the seeded distributor: its active and map flags are toggled back afterwards.
  const sample = (p: string) => p.replace('{stateId}', '14').replace('{id}', '3');
  for (const [method, p] of SPEC_CALLS) {
    if (p === '/api/logout-user') continue; // spends the token; checked below
    const res = await call(method, sample(p), { token, json: method === 'GET' ? undefined : {} });
    expect({ call: `${method} ${p}`, status: res.status }).not.toEqual({ call: `${method} ${p}`, status: 404 });
  }
  await call('GET', '/api/user-active/3', { token });
  await call('GET', '/api/user-active-map/3', { token });
});

it('answers 404 JSON to the capabilities probe and to every call beyond §7', async () => {
  const { token } = await signIn('admin@spec.test');
  expect(await call('GET', '/api/capabilities', { token })).toMatchObject({
    status: 404,
    body: { message: expect.any(String) },
  });
  for (const [method, p] of Object.values(FEATURE_CALLS).flat()) {
    const res = await call(method, p.replace(/\{\w+\}/g, '1'), { token, json: method === 'GET' ? undefined : {} });
    expect({ call: `${method} ${p}`, status: res.status }).toEqual({ call: `${method} ${p}`, status: 404 });
    expect(classifyCall(method, p.replace(/\{\w+\}/g, '1'))).not.toBe('spec');
  }
});

it('signs in with {token, user}: a Sanctum-like token and the user JSON of lib/contract', async () => {
  const { token, user } = await signIn('admin@spec.test');
  expect(token).toMatch(/^\d+\|[\w-]{40}$/);
  expect(keys(user)).toEqual(USER_KEYS);
  expect(keys(user.role)).toEqual(ROLE_KEYS);
  expect(user).toMatchObject({ email: 'admin@spec.test', role: { name: 'admin' }, active: true });

  expect(
    await call('POST', '/api/login', { json: { email: 'admin@spec.test', password: 'otra-contraseña' } }),
  ).toMatchObject({ status: 401, body: { message: expect.any(String) } });
  const missing = await call('POST', '/api/login', { json: {} });
  expect(missing).toMatchObject({
    status: 422,
    body: {
      message: expect.stringMatching(/correo/),
      errors: { email: [expect.any(String)], password: ['Escribe tu contraseña.'] },
    },
  });
});

it('401 {message} on a bad or missing token, 403 for a customer on admin calls', async () => {
  expect(await call('GET', '/api/login-user')).toEqual(
    expect.objectContaining({ status: 401, body: { message: 'No autenticado.' } }),
  );
  expect((await call('GET', '/api/count-cart', { token: '1|nada' })).status).toBe(401);
  const { token } = await signIn('cliente@spec.test');
  expect((await call('GET', '/api/list-users', { token })).status).toBe(403);
});

it('reads: profile, counters as numbers, states, municipalities, roles, stock, prices, files', async () => {
  const { token } = await signIn('cliente@spec.test');
  expect(keys((await call('GET', '/api/login-user', { token })).body)).toEqual(USER_KEYS);
  for (const counter of ['/api/count-cot', '/api/count-orders', '/api/count-cart']) {
    const { body } = await call('GET', counter, { token });
    expect(typeof body).toBe('number');
    expect(toCount(body)).toBe(body);
  }
  const states: State[] = (await call('GET', '/api/states')).body;
  expect(states.length).toBeGreaterThan(0);
  states.forEach((s) => expect(keys(s)).toEqual(STATE_KEYS));
  const municipalities: Municipality[] = (await call('GET', '/api/municipality/14')).body;
  municipalities.forEach((m) => expect(keys(m)).toEqual(MUNICIPALITY_KEYS));
  expect((await call('GET', '/api/municipality/99')).status).toBe(404);
  (await call('GET', '/api/roles', { token })).body.forEach((r: Role) => expect(keys(r)).toEqual(ROLE_KEYS));
  (await call('GET', '/api/catalogs', { token })).body.forEach((row: StockItem) =>
    expect(keys(row)).toEqual(STOCK_KEYS),
  );
  // A customer does not get the distributor price (lib/contract/inventory.ts).
  (await call('GET', '/api/catalogs-prices', { token })).body.forEach((row: PriceRow) =>
    expect(keys(row)).toEqual(PRICE_KEYS.filter((k) => k !== 'distributor_price')),
  );
  for (const kind of ['list-price', 'digital-catalog', 'promotions']) {
    const files: StoredFile[] = (await call('GET', `/api/files/${kind}`, { token })).body;
    expect(files.length).toBeGreaterThan(0);
    files.forEach((f) => expect({ keys: keys(f), kind: f.kind }).toEqual({ keys: FILE_KEYS, kind }));
    const download = await fetch(files[0]!.url, { headers: { Authorization: `Bearer ${token}` } });
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
  }
});

it('users administration: the paginated list, toggles answering the user, add, update, coordinates', async () => {
  const { token } = await signIn('admin@spec.test');
  const page: UsersPage = (await call('GET', '/api/list-users?role=distributor&per_page=100', { token })).body;
  expect(keys(page)).toEqual(PAGE_KEYS);
  expect(page.data.every((u) => u.role.name === 'distributor')).toBe(true);
  const target = page.data[0]!;

  const toggled = await call('GET', `/api/user-active/${target.id}`, { token });
  expect(toggled.body).toMatchObject({ id: target.id, active: !target.active });
  await call('GET', `/api/user-active/${target.id}`, { token });
  expect((await call('GET', `/api/user-active-map/${target.id}`, { token })).body).toMatchObject({
    id: target.id,
    show_on_map: !target.show_on_map,
  });

  const added = await call('POST', '/api/user-add/', {
    token,
    json: { name: 'Nuevo Cliente', email: 'nuevo@spec.test', password: 'Una-clave-larga-2026', role_id: 3 },
  });
  expect(added.status).toBe(201);
  expect(keys(added.body)).toEqual(USER_KEYS);
  const bad = await call('POST', '/api/user-add/', {
    token,
    json: { name: 'X', email: 'no-es-correo', password: 'corta', role_id: 99 },
  });
  expect(bad).toMatchObject({
    status: 422,
    body: {
      message: expect.stringContaining('más'),
      errors: {
        name: [expect.any(String)],
        email: [expect.any(String)],
        password: [expect.any(String)],
        role_id: [expect.any(String)],
      },
    },
  });

  expect(
    (await call('PUT', `/api/user-update/${added.body.id}`, { token, json: { company: 'Toldos GDL' } })).body,
  ).toMatchObject({ company: 'Toldos GDL' });
  expect(
    (await call('PUT', `/api/add-coordinates/${added.body.id}`, { token, json: { lat: 20.67, lng: -103.35 } })).status,
  ).toBe(200);
  expect(
    (await call('PUT', `/api/add-coordinates/${added.body.id}`, { token, json: { lat: 50, lng: 0 } })).status,
  ).toBe(422);
});

it('account: profile update, password check and change, photo, register, recovery, logout', async () => {
  const { token } = await signIn('cliente@spec.test');
  expect((await call('PUT', '/api/login-user', { token, json: { phone: '3311112222' } })).body).toMatchObject({
    phone: '3311112222',
  });
  expect((await call('PUT', '/api/login-user', { token, json: { email: 'nada' } })).status).toBe(422);
  expect((await call('POST', '/api/check-password', { token, json: { password: PASSWORD } })).status).toBe(200);
  expect((await call('POST', '/api/check-password', { token, json: { password: 'mal' } })).body).toMatchObject({
    errors: { password: [expect.any(String)] },
  });
  expect(
    (
      await call('PUT', '/api/update-password', {
        token,
        json: { current_password: 'mal', password: 'x', password_confirmation: 'y' },
      })
    ).status,
  ).toBe(422);

  const form = new FormData();
  form.append('image', new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' }), 'foto.png');
  const photo = await call('POST', '/api/image-user', { token, form });
  expect(photo.status).toBe(200);
  expect(photo.body.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/storage\/avatars\//);

  const registered = await call('POST', '/api/register', {
    json: {
      name: 'Rosa Registro',
      email: 'rosa@spec.test',
      phone: '3312345678',
      state_id: 14,
      municipality_id: 1401,
      password: 'Una-clave-larga-2026',
      password_confirmation: 'Una-clave-larga-2026',
    },
  });
  expect(registered.status).toBe(201);
  expect(registered.body).toMatchObject({ email: 'rosa@spec.test', role: { name: 'customer' } });
  expect((await call('POST', '/api/register', { json: {} })).status).toBe(422);

  expect(
    await call('POST', '/api/send-recover-email', { json: { account: { email: 'cliente@spec.test' } } }),
  ).toMatchObject({ status: 200, body: { message: expect.any(String) } });
  expect((await call('POST', '/api/send-recover-email', { json: { account: { email: 'x' } } })).status).toBe(422);

  expect((await call('POST', '/api/logout-user', { token })).status).toBe(200);
  expect((await call('GET', '/api/login-user', { token })).status).toBe(401);
});

it('CORS: the front end may read replies and send the bearer header; another origin gets nothing', async () => {
  const preflight = await fetch(`${BASE}/api/login-user`, {
    method: 'OPTIONS',
    headers: {
      Origin: ORIGIN,
      'Access-Control-Request-Method': 'PUT',
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN);
  expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/i);
  expect((await call('GET', '/api/capabilities')).headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN);

  const stranger = await fetch(`${BASE}/api/states`, { headers: { Origin: 'https://otro.example' } });
  expect(stranger.headers.get('Access-Control-Allow-Origin')).toBeNull();
});
