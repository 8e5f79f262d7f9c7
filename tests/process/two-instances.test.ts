/** @jest-environment node */
// Two `next start` processes started at the same time on one new, empty PostgreSQL database and
// one Redis: both come up with the migrations applied once, what one writes the other reads,
// the sign-in limit is counted across both (5 failures on A, the 6th attempt on B → 429), and
// both work the one job queue: each queued mail is sent once, by one of them.
// Needs `next build`, TEST_DATABASE_URL (a local server) and TEST_REDIS_URL.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { Redis } from 'ioredis';
import PgBoss from 'pg-boss';
import { startNextServer, type NextServer } from '@/tests/support/next-server';
import { dropDatabase, recreateDatabase, withDatabase } from '@/tests/support/pg-admin';

const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
const missing = [!DATABASE && 'TEST_DATABASE_URL', !REDIS && 'TEST_REDIS_URL'].filter(Boolean);
if (missing.length)
  console.log(`two-instances.test.ts se omite: falta ${missing.join(' y ')} (PostgreSQL y Redis locales).`);

const PORTS = [3701, 3702] as const;
const NAME = `solara_sec_two_${process.pid}`;

async function deleteLimitKeys(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const keys = await redis.keys('solara:rl:*');
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

async function post(server: NextServer, pathname: string, body: unknown) {
  const res = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

/** Every mail the instances wrote (DATA_DIR/mail of each), as text. */
function mailsOf(dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) => {
    const mailDir = path.join(dir, 'mail');
    return existsSync(mailDir)
      ? readdirSync(mailDir).map((file) => readFileSync(path.join(mailDir, file), 'utf8'))
      : [];
  });
}

(missing.length ? describe.skip : describe)('two instances on one PostgreSQL and one Redis', () => {
  const servers: NextServer[] = [];
  const dataDirs: string[] = [];
  const databaseUrl = () => withDatabase(DATABASE!, NAME);

  beforeAll(async () => {
    await recreateDatabase(DATABASE!, NAME);
    await deleteLimitKeys(REDIS!);
    const started = await Promise.allSettled(
      PORTS.map((port) => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), `solara-two-${port}-`));
        dataDirs.push(dataDir);
        return startNextServer(
          port,
          { DATABASE_URL: databaseUrl(), REDIS_URL: REDIS, DATA_DIR: dataDir, PORT: String(port) },
          75_000,
        );
      }),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }, 85_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await dropDatabase(DATABASE!, NAME).catch(() => undefined);
    await deleteLimitKeys(REDIS!).catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('both answer, and the migrations were applied once', async () => {
    const [a, b] = servers as [NextServer, NextServer];
    expect((await fetch(`${a.url}/api/states`)).status).toBe(200);
    expect((await fetch(`${b.url}/api/states`)).status).toBe(200);
    const journal = JSON.parse(
      readFileSync(path.join(__dirname, '..', '..', 'drizzle', 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const client = new Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      const { rows } = await client.query<{ total: number; distinct_hashes: number }>(
        'select count(*)::int as total, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      );
      expect(rows[0]).toEqual({ total: journal.entries.length, distinct_hashes: journal.entries.length });
      // The seed ran once too: one row per state.
      const states = await client.query<{ n: number }>('select count(*)::int as n from states');
      expect(states.rows[0]!.n).toBe(32);
    } finally {
      await client.end();
    }
  });

  it('an account created through A signs in through B; the sign-in limit counts across both', async () => {
    const [a, b] = servers as [NextServer, NextServer];
    const states = (await (await fetch(`${a.url}/api/states`)).json()) as { id: number; name: string }[];
    const jalisco = states.find((state) => state.name === 'Jalisco')!;
    const municipalities = (await (await fetch(`${a.url}/api/municipality/${jalisco.id}`)).json()) as { id: number }[];
    const email = `dos-instancias-${process.pid}@ejemplo.mx`;
    const password = 'Toldo-Azul-Marino-2026'; // nothing of the name or e-mail (ASVS 6.2.11)
    const created = await post(a, '/api/register', {
      name: 'Prueba Dos Instancias',
      email,
      phone: '3312345678',
      state_id: jalisco.id,
      municipality_id: municipalities[0]!.id,
      password,
      password_confirmation: password,
    });
    expect(created.status).toBe(201);
    expect((await post(b, '/api/login', { email, password })).status).toBe(200);

    for (let i = 0; i < 5; i++) {
      const failed = await post(a, '/api/login', { email, password: `mal-${i}` });
      expect(failed.status).toBe(401);
      expect(failed.headers.get('x-ratelimit-remaining')).toBe(String(4 - i));
    }
    const blocked = await post(b, '/api/login', { email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Demasiados intentos de inicio de sesión\. Inténtalo de nuevo en /);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('both work the job queue: 24 mails queued at once are each sent once, by one of them', async () => {
    const boss = new PgBoss({ connectionString: databaseUrl(), schedule: false, supervise: false });
    await boss.start();
    const marker = `dos-instancias-${process.pid}`;
    try {
      // The servers create the queues once their database is open.
      const ready = Date.now() + 20_000;
      while (!(await boss.getQueue('mail')) && Date.now() < ready)
        await new Promise((resolve) => setTimeout(resolve, 250));
      await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          boss.send('mail', { to: `uno-${i}@ejemplo.mx`, subject: `${marker} ${i}`, text: 'Hola' }),
        ),
      );
      const sent = () =>
        mailsOf(dataDirs)
          .filter((mail) => mail.includes(marker))
          .map((mail) => ({ subject: /Subject: (.+)/.exec(mail)?.[1] ?? '' }));
      const deadline = Date.now() + 40_000;
      while (sent().length < 24 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
      const mails = sent();
      expect(mails).toHaveLength(24);
      expect(new Set(mails.map((mail) => mail.subject)).size).toBe(24);
      // Give a second delivery of any of them the time to show up, then count again.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(sent()).toHaveLength(24);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  }, 60_000);

  it('both work the reminders: each visit is reminded once, by one of them', async () => {
    const client = new Client({ connectionString: databaseUrl() });
    await client.connect();
    const boss = new PgBoss({ connectionString: databaseUrl(), schedule: false, supervise: false });
    await boss.start();
    const marker = `recordatorio-${process.pid}`;
    try {
      // A distributor with eight visits tomorrow, each for a different customer address.
      const role = await client.query(`select id from roles where name = 'distributor'`);
      const dealer = await client.query(
        `insert into users (name, email, password_hash, role_id) values ('Toldos Dos', $1, 'x', $2) returning id`,
        [`${marker}@ejemplo.mx`, role.rows[0].id],
      );
      const tomorrow = Date.now() + 86_400_000;
      const visitRows = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const startsAt = new Date(tomorrow + i * 3_600_000);
          const row = await client.query(
            `insert into visits (distributor_id, kind, starts_at, ends_at, contact_name, contact_email)
             values ($1, 'medicion', $2, $3, 'Cliente', $4) returning id, starts_at`,
            [dealer.rows[0].id, startsAt, new Date(startsAt.getTime() + 3_600_000), `${marker}-${i}@ejemplo.mx`],
          );
          return { visitId: row.rows[0].id as number, startsAt: (row.rows[0].starts_at as Date).toISOString() };
        }),
      );
      await Promise.all(
        visitRows.map((job) => boss.send('visit_reminder', job, { singletonKey: `${job.visitId}:${job.startsAt}` })),
      );
      const reminded = () =>
        mailsOf(dataDirs)
          .flatMap((mail) => /^To: (recordatorio-\d+-\d+@ejemplo\.mx)$/m.exec(mail)?.[1] ?? [])
          .filter((to) => to.startsWith(marker));
      const deadline = Date.now() + 40_000;
      while (reminded().length < 8 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(reminded().sort()).toEqual(visitRows.map((_, i) => `${marker}-${i}@ejemplo.mx`).sort());
    } finally {
      await boss.stop({ graceful: false, wait: true });
      await client.end();
    }
  }, 60_000);
});
