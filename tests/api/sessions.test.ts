/** @jest-environment node */
// Session lifetime and the user's list of active sessions, as OWASP ASVS 5.0 level 2 asks (the
// requirement in each test's name): idle and absolute timeouts, the list of signed-in devices,
// and ending other sessions after typing the password again.
import { eq } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, tokenFor } from '@/tests/support/accounts';
import { POST as login } from '@/app/api/login/route';
import { POST as logout } from '@/app/api/logout-user/route';
import { GET as me } from '@/app/api/login-user/route';
import { PUT as updatePassword } from '@/app/api/update-password/route';
import { PUT as updateUser } from '@/app/api/user-update/[id]/route';
import { POST as reset } from '@/app/api/reset-password/route';
import { GET as listSessions } from '@/app/api/sessions/route';
import { DELETE as endSession } from '@/app/api/sessions/[id]/route';
import { POST as endOthers } from '@/app/api/sessions/end-others/route';
import { getDb } from '@/lib/server/db/client';
import { apiTokens, passwordResets } from '@/lib/server/db/schema';
import { randomSecret, sha256 } from '@/lib/server/auth/tokens';
import { createUser } from '@/lib/server/services/users';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const PASSWORD = 'Persianas-de-lino-2026';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

let serial = 0;
/** A customer of its own per test: its sessions and its password-check count start at zero. */
async function newCustomer(): Promise<{ id: number; email: string }> {
  const email = `sesiones-${Date.now().toString(36)}-${++serial}@solara.test`;
  const user = await createUser(await getDb(), { name: 'Cliente de Sesiones', email, password: PASSWORD, roleId: 3 });
  return { id: user.id, email };
}

/** Signs in through POST /api/login from a device (User-Agent) and an address. */
async function signIn(email: string, userAgent: string, ip = '203.0.113.10'): Promise<string> {
  const res = await call(login, {
    json: { email, password: PASSWORD },
    headers: { 'User-Agent': userAgent, 'X-Forwarded-For': ip },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

const idOf = (token: string) => Number(token.split('|', 1)[0]);

async function tokenRow(token: string) {
  const [row] = await db.db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.id, idOf(token)));
  return row;
}

/** Moves a session's clock back: as if it was issued or last used `ms` ago. */
async function age(token: string, values: { createdAgo?: number; lastUsedAgo?: number | null; expiresIn?: number }) {
  const now = Date.now();
  await db.db
    .update(apiTokens)
    .set({
      ...(values.createdAgo !== undefined ? { createdAt: new Date(now - values.createdAgo) } : {}),
      ...(values.lastUsedAgo !== undefined
        ? { lastUsedAt: values.lastUsedAgo === null ? null : new Date(now - values.lastUsedAgo) }
        : {}),
      ...(values.expiresIn !== undefined ? { expiresAt: new Date(now + values.expiresIn) } : {}),
    })
    .where(eq(apiTokens.id, idOf(token)));
}

describe('session lifetime', () => {
  it('ASVS 7.3.1: a token idle for more than SESSION_IDLE_HOURS (12 by default) is refused and deleted', async () => {
    const { email } = await newCustomer();
    const idle = await signIn(email, CHROME_WINDOWS);
    const busy = await signIn(email, SAFARI_IPHONE);
    await age(idle, { createdAgo: 2 * DAY, lastUsedAgo: 12 * HOUR + 60_000 });
    await age(busy, { createdAgo: 2 * DAY, lastUsedAgo: 11 * HOUR });
    const refused = await call(me, { token: idle });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'No autenticado.' });
    expect(await tokenRow(idle)).toBeUndefined();
    expect((await call(me, { token: busy })).status).toBe(200);
    // Its use moved last_used_at forward: another 11 hours later it still works.
    expect((await tokenRow(busy))!.lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ASVS 7.3.1: a token never used counts its idle time from sign-in', async () => {
    const { email } = await newCustomer();
    const token = await signIn(email, CHROME_WINDOWS);
    await age(token, { createdAgo: 13 * HOUR, lastUsedAgo: null });
    expect((await call(me, { token })).status).toBe(401);
  });

  it('ASVS 7.3.2: a token past its absolute lifetime (SESSION_MAX_DAYS, 30 by default) is refused however recently used', async () => {
    const { email } = await newCustomer();
    const issued = await signIn(email, CHROME_WINDOWS);
    const row = await tokenRow(issued);
    // expires_at is written at sign-in, SESSION_MAX_DAYS after it.
    expect(Math.abs(row!.expiresAt!.getTime() - row!.createdAt.getTime() - 30 * DAY)).toBeLessThan(5_000);

    const pastExpiry = await signIn(email, CHROME_WINDOWS);
    await age(pastExpiry, { lastUsedAgo: 60_000, expiresIn: -1_000 });
    expect((await call(me, { token: pastExpiry })).status).toBe(401);

    // An older row whose expires_at says later (written under a larger SESSION_MAX_DAYS): created_at decides.
    const old = await signIn(email, CHROME_WINDOWS);
    await age(old, { createdAgo: 30 * DAY + 60_000, lastUsedAgo: 60_000, expiresIn: 10 * DAY });
    expect((await call(me, { token: old })).status).toBe(401);

    const young = await signIn(email, CHROME_WINDOWS);
    await age(young, { createdAgo: 29 * DAY, lastUsedAgo: 60_000 });
    expect((await call(me, { token: young })).status).toBe(200);
  });

  it('ASVS 7.3.1, 7.3.2: SESSION_IDLE_HOURS and SESSION_MAX_DAYS come from the environment', async () => {
    const { email } = await newCustomer();
    const saved = { idle: process.env.SESSION_IDLE_HOURS, max: process.env.SESSION_MAX_DAYS };
    let routes: { me: typeof me; login: typeof login } | undefined;
    Object.assign(process.env, { SESSION_IDLE_HOURS: '1', SESSION_MAX_DAYS: '2' });
    try {
      await jest.isolateModulesAsync(async () => {
        routes = {
          me: (await import('@/app/api/login-user/route')).GET,
          login: (await import('@/app/api/login/route')).POST,
        };
      });
    } finally {
      for (const [key, value] of [
        ['SESSION_IDLE_HOURS', saved.idle],
        ['SESSION_MAX_DAYS', saved.max],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    const signedIn = await call(routes!.login, { json: { email, password: PASSWORD } });
    const row = await tokenRow(signedIn.body.token);
    expect(Math.abs(row!.expiresAt!.getTime() - row!.createdAt.getTime() - 2 * DAY)).toBeLessThan(5_000);

    const idle = await signIn(email, CHROME_WINDOWS);
    await age(idle, { lastUsedAgo: 90 * 60_000 });
    expect((await call(routes!.me, { token: idle })).status).toBe(401);
    const old = await signIn(email, CHROME_WINDOWS);
    await age(old, { createdAgo: 2 * DAY + 60_000, lastUsedAgo: 60_000 });
    expect((await call(routes!.me, { token: old })).status).toBe(401);
    const fine = await signIn(email, CHROME_WINDOWS);
    await age(fine, { createdAgo: DAY, lastUsedAgo: 30 * 60_000 });
    expect((await call(routes!.me, { token: fine })).status).toBe(200);
  });
});

describe('live sessions per account (ASVS 7.1.1, 7.1.2: documented and enforced)', () => {
  const liveTokens = async (userId: number) =>
    db.db.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.userId, userId));

  it('ASVS 7.1.2: an account keeps at most SESSION_MAX_PER_USER (10) sessions: the 11th sign-in ends the one unused the longest', async () => {
    const { id, email } = await newCustomer();
    // Ten devices, each from its own address (one address's successful sign-ins are limited too).
    const tokens: string[] = [];
    for (let i = 0; i < 10; i += 1) tokens.push(await signIn(email, CHROME_WINDOWS, `198.51.100.${20 + i}`));
    for (const [i, token] of tokens.entries())
      await age(token, { createdAgo: 5 * HOUR, lastUsedAgo: (i + 1) * 10 * 60_000 });
    await age(tokens[0]!, { lastUsedAgo: 4 * HOUR }); // the first device, idle the longest though signed in with the others
    const newest = await signIn(email, SAFARI_IPHONE, '198.51.100.40');

    expect((await call(me, { token: tokens[0] })).status).toBe(401);
    for (const token of [...tokens.slice(1), newest]) expect((await call(me, { token })).status).toBe(200);
    const list = await call(listSessions, { token: newest });
    expect(list.body.data).toHaveLength(10);
    expect(list.body.data.map((s: { id: number }) => s.id)).not.toContain(idOf(tokens[0]!));
    expect(await liveTokens(id)).toHaveLength(10);
  });

  it('ASVS 7.1.2: the cap holds under concurrency: 25 sign-ins at once from 25 addresses leave exactly 10 sessions', async () => {
    const { id, email } = await newCustomer();
    const replies = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        call(login, {
          json: { email, password: PASSWORD },
          headers: { 'User-Agent': FIREFOX_LINUX, 'X-Forwarded-For': `192.0.2.${i + 1}` },
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(25).fill(200));
    expect(await liveTokens(id)).toHaveLength(10);
    const working = [];
    for (const reply of replies)
      if ((await call(me, { token: reply.body.token })).status === 200) working.push(reply.body.token);
    expect(working).toHaveLength(10);
  });

  it('ASVS 7.1.2: SESSION_MAX_PER_USER comes from the environment', async () => {
    const { id, email } = await newCustomer();
    const saved = process.env.SESSION_MAX_PER_USER;
    let routes: { me: typeof me; login: typeof login } | undefined;
    process.env.SESSION_MAX_PER_USER = '2';
    try {
      await jest.isolateModulesAsync(async () => {
        routes = {
          me: (await import('@/app/api/login-user/route')).GET,
          login: (await import('@/app/api/login/route')).POST,
        };
      });
    } finally {
      if (saved === undefined) delete process.env.SESSION_MAX_PER_USER;
      else process.env.SESSION_MAX_PER_USER = saved;
    }
    const tokens: string[] = [];
    for (let i = 0; i < 3; i += 1)
      tokens.push(
        (
          await call(routes!.login, {
            json: { email, password: PASSWORD },
            headers: { 'X-Forwarded-For': `192.0.2.${100 + i}` },
          })
        ).body.token,
      );
    expect(await liveTokens(id)).toHaveLength(2);
    expect((await call(routes!.me, { token: tokens[0] })).status).toBe(401);
    expect((await call(routes!.me, { token: tokens[2] })).status).toBe(200);
  });
});

describe('GET /api/sessions', () => {
  it("ASVS 7.4.3: lists the user's live sessions with device, IP and dates, newest use first, this one marked, never a token or hash", async () => {
    const { email } = await newCustomer();
    const laptop = await signIn(email, CHROME_WINDOWS, '198.51.100.4');
    const phone = await signIn(email, SAFARI_IPHONE, '198.51.100.5');
    const expired = await signIn(email, FIREFOX_LINUX);
    await age(laptop, { lastUsedAgo: 2 * HOUR });
    await age(phone, { lastUsedAgo: 5 * 60_000 });
    await age(expired, { lastUsedAgo: 13 * HOUR });
    const current = await signIn(email, FIREFOX_LINUX, '198.51.100.6');
    // Another user's session is never listed.
    await tokenFor(ADMIN);

    const res = await call(listSessions, { token: current });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.body.data.map((s: { id: number }) => s.id)).toEqual([idOf(current), idOf(phone), idOf(laptop)]);
    expect(res.body.data[0]).toEqual({
      id: idOf(current),
      device: 'Firefox en Linux',
      ip: '198.51.100.6',
      created_at: expect.any(String),
      last_used_at: expect.any(String),
      current: true,
    });
    expect(res.body.data[1]).toMatchObject({ device: 'Safari en iPhone', ip: '198.51.100.5', current: false });
    expect(res.body.data[2]).toMatchObject({ device: 'Chrome en Windows', ip: '198.51.100.4', current: false });
    expect(Object.keys(res.body.data[2]).sort()).toEqual([
      'created_at',
      'current',
      'device',
      'id',
      'ip',
      'last_used_at',
    ]);
    for (const session of res.body.data) expect(new Date(session.created_at).toISOString()).toBe(session.created_at);
    const text = JSON.stringify(res.body);
    for (const token of [laptop, phone, current]) {
      expect(text).not.toContain(token.split('|')[1]);
      expect(text).not.toContain((await tokenRow(token))!.tokenHash);
    }
    // The expired session was deleted on the way.
    expect(await tokenRow(expired)).toBeUndefined();
  });

  it('keeps the first 255 characters of a long User-Agent and says "Navegador desconocido" without one', async () => {
    const { email } = await newCustomer();
    const long = `${FIREFOX_LINUX} ${'x'.repeat(400)}`;
    const token = await signIn(email, long);
    expect((await tokenRow(token))!.userAgent).toBe(long.slice(0, 255));
    const bare = await call(login, { json: { email, password: PASSWORD } });
    const res = await call(listSessions, { token });
    expect(res.body.data.find((s: { id: number }) => s.id === idOf(bare.body.token)).device).toBe(
      'Navegador desconocido',
    );
    expect(res.body.data.find((s: { id: number }) => s.id === idOf(token)).device).toBe('Firefox en Linux');
  });

  it('answers 401 without a session', async () => {
    expect((await call(listSessions, { token: null })).status).toBe(401);
  });

  it('POST /api/login still answers {token, user} only', async () => {
    const { email } = await newCustomer();
    const res = await call(login, { json: { email, password: PASSWORD }, headers: { 'User-Agent': CHROME_WINDOWS } });
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
  });
});

describe('DELETE /api/sessions/{id}', () => {
  it("ASVS 7.4.3, 7.5.2: ends another of the user's sessions once the password is typed again", async () => {
    const { email } = await newCustomer();
    const current = await signIn(email, FIREFOX_LINUX);
    const other = await signIn(email, SAFARI_IPHONE);
    const params = { id: String(idOf(other)) };

    const missing = await call(endSession, { token: current, method: 'DELETE', params, json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ password: ['El campo contraseña es obligatorio.'] });

    const wrong = await call(endSession, {
      token: current,
      method: 'DELETE',
      params,
      json: { password: 'No-es-la-clave-1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      message: 'La contraseña no es correcta.',
      errors: { password: ['La contraseña no es correcta.'] },
    });
    expect((await call(me, { token: other })).status).toBe(200);

    const ended = await call(endSession, { token: current, method: 'DELETE', params, json: { password: PASSWORD } });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ message: 'Sesión cerrada.' });
    expect((await call(me, { token: other })).status).toBe(401);
    expect((await call(me, { token: current })).status).toBe(200);
    const list = await call(listSessions, { token: current });
    expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([idOf(current)]);

    // Already ended: it no longer exists.
    const again = await call(endSession, { token: current, method: 'DELETE', params, json: { password: PASSWORD } });
    expect(again.status).toBe(404);
  });

  it("ASVS 7.4.3: another user's session or an unknown id is a 404 that reveals nothing, whatever the body", async () => {
    const { email } = await newCustomer();
    const mine = await signIn(email, FIREFOX_LINUX);
    const admins = await tokenFor(ADMIN);
    for (const [id, json] of [
      [idOf(admins), { password: PASSWORD }],
      [idOf(admins), {}],
      [999_999_999, { password: PASSWORD }],
    ] as const) {
      const res = await call(endSession, { token: mine, method: 'DELETE', params: { id: String(id) }, json });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'La sesión no existe.' });
    }
    expect((await call(me, { token: admins })).status).toBe(200);
    expect((await call(endSession, { token: mine, method: 'DELETE', params: { id: 'abc' }, json: {} })).status).toBe(
      404,
    );
  });

  it('ending this very session this way is a 409 that points to "Cerrar sesión"', async () => {
    const { email } = await newCustomer();
    const current = await signIn(email, FIREFOX_LINUX);
    const res = await call(endSession, {
      token: current,
      method: 'DELETE',
      params: { id: String(idOf(current)) },
      json: { password: PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/«Cerrar sesión»/);
    expect((await call(me, { token: current })).status).toBe(200);
  });

  it("ASVS 6.3.1: wrong passwords here count against the account's password checks: the 11th is a 429", async () => {
    const { email } = await newCustomer();
    const current = await signIn(email, FIREFOX_LINUX);
    const other = await signIn(email, SAFARI_IPHONE);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (
          await call(endSession, {
            token: current,
            method: 'DELETE',
            params: { id: String(idOf(other)) },
            json: { password: `Incorrecta-${i}` },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(422), 429]);
    const locked = await call(endOthers, { token: current, json: { password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call(me, { token: other })).status).toBe(200);
  });
});

describe('POST /api/sessions/end-others', () => {
  it("ASVS 7.4.3, 7.5.2: ends every other session of the user after the password, keeping this one and other users'", async () => {
    const { email } = await newCustomer();
    const current = await signIn(email, FIREFOX_LINUX);
    const others = [await signIn(email, SAFARI_IPHONE), await signIn(email, CHROME_WINDOWS)];
    const expired = await signIn(email, CHROME_WINDOWS);
    await age(expired, { lastUsedAgo: 13 * HOUR });
    const admins = await tokenFor(ADMIN);

    const wrong = await call(endOthers, { token: current, json: { password: 'No-es-la-clave-1' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['La contraseña no es correcta.'] });
    for (const token of others) expect((await call(me, { token })).status).toBe(200);

    const res = await call(endOthers, { token: current, json: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Se cerraron 2 sesiones.', ended: 2 });
    for (const token of others) expect((await call(me, { token })).status).toBe(401);
    expect((await call(me, { token: current })).status).toBe(200);
    expect((await call(me, { token: admins })).status).toBe(200);

    const none = await call(endOthers, { token: current, json: { password: PASSWORD } });
    expect(none.body).toEqual({ message: 'No había otras sesiones abiertas.', ended: 0 });
  });
});

describe('sessions end with the password (kept as before)', () => {
  it('ASVS 7.4.3: signing out ends only this session', async () => {
    const { email } = await newCustomer();
    const current = await signIn(email, FIREFOX_LINUX);
    const other = await signIn(email, SAFARI_IPHONE);
    expect((await call(logout, { token: current, method: 'POST' })).status).toBe(200);
    expect((await call(me, { token: current })).status).toBe(401);
    expect((await call(me, { token: other })).status).toBe(200);
  });

  it("ASVS 7.4.3: the user's own password change keeps this session and ends the others", async () => {
    const { email } = await newCustomer();
    const current = await signIn(email, FIREFOX_LINUX);
    const other = await signIn(email, SAFARI_IPHONE);
    const next = 'Toldos-de-lona-2027';
    const res = await call(updatePassword, {
      token: current,
      method: 'PUT',
      json: { current_password: PASSWORD, password: next, password_confirmation: next },
    });
    expect(res.status).toBe(200);
    expect((await call(me, { token: current })).status).toBe(200);
    expect((await call(me, { token: other })).status).toBe(401);
  });

  it('ASVS 7.4.3: a password set by an admin or through a mailed link ends every session', async () => {
    const { id, email } = await newCustomer();
    const admin = await tokenFor(ADMIN);
    const first = await signIn(email, FIREFOX_LINUX);
    const changed = await call(updateUser, {
      token: admin,
      method: 'PUT',
      params: { id: String(id) },
      json: { password: 'Toldos-de-lona-2027' },
    });
    expect(changed.status).toBe(200);
    expect((await call(me, { token: first })).status).toBe(401);

    const second = (await call(login, { json: { email, password: 'Toldos-de-lona-2027' } })).body.token as string;
    const secret = randomSecret();
    await db.db
      .insert(passwordResets)
      .values({ userId: id, tokenHash: sha256(secret), expiresAt: new Date(Date.now() + HOUR) });
    const done = await call(reset, { json: { token: secret, password: PASSWORD, password_confirmation: PASSWORD } });
    expect(done.status).toBe(200);
    expect((await call(me, { token: second })).status).toBe(401);
  });
});
