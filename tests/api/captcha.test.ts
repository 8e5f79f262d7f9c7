/** @jest-environment node */
// With HCAPTCHA_SECRET set, registration and recovery need a token that the siteverify
// server accepts; a failing or silent server fails closed with a clear 422.
import { FAKE_SITEVERIFY_PORT } from '@/tests/support/captcha-env';
import http from 'node:http';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { POST as sendRecover } from '@/app/api/send-recover-email/route';
import { POST as register } from '@/app/api/register/route';
import { POST as contact } from '@/app/api/contact/route';
import { contactMessages } from '@/lib/server/db/schema';

type Verify = { body: URLSearchParams };
const received: Verify[] = [];
let mode: 'ok' | 'reject' | 'hang' | 'error' = 'ok';
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    received.push({ body: new URLSearchParams(raw) });
    if (mode === 'hang') return; // never answers: the client must time out
    if (mode === 'error') {
      res.writeHead(500).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: mode === 'ok' }));
  });
});

let db: Awaited<ReturnType<typeof setupTestDatabase>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(FAKE_SITEVERIFY_PORT, '127.0.0.1', resolve));
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('server-side hCaptcha verification', () => {
  it('posts secret, response, remoteip and sitekey form-encoded and accepts a valid token', async () => {
    mode = 'ok';
    const res = await call(sendRecover, {
      json: { email: 'cliente@solara.test', hcaptcha_token: 'token-valido' },
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
    expect(Object.fromEntries(received.at(-1)!.body)).toEqual({
      secret: '0x0000000000000000000000000000000000000000',
      response: 'token-valido',
      remoteip: '203.0.113.9',
      sitekey: '10000000-ffff-ffff-ffff-000000000001',
    });
  });

  it('a missing token is 422 without calling the provider', async () => {
    const before = received.length;
    const res = await call(sendRecover, { json: { email: 'cliente@solara.test' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ hcaptcha_token: ['Completa la verificación "No soy un robot".'] });
    expect(received.length).toBe(before);
  });

  it('a token the provider rejects is 422 and creates no account', async () => {
    mode = 'reject';
    const res = await call(register, {
      json: {
        name: 'Bot',
        email: 'bot@ejemplo.mx',
        phone: '3312345678',
        state_id: 14,
        municipality_id: 1,
        password: 'Bot-clave-2026',
        password_confirmation: 'Bot-clave-2026',
        hcaptcha_token: 'falso',
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['hcaptcha_token']);
    const bot = await db.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, 'bot@ejemplo.mx') });
    expect(bot).toBeUndefined();
  });

  it.each(['hang', 'error'] as const)('fails closed when the provider %s', async (failure) => {
    mode = failure;
    const res = await call(sendRecover, { json: { email: 'cliente@solara.test', hcaptcha_token: 'token' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.hcaptcha_token).toEqual([
      'El servicio de verificación no respondió. Inténtalo de nuevo en unos momentos.',
    ]);
  });

  it('the contact form: a verified token is stored, a rejected one is 422 and stores nothing', async () => {
    const body = {
      name: 'Ana Ruiz',
      email: 'ana@ejemplo.mx',
      phone: '3312345678',
      state_id: 14,
      municipality_id: (await db.db.query.municipalities.findFirst({ where: (m, { eq }) => eq(m.stateId, 14) }))!.id,
      product_interest: 'persianas',
      message: 'Necesito persianas para 3 ventanas.',
      privacy_accepted: true,
    };
    mode = 'ok';
    expect((await call(contact, { json: { ...body, hcaptcha_token: 'valido' } })).status).toBe(201);
    const stored = (await db.db.select().from(contactMessages)).length;
    mode = 'reject';
    const res = await call(contact, { json: { ...body, hcaptcha_token: 'falso' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['hcaptcha_token']);
    expect((await db.db.select().from(contactMessages)).length).toBe(stored);
  });
});
