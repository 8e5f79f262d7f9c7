/** @jest-environment node */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { CUSTOMER, DEMO_PASSWORD, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { createUser } from '@/lib/server/services/users';
import { decodeQuotedPrintable, readMailbox, resetTokenFrom } from '@/tests/support/mail';
import { POST as register } from '@/app/api/register/route';
import { POST as login } from '@/app/api/login/route';
import { GET as getMe } from '@/app/api/login-user/route';
import { POST as sendRecover } from '@/app/api/send-recover-email/route';
import { POST as resetPassword } from '@/app/api/reset-password/route';
import { passwordResets, users } from '@/lib/server/db/schema';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

// Each request from its own address: the per-IP limits are tested in rate-limits.test.ts.
let ipCounter = 0;
const freshIp = () => ({ 'X-Forwarded-For': `198.51.100.${++ipCounter}` });

async function jaliscoMunicipality(name: string) {
  const row = await db.db.query.municipalities.findFirst({
    where: (m, { and, eq }) => and(eq(m.stateId, 14), eq(m.name, name)),
  });
  return row!.id;
}

const registration = async () => ({
  name: 'Fernando Ibarra',
  email: 'fernando@ejemplo.mx',
  phone: '33 1458 7788',
  company: '',
  state_id: 14,
  municipality_id: await jaliscoMunicipality('Zapopan'),
  password: 'Toldo-de-lona-2026',
  password_confirmation: 'Toldo-de-lona-2026',
});

// Recovery mails to one address are limited (3 an hour): each link test has its own account.
let accountCounter = 0;
async function freshAccount(): Promise<string> {
  const email = `recupera-${++accountCounter}@ejemplo.mx`;
  await createUser(db.db, { name: 'Rosa Recuperación', email, password: DEMO_PASSWORD, roleId: 3 });
  return email;
}

describe('POST /api/register', () => {
  it('creates a customer (201) who can then sign in', async () => {
    const res = await call(register, { headers: freshIp(), json: await registration() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Fernando Ibarra',
      email: 'fernando@ejemplo.mx',
      phone: '3314587788',
      role: { name: 'customer' },
      state_id: 14,
      company: null,
    });
    expect(res.body).not.toHaveProperty('password');
    expect((await call(login, { json: { email: 'fernando@ejemplo.mx', password: 'Toldo-de-lona-2026' } })).status).toBe(
      200,
    );
  });

  it('rejects an email already registered, in any case', async () => {
    const res = await call(register, {
      headers: freshIp(),
      json: { ...(await registration()), email: 'CLIENTE@solara.test' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Este correo electrónico ya está registrado.',
      errors: { email: ['Este correo electrónico ya está registrado.'] },
    });
  });

  it('answers 422 with every missing field and stores nothing', async () => {
    const before = (await db.db.select({ id: users.id }).from(users)).length;
    const res = await call(register, {
      headers: freshIp(),
      json: { password: 'corta', password_confirmation: 'otra' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'email',
      'municipality_id',
      'name',
      'password',
      'phone',
      'state_id',
    ]);
    expect(res.body.message).toMatch(/\(y \d+ errores más\)$/);
    expect((await db.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('rejects a municipality of another state', async () => {
    const res = await call(register, {
      headers: freshIp(),
      json: { ...(await registration()), email: 'otro@ejemplo.mx', state_id: 19 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ municipality_id: ['El municipio seleccionado no pertenece al estado.'] });
  });

  it('stores HTML as text, never as markup', async () => {
    const res = await call(register, {
      headers: freshIp(),
      json: { ...(await registration()), email: 'xss@ejemplo.mx', name: '<script>alert(1)</script>' },
    });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('<script>alert(1)</script>');
  });
});

describe('password recovery', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const before = (await readMailbox()).length;
    const known = await call(sendRecover, { headers: freshIp(), json: { email: CUSTOMER } });
    const unknown = await call(sendRecover, { headers: freshIp(), json: { email: 'nadie@ejemplo.mx' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await readMailbox();
    expect(mail.length).toBe(before + 1);
    expect(mail.at(-1)).toMatch(/To: cliente@solara\.test/);
  });

  it("also accepts the spec's {account: {email}} body", async () => {
    const before = (await readMailbox()).length;
    const res = await call(sendRecover, { headers: freshIp(), json: { account: { email: DISTRIBUTOR } } });
    expect(res.status).toBe(200);
    expect((await readMailbox()).length).toBe(before + 1);
  });

  it('422 for a missing or malformed address', async () => {
    const res = await call(sendRecover, { headers: freshIp(), json: { email: 'no-es-correo' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['email']);
  });

  it('the mailed link sets a new password once; sessions end; the token cannot be reused', async () => {
    const email = await freshAccount();
    const session = await tokenFor(email);
    expect((await call(sendRecover, { headers: freshIp(), json: { email } })).status).toBe(200);
    const token = resetTokenFrom((await readMailbox()).at(-1)!);
    expect(token).toMatch(/^[A-Za-z0-9]{40}$/);
    const body = { token, password: 'Nueva-clave-2026', password_confirmation: 'Nueva-clave-2026' };
    const ok = await call(resetPassword, { json: body });
    expect(ok.status).toBe(200);
    expect((await call(getMe, { token: session })).status).toBe(401);
    expect((await call(login, { json: { email, password: DEMO_PASSWORD } })).status).toBe(401);
    expect((await call(login, { json: { email, password: 'Nueva-clave-2026' } })).status).toBe(200);
    const again = await call(resetPassword, { json: body });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([
      'El enlace para restablecer la contraseña no es válido, ya se usó o venció. Solicita uno nuevo.',
    ]);
  });

  it('a link older than 60 minutes is refused', async () => {
    expect((await call(sendRecover, { headers: freshIp(), json: { email: await freshAccount() } })).status).toBe(200);
    const token = resetTokenFrom((await readMailbox()).at(-1)!)!;
    await db.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await call(resetPassword, {
      json: { token, password: 'Otra-clave-2026', password_confirmation: 'Otra-clave-2026' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['token']);
  });

  it('the link is valid for 60 minutes', async () => {
    expect((await call(sendRecover, { headers: freshIp(), json: { email: await freshAccount() } })).status).toBe(200);
    const [row] = await db.db
      .select()
      .from(passwordResets)
      .orderBy(passwordResets.id)
      .then((rows) => rows.slice(-1));
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(60);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the link in the recovery mail (ASVS 4.1.3: X-Forwarded-* count only from a trusted proxy)', () => {
  /** The reset link in the newest mail to `email`. */
  async function mailedLink(email: string): Promise<string> {
    const mail = (await readMailbox()).filter((message) => message.includes(`To: ${email}`)).at(-1)!;
    return /(\S+\/autenticacion\?token=[A-Za-z0-9]+)/.exec(decodeQuotedPrintable(mail))![1]!;
  }

  async function bodyOf(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  }

  it('ASVS 4.1.3: with TRUST_PROXY=0 a client that sends X-Forwarded-Proto itself still gets the scheme it used (http), through the real request hook', async () => {
    const { installClientIpHook } = await import('@/lib/server/http/client-ip');
    installClientIpHook();
    // Next's way from socket to handler: the URL's scheme is whatever X-Forwarded-Proto says when
    // the header is there (next/dist/server/lib/router-utils/resolve-routes.js), and the handler
    // gets a Request. The hook runs before it, as under `next start`.
    const server = createServer(async (req, res) => {
      const scheme = String(req.headers['x-forwarded-proto'] ?? '').includes('https') ? 'https' : 'http';
      const headers = new Headers(
        Object.entries(req.headers).map(([name, value]): [string, string] => [name, String(value)]),
      );
      const request = new Request(`${scheme}://localhost:3000${req.url}`, {
        method: req.method,
        headers,
        body: await bodyOf(req),
      });
      const reply = await sendRecover(request, { params: Promise.resolve({}) });
      res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(await reply.text());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const email = await freshAccount();
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/send-recover-email`, {
        method: 'POST',
        // The stamp the hook writes cannot be sent either.
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https', 'X-Solara-Client-Proto': 'https' },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(200);
      expect(await mailedLink(email)).toMatch(/^http:\/\/localhost:3000\/autenticacion\?token=/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("TRUST_PROXY=1: the proxy's X-Forwarded-Proto names the scheme", async () => {
    const saved = { trust: process.env.TRUST_PROXY, site: process.env.SITE_URL };
    let route: typeof sendRecover | undefined;
    process.env.TRUST_PROXY = '1';
    delete process.env.SITE_URL;
    try {
      await jest.isolateModulesAsync(async () => {
        route = (await import('@/app/api/send-recover-email/route')).POST;
      });
    } finally {
      if (saved.trust === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved.trust;
      if (saved.site !== undefined) process.env.SITE_URL = saved.site;
    }
    const email = await freshAccount();
    expect(
      (await call(route!, { headers: { ...freshIp(), 'X-Forwarded-Proto': 'https' }, json: { email } })).status,
    ).toBe(200);
    expect(await mailedLink(email)).toMatch(/^https:\/\/localhost:3000\/autenticacion\?token=/);
  });
});
