/** @jest-environment node */
// The API's rate limits (lib/server/rate-limit): each trips at its count with a Spanish 429,
// Retry-After and X-RateLimit-*; other addresses and accounts are not affected. The same checks
// run on the in-memory store and, with TEST_REDIS_URL, on Redis (keys solara:rl:* of that db are
// deleted before and after). Then the fall-back when Redis does not answer, and the client IP.
import { Redis } from 'ioredis';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DEMO_PASSWORD } from '@/tests/support/accounts';
import { readMailbox, resetTokenFrom } from '@/tests/support/mail';
import { apiTokens } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';

// Counts every argon2 verification of this file, whichever module registry `load` made: an
// attempt a limit refuses must cost no hash (the counter lives on globalThis for that reason).
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  const scope = globalThis as { argon2Verifications?: number };
  return {
    hash: actual.hash,
    verify: (...args: Parameters<typeof actual.verify>) => {
      scope.argon2Verifications = (scope.argon2Verifications ?? 0) + 1;
      return actual.verify(...args);
    },
  };
});
const verifications = () => (globalThis as { argon2Verifications?: number }).argon2Verifications ?? 0;

type Handler = Parameters<typeof call>[0];
type Loaded = {
  login: Handler;
  register: Handler;
  recover: Handler;
  reset: Handler;
  contact: Handler;
  quoteRequests: Handler;
  limits: typeof import('@/lib/server/rate-limit/limits');
  store: typeof import('@/lib/server/rate-limit/store');
  clientIp: typeof import('@/lib/server/http/client-ip');
};

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

/**
 * The routes and limiters as a fresh process would load them with `env` (the test database is
 * shared through globalThis).
 */
async function load(env: Record<string, string | undefined>): Promise<Loaded> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  let loaded: Loaded | undefined;
  try {
    await jest.isolateModulesAsync(async () => {
      loaded = {
        login: (await import('@/app/api/login/route')).POST,
        register: (await import('@/app/api/register/route')).POST,
        recover: (await import('@/app/api/send-recover-email/route')).POST,
        reset: (await import('@/app/api/reset-password/route')).POST,
        contact: (await import('@/app/api/contact/route')).POST,
        quoteRequests: (await import('@/app/api/quote-requests/route')).POST,
        limits: await import('@/lib/server/rate-limit/limits'),
        store: await import('@/lib/server/rate-limit/store'),
        clientIp: await import('@/lib/server/http/client-ip'),
      };
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  return loaded!;
}

// Addresses unique to this run, so Redis keys of an earlier run can never interfere.
const run = Math.floor(Math.random() * 200) + 20;
let hostCounter = 0;
const freshIp = () => `10.${run}.${Math.floor(++hostCounter / 250)}.${hostCounter % 250}`;
const from = (ip: string) => ({ 'X-Forwarded-For': ip });
// A different address each time, so the per-address recovery limit (3 an hour) stays out of per-IP tests.
const someone = () => `persona-${run}-${++hostCounter}@ejemplo.mx`;

function expectHeaders(res: { headers: Headers }, limit: number, remaining: number) {
  expect(res.headers.get('x-ratelimit-limit')).toBe(String(limit));
  expect(res.headers.get('x-ratelimit-remaining')).toBe(String(remaining));
  const reset = Number(res.headers.get('x-ratelimit-reset'));
  expect(reset).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
}

/** A sane 429: the Spanish message, Retry-After within the window, Reset matching it, nothing left. */
function expect429(
  res: { status: number; body: any; headers: Headers },
  limit: number,
  windowSeconds: number,
  message: RegExp,
) {
  expect(res.status).toBe(429);
  expect(Object.keys(res.body)).toEqual(['message']);
  expect(res.body.message).toMatch(message);
  expect(res.body.message).toMatch(/ Inténtalo de nuevo en (\d+ (segundos?|minutos?)|1 hora)\.$/);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expectHeaders(res, limit, 0);
  const reset = Number(res.headers.get('x-ratelimit-reset'));
  expect(Math.abs(reset - (Math.floor(Date.now() / 1000) + retryAfter))).toBeLessThanOrEqual(2);
}

async function zapopan(): Promise<number> {
  const row = await db.db.query.municipalities.findFirst({
    where: (m, { and, eq }) => and(eq(m.stateId, 14), eq(m.name, 'Zapopan')),
  });
  return row!.id;
}

const registration = async (email: string) => ({
  name: 'Fernando Ibarra',
  email,
  phone: '33 1458 7788',
  company: '',
  state_id: 14,
  municipality_id: await zapopan(),
  password: 'Persiana-noche-2026',
  password_confirmation: 'Persiana-noche-2026',
});
const contactMessage = async () => ({
  name: 'Patricia Gómez',
  email: 'patricia@ejemplo.mx',
  phone: '33 1122 3344',
  state_id: 14,
  municipality_id: await zapopan(),
  product_interest: 'toldos',
  message: 'Quiero cotizar un toldo retráctil de 4 m para mi terraza.',
  privacy_accepted: true,
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
const quoteRequest = async () => ({
  items: [roller],
  name: 'Laura Méndez',
  email: 'laura@ejemplo.mx',
  phone: '3398765432',
  state_id: 14,
  municipality_id: await zapopan(),
  privacy_accepted: true,
});

const ACCOUNT_PASSWORD = 'Persiana-de-la-oficina-7';
/** A customer of its own, so its counts and sessions start at zero. */
async function newAccount(label: string): Promise<{ id: number; email: string }> {
  const { createUser } = await import('@/lib/server/services/users');
  const email = `${label}-${run}-${++hostCounter}@ejemplo.mx`;
  const user = await createUser(db.db, { name: 'Cuenta de Límites', email, password: ACCOUNT_PASSWORD, roleId: 3 });
  return { id: user.id, email };
}

const liveSessions = async (userId: number) =>
  (await db.db.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.userId, userId))).length;

/** `total` calls of `attempt`, `width` at a time: load that keeps coming as earlier requests finish. */
async function inWaves<T>(total: number, width: number, attempt: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  while (results.length < total)
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, total - results.length) }, attempt))));
  return results;
}

async function deleteKeys(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const keys = await redis.keys('solara:rl:*');
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

const REDIS = process.env.TEST_REDIS_URL;
if (!REDIS)
  console.log('rate-limits.test.ts: TEST_REDIS_URL no está definido; las pruebas con Redis se omiten (solo memoria).');

const stores = [
  { name: 'memory', env: { REDIS_URL: undefined }, skip: false },
  { name: 'redis', env: { REDIS_URL: REDIS }, skip: !REDIS },
] as const;

for (const store of stores) {
  (store.skip ? describe.skip : describe)(`rate limits (${store.name})`, () => {
    let api: Loaded;
    beforeAll(async () => {
      if (store.env.REDIS_URL) await deleteKeys(store.env.REDIS_URL);
      api = await load({ ...store.env, RATE_LIMITS: undefined });
    });
    afterAll(async () => {
      await api.store.closeRateLimitStore();
      if (store.env.REDIS_URL) await deleteKeys(store.env.REDIS_URL);
    });

    it('has the documented defaults', () => {
      const pick = (name: Parameters<typeof api.limits.limitDefinition>[0]) => {
        const { points, duration } = api.limits.limitDefinition(name);
        return [points, duration];
      };
      expect(pick('login')).toEqual([5, 60]);
      expect(pick('loginAccount')).toEqual([100, 3600]);
      expect(pick('register')).toEqual([10, 3600]);
      expect(pick('recovery')).toEqual([5, 900]);
      expect(pick('contact')).toEqual([5, 900]);
      expect(pick('quoteRequest')).toEqual([10, 3600]);
      expect(pick('loginClient')).toEqual([30, 900]);
      expect(pick('passwordCheck')).toEqual([10, 900]);
      expect(pick('recoveryAccount')).toEqual([3, 3600]);
      expect(pick('loginSuccess')).toEqual([10, 900]);
    });

    it('login: 5 attempts a minute per email + IP (any case of the address), then 429 even with the right password', async () => {
      const ip = freshIp();
      const spellings = [ADMIN, ADMIN.toUpperCase(), 'Admin@Solara.test', ADMIN, 'ADMIN@solara.test'];
      for (const [i, email] of spellings.entries()) {
        const res = await call(api.login, { headers: from(ip), json: { email, password: 'no-es-la-clave' } });
        expect(res.status).toBe(401);
        expectHeaders(res, 5, 4 - i);
      }
      const blocked = await call(api.login, { headers: from(ip), json: { email: ADMIN, password: DEMO_PASSWORD } });
      expect429(blocked, 5, 60, /^Demasiados intentos de inicio de sesión\./);

      // The same address from another IP, and another address from this IP, still sign in.
      expect(
        (await call(api.login, { headers: from(freshIp()), json: { email: ADMIN, password: DEMO_PASSWORD } })).status,
      ).toBe(200);
      expect(
        (await call(api.login, { headers: from(ip), json: { email: CUSTOMER, password: DEMO_PASSWORD } })).status,
      ).toBe(200);
    });

    it('login: a successful sign-in starts the count again', async () => {
      const ip = freshIp();
      for (let i = 0; i < 4; i++)
        expect((await call(api.login, { headers: from(ip), json: { email: CUSTOMER, password: 'mal' } })).status).toBe(
          401,
        );
      const ok = await call(api.login, { headers: from(ip), json: { email: CUSTOMER, password: DEMO_PASSWORD } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('x-ratelimit-remaining')).toBe('5');
      for (let i = 0; i < 5; i++)
        expect((await call(api.login, { headers: from(ip), json: { email: CUSTOMER, password: 'mal' } })).status).toBe(
          401,
        );
      expect(
        (await call(api.login, { headers: from(ip), json: { email: CUSTOMER, password: DEMO_PASSWORD } })).status,
      ).toBe(429);
    });

    it('login: a 422 (no password) is not an attempt', async () => {
      const ip = freshIp();
      for (let i = 0; i < 6; i++)
        expect((await call(api.login, { headers: from(ip), json: { email: ADMIN } })).status).toBe(422);
      expect(
        (await call(api.login, { headers: from(ip), json: { email: ADMIN, password: DEMO_PASSWORD } })).status,
      ).toBe(200);
    });

    it('register: 10 an hour per IP, counted once the body is valid (a taken address counts too)', async () => {
      const ip = freshIp();
      expect((await call(api.register, { headers: from(ip), json: { password: 'corta' } })).status).toBe(422);
      const first = await call(api.register, {
        headers: from(ip),
        json: await registration(`limite-${run}-${store.name}@ejemplo.mx`),
      });
      expect(first.status).toBe(201);
      expectHeaders(first, 10, 9);
      for (let i = 1; i < 10; i++) {
        const taken = await call(api.register, { headers: from(ip), json: await registration(CUSTOMER) });
        expect(taken.status).toBe(422);
      }
      expect429(
        await call(api.register, {
          headers: from(ip),
          json: await registration(`otro-${run}-${store.name}@ejemplo.mx`),
        }),
        10,
        3600,
        /^Se crearon demasiadas cuentas desde tu conexión\./,
      );
      expect(
        (
          await call(api.register, {
            headers: from(freshIp()),
            json: await registration(`otro-${run}-${store.name}@ejemplo.mx`),
          })
        ).status,
      ).toBe(201);
    });

    it('recovery: 5 mails per 15 minutes per IP', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        const res = await call(api.recover, { headers: from(ip), json: { email: someone() } });
        expect(res.status).toBe(200);
        expectHeaders(res, 5, 4 - i);
      }
      expect429(
        await call(api.recover, { headers: from(ip), json: { email: someone() } }),
        5,
        900,
        /^Pediste demasiados enlaces de recuperación desde tu conexión\./,
      );
      expect((await call(api.recover, { headers: from(freshIp()), json: { email: someone() } })).status).toBe(200);
    });

    it('contact: 5 messages per 15 minutes per IP', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        const res = await call(api.contact, { headers: from(ip), json: await contactMessage() });
        expect(res.status).toBe(201);
        expectHeaders(res, 5, 4 - i);
      }
      expect429(
        await call(api.contact, { headers: from(ip), json: await contactMessage() }),
        5,
        900,
        /^Recibimos demasiados envíos desde tu conexión\./,
      );
      expect((await call(api.contact, { headers: from(freshIp()), json: await contactMessage() })).status).toBe(201);
    });

    it('quote requests: 10 an hour per IP', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        const res = await call(api.quoteRequests, { headers: from(ip), json: await quoteRequest() });
        expect(res.status).toBe(201);
        expectHeaders(res, 10, 9 - i);
      }
      expect429(
        await call(api.quoteRequests, { headers: from(ip), json: await quoteRequest() }),
        10,
        3600,
        /^Recibimos demasiadas solicitudes de cotización desde tu conexión\./,
      );
      expect((await call(api.quoteRequests, { headers: from(freshIp()), json: await quoteRequest() })).status).toBe(
        201,
      );
    });

    it('the key is the last X-Forwarded-For entry without a trusted proxy hook (what `next start` gives in-process)', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        // A different made-up first hop each time: only the last entry counts.
        await call(api.recover, { headers: from(`203.0.113.${i}, ${ip}`), json: { email: someone() } });
      }
      expect((await call(api.recover, { headers: from(ip), json: { email: someone() } })).status).toBe(429);
    });

    it('ASVS 6.3.1: one client trying many addresses is capped at 30 failed sign-ins in 15 minutes, before any password is hashed', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i++) {
        expect(
          (
            await call(api.login, {
              headers: from(ip),
              json: { email: `nadie-${run}-${i}@ejemplo.mx`, password: 'lo-que-sea-2026' },
            })
          ).status,
        ).toBe(401);
      }
      const capped = await call(api.login, {
        headers: from(ip),
        json: { email: `otro-${run}@ejemplo.mx`, password: 'lo-que-sea-2026' },
      });
      expect429(capped, 30, 15 * 60, /^Hubo demasiados intentos fallidos de inicio de sesión desde tu conexión\./);
      // Another client is not affected.
      expect(
        (await call(api.login, { headers: from(freshIp()), json: { email: CUSTOMER, password: DEMO_PASSWORD } }))
          .status,
      ).toBe(200);
    });

    it('successful sign-ins give their point back: an office behind one address is not capped', async () => {
      // 35 sign-ins from one address, past loginClient's 30; five colleagues, each under loginSuccess's 10.
      const ip = freshIp();
      const colleagues = await Promise.all(Array.from({ length: 5 }, () => newAccount('oficina')));
      for (let i = 0; i < 35; i++) {
        const { email } = colleagues[i % 5]!;
        expect((await call(api.login, { headers: from(ip), json: { email, password: ACCOUNT_PASSWORD } })).status).toBe(
          200,
        );
      }
    });

    it('ASVS 6.3.1: successful sign-ins of one account from one client are capped at 10 in 15 minutes, refused before the password is hashed', async () => {
      const ip = freshIp();
      const { email } = await newAccount('exitos');
      for (let i = 0; i < 10; i++)
        expect((await call(api.login, { headers: from(ip), json: { email, password: ACCOUNT_PASSWORD } })).status).toBe(
          200,
        );
      const before = verifications();
      const capped = await call(api.login, { headers: from(ip), json: { email, password: ACCOUNT_PASSWORD } });
      expect429(capped, 10, 15 * 60, /^Iniciaste sesión en esta cuenta demasiadas veces desde tu conexión\./);
      expect(verifications()).toBe(before);
      // The same account from another address, and another account from this one, still sign in.
      expect(
        (await call(api.login, { headers: from(freshIp()), json: { email, password: ACCOUNT_PASSWORD } })).status,
      ).toBe(200);
      expect(
        (await call(api.login, { headers: from(ip), json: { email: CUSTOMER, password: DEMO_PASSWORD } })).status,
      ).toBe(200);
    });

    it('ASVS 6.3.1: 60 right sign-ins of one account from one client, 6 at a time, hash 10 times and leave 10 sessions; another user is answered meanwhile', async () => {
      const ip = freshIp();
      const flooded = await newAccount('rafaga');
      const other = await newAccount('vecina');
      const before = verifications();
      const statuses = (
        await inWaves(60, 6, () =>
          call(api.login, { headers: from(ip), json: { email: flooded.email, password: ACCOUNT_PASSWORD } }),
        )
      ).map((reply) => reply.status);
      const neighbour = await call(api.login, {
        headers: from(freshIp()),
        json: { email: other.email, password: ACCOUNT_PASSWORD },
      });
      expect(neighbour.status).toBe(200);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50);
      expect(verifications() - before).toBe(10 + 1);
      expect(await liveSessions(flooded.id)).toBe(10);
    });

    it('ASVS 6.3.1: recovery mails to one address are capped at 3 an hour, from any IP, whether or not it has an account', async () => {
      for (const email of [`sin-cuenta-${run}@ejemplo.mx`, 'distribuidor@solara.test']) {
        for (let i = 0; i < 3; i++)
          expect((await call(api.recover, { headers: from(freshIp()), json: { email } })).status).toBe(200);
        const capped = await call(api.recover, { headers: from(freshIp()), json: { email } });
        expect429(capped, 3, 3600, /^Ya enviamos varios enlaces de recuperación a este correo;/);
      }
    });

    if (store.name === 'redis') {
      it('keeps the counts in Redis: a new connection (another process) sees them', async () => {
        const ip = freshIp();
        for (let i = 0; i < 5; i++) await call(api.recover, { headers: from(ip), json: { email: someone() } });
        await api.store.closeRateLimitStore();
        const other = await load({ ...store.env, RATE_LIMITS: undefined });
        expect((await call(other.recover, { headers: from(ip), json: { email: someone() } })).status).toBe(429);
        api = other;
      });
    }
  });

  (store.skip ? describe.skip : describe)(`login account limit (${store.name})`, () => {
    let api: Loaded;
    beforeAll(async () => {
      if (store.env.REDIS_URL) await deleteKeys(store.env.REDIS_URL);
      // 100 failures would take 100 password checks; the mechanism is the same with 8.
      api = await load({ ...store.env, RATE_LIMITS: 'loginAccount=8/3600' });
    });
    afterAll(async () => {
      await api.store.closeRateLimitStore();
      if (store.env.REDIS_URL) await deleteKeys(store.env.REDIS_URL);
    });

    it('failures of one account from many IPs add up; then even the right password from a new IP gets 429', async () => {
      const email = `distribuidor@solara.test`;
      for (let i = 0; i < 4; i++) {
        const ip = freshIp();
        for (let j = 0; j < 2; j++)
          expect(
            (await call(api.login, { headers: from(ip), json: { email, password: `mal-${i}-${j}` } })).status,
          ).toBe(401);
      }
      const blocked = await call(api.login, {
        headers: from(freshIp()),
        json: { email: email.toUpperCase(), password: DEMO_PASSWORD },
      });
      expect429(
        blocked,
        8,
        3600,
        /^Esta cuenta tiene demasiados intentos fallidos de inicio de sesión\. Para entrar ya, restablece tu contraseña/,
      );
      // Another account is not affected; successes never count against an account.
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        const res = await call(api.login, { headers: from(ip), json: { email: CUSTOMER, password: DEMO_PASSWORD } });
        expect(res.status).toBe(200);
      }
    });

    it('ASVS 6.3.1: the lock is exact under parallel load: 20 wrong passwords at once from 20 addresses hash 8 times, the rest are 429', async () => {
      const { email } = await newAccount('paralela');
      const before = verifications();
      const statuses = (
        await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            call(api.login, { headers: from(freshIp()), json: { email, password: `Incorrecta-${i}-2026` } }),
          ),
        )
      ).map((reply) => reply.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(8);
      expect(statuses.filter((status) => status === 429)).toHaveLength(12);
      expect(verifications() - before).toBe(8);
      expect(
        (await call(api.login, { headers: from(freshIp()), json: { email, password: ACCOUNT_PASSWORD } })).status,
      ).toBe(429);
    });

    it('ASVS 6.3.1: a lock never keeps the owner out: a mailed reset unlocks the account at once', async () => {
      const { createUser } = await import('@/lib/server/services/users');
      const email = `bloqueada-${run}-${store.name}@ejemplo.mx`;
      await createUser(db.db, { name: 'Cuenta Bloqueada', email, password: 'Clave-original-persiana-1', roleId: 3 });
      for (let i = 0; i < 8; i++)
        await call(api.login, { headers: from(freshIp()), json: { email, password: `mal-${i}` } });
      expect(
        (await call(api.login, { headers: from(freshIp()), json: { email, password: DEMO_PASSWORD } })).status,
      ).toBe(429);
      const before = (await readMailbox()).length;
      expect((await call(api.recover, { headers: from(freshIp()), json: { email } })).status).toBe(200);
      const mails = await readMailbox();
      expect(mails.length).toBe(before + 1);
      const token = resetTokenFrom(mails.at(-1)!)!;
      const password = 'Nueva-persiana-de-lino-1';
      expect((await call(api.reset, { json: { token, password, password_confirmation: password } })).status).toBe(200);
      expect((await call(api.login, { headers: from(freshIp()), json: { email, password } })).status).toBe(200);
    });
  });
}

describe('when Redis does not answer', () => {
  it('falls back to the in-memory limiter with one log line, never a 500', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    // Nothing listens on 3709 (this suite's port range).
    const api = await load({ REDIS_URL: 'redis://127.0.0.1:3709/2', RATE_LIMITS: undefined });
    try {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        const res = await call(api.recover, { headers: from(ip), json: { email: someone() } });
        expect(res.status).toBe(200);
        expectHeaders(res, 5, 4 - i);
      }
      expect((await call(api.recover, { headers: from(ip), json: { email: someone() } })).status).toBe(429);
      expect(
        (await call(api.login, { headers: from(ip), json: { email: ADMIN, password: DEMO_PASSWORD } })).status,
      ).toBe(200);
      const lines = warn.mock.calls.filter(([first]) => String(first).startsWith('[rate-limit]'));
      expect(lines).toHaveLength(1);
      expect(String(lines[0]![0])).toMatch(/Redis no responde .*límites en la memoria de esta instancia/);
    } finally {
      await api.store.closeRateLimitStore();
      warn.mockRestore();
    }
  });
});

describe('client IP', () => {
  let clientIpFrom: Loaded['clientIp']['clientIpFrom'];
  beforeAll(async () => {
    ({ clientIpFrom } = (await load({})).clientIp);
  });

  it('without trusted proxies is the socket, whatever X-Forwarded-For says', () => {
    expect(clientIpFrom('1.2.3.4', '::ffff:192.0.2.10', 0)).toBe('192.0.2.10');
    expect(clientIpFrom(null, '192.0.2.10', 0)).toBe('192.0.2.10');
  });

  it('behind N proxies is the N-th address counted back from the socket; entries further left are ignored', () => {
    // The client wrote "1.2.3.4"; the proxy appended the address it saw.
    expect(clientIpFrom('1.2.3.4, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientIpFrom('1.2.3.4, 198.51.100.7, 10.0.0.3', '10.0.0.2', 2)).toBe('198.51.100.7');
    // A shorter chain than promised: the farthest known address.
    expect(clientIpFrom(null, '10.0.0.2', 1)).toBe('10.0.0.2');
  });

  it("the scheme: X-Forwarded-Proto only from trusted proxies (the farthest trusted one's entry), else the socket's", async () => {
    const { clientSchemeFrom } = (await load({})).clientIp;
    expect(clientSchemeFrom('https', false, 0)).toBe('http');
    expect(clientSchemeFrom('http', true, 0)).toBe('https');
    expect(clientSchemeFrom('https', false, 1)).toBe('https');
    // An appending proxy: the client wrote "http"; the proxy added what it saw.
    expect(clientSchemeFrom('http, https', false, 1)).toBe('https');
    expect(clientSchemeFrom('https, http', false, 2)).toBe('https');
    expect(clientSchemeFrom('gopher', false, 1)).toBe('http');
    expect(clientSchemeFrom(null, true, 1)).toBe('https');
  });

  it('without the socket (handlers called in-process) the last entry stands for it', () => {
    expect(clientIpFrom('1.2.3.4, 198.51.100.7', null, 0)).toBe('198.51.100.7');
    expect(clientIpFrom(null, null, 0)).toBe('127.0.0.1');
  });
});
