/** @jest-environment node */
// kill -9 in the middle of a stream of checkouts, on PGlite and on PostgreSQL. Then the server
// starts again on the same data and the test checks, in SQL, that nothing committed was lost,
// nothing half-written was kept, stock and wallets add up, and that retrying every request
// that got no answer, with its own Idempotency-Key, gives exactly one order.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNextServer, type NextServer } from '@/tests/support/next-server';
import { api, DEMO_PASSWORD, type ApiResult } from '@/tests/support/server-api';
import { dropDatabase, recreateDatabase, withDatabase } from '@/tests/support/pg-admin';
import { MOTORS } from '@/lib/server/db/seed/data/catalog';

jest.setTimeout(240_000);

const MOTOR = 'solara-motion-30';
const MOTOR_SEED_STOCK = MOTORS.find((m) => m.slug === MOTOR)!.stock;
const CLIENTS = ['cliente@solara.test', 'distribuidor@solara.test', 'admin@solara.test'];
/** Kill once this many orders were confirmed and at least two checkouts are in flight. */
const KILL_AFTER_ORDERS = 8;
const MAX_CHECKOUTS = 36; // below the motor's stock: no 409 for stock muddles the count

const item = (n: number) => ({
  line: 'persianas',
  type: 'enrollables',
  fabric: 'blackout-premium',
  color: 'marfil',
  width_cm: 120 + (n % 5) * 10,
  height_cm: 160,
  quantity: 1,
  room: `Ventana ${n}`,
  options: { motor: MOTOR, installation: true },
});

type Attempt = { token: string; key: string; payload: Record<string, unknown>; result?: ApiResult; error?: string };

const ROOT = path.resolve(__dirname, '..', '..');
/** Reads the stopped (PGlite) or live (PostgreSQL) database through tests/support/sql-probe.mjs. */
function probe<Q extends Record<string, string>>(
  target: { dataDir?: string; databaseUrl?: string },
  queries: Q,
): Record<keyof Q, any[]> {
  const out = execFileSync(
    process.execPath,
    [path.join(ROOT, 'tests', 'support', 'sql-probe.mjs'), JSON.stringify({ ...target, queries })],
    { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '' } },
  );
  return JSON.parse(out.toString());
}

const QUERIES = {
  orders: `select o.id, o.user_id, o.total_cents, o.wallet_applied_cents,
      (select count(*) from order_items i where i.order_id = o.id) as items,
      (select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id and i.config->'options'->>'motor' = '${MOTOR}') as motors,
      (select count(*) from order_status_history h where h.order_id = o.id) as history,
      (select coalesce(-sum(w.amount_cents), 0) from wallet_movements w where w.order_id = o.id and w.kind = 'cargo') as wallet_charged,
      (select count(*) from idempotency_keys k where k.order_id = o.id) as keys
    from orders o where o.notes like 'Prueba de caída %' order by o.id`, // this test's orders, not the demo's history
  keys: 'select key, user_id, order_id from idempotency_keys',
  wallets: `select u.id, u.wallet_balance_cents as balance, coalesce(sum(w.amount_cents), 0) as movements
    from users u left join wallet_movements w on w.user_id = u.id group by u.id order by u.id`,
  stock: `select stock from motors where slug = '${MOTOR}'`,
};

type Driver = 'pglite' | 'postgres';
const PG = process.env.TEST_DATABASE_URL;
const drivers: Driver[] = PG ? ['pglite', 'postgres'] : ['pglite'];
if (!PG) test.skip('kill -9 en PostgreSQL: necesita TEST_DATABASE_URL (PostgreSQL local)', () => {});

describe.each(drivers)('kill -9 during checkouts on %s', (driver) => {
  const port = driver === 'pglite' ? 3801 : 3802;
  const dbName = 'solara_flt_crash';
  let dataDir: string;
  let env: Record<string, string>;
  let server: NextServer | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), `solara-flt-crash-${driver}-`));
    env = { DATA_DIR: dataDir };
    if (driver === 'postgres') {
      await recreateDatabase(PG!, dbName);
      env = { ...env, DATABASE_URL: withDatabase(PG!, dbName), SEED_DEMO: '1' };
    }
  });

  afterAll(async () => {
    await server?.kill();
    if (driver === 'postgres') await dropDatabase(PG!, dbName);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('no committed order lost, none half-written, totals consistent, one order per key', async () => {
    server = await startNextServer(port, env);
    const logins = await Promise.all(
      CLIENTS.map((email) => api(server!.url, '/api/login', { json: { email, password: DEMO_PASSWORD } })),
    );
    const tokens = logins.map((l) => l.body.token as string);
    const admin = tokens[2]!;
    // Some money in every wallet, so checkouts also write wallet movements.
    for (const login of logins) {
      const credit = await api(server.url, `/api/wallet/${login.body.user.id}`, {
        token: admin,
        json: { kind: 'abono', amount: '30000.00', concept: 'Saldo para la prueba' },
      });
      expect(credit.status).toBe(201);
    }

    // The stream: each client fills its cart and checks out, again and again, with its own key.
    const attempts: Attempt[] = [];
    let confirmed = 0;
    let inFlight = 0;
    let killed = false;
    const crash = server;
    const kill = () => {
      if (!killed) {
        killed = true;
        crash.process.kill('SIGKILL');
      }
    };
    const client = async (token: string, c: number) => {
      for (let n = 0; !killed && attempts.length < MAX_CHECKOUTS; n++) {
        try {
          const added = await api(crash.url, '/api/cart', { token, json: { items: [item(n)] } });
          if (added.status !== 201) throw new Error(`carrito: ${added.status} ${added.text}`);
        } catch (error) {
          if (killed) return;
          throw error;
        }
        const attempt: Attempt = {
          token,
          key: randomUUID(),
          payload: { notes: `Prueba de caída ${c}-${n}`, use_wallet: n % 2 === 0 },
        };
        attempts.push(attempt);
        inFlight++;
        const sent = api(crash.url, '/api/cart/checkout', {
          token,
          json: attempt.payload,
          headers: { 'Idempotency-Key': attempt.key },
        });
        // Pull the plug while transactions are open: 0–15 ms after a checkout left, so the kill
        // lands before, during or just after some commit, with the last confirmed order fresh.
        if (confirmed >= KILL_AFTER_ORDERS && inFlight >= 2) setTimeout(kill, Math.floor(Math.random() * 15));
        try {
          attempt.result = await sent;
          if (attempt.result.status === 201) confirmed++;
          else throw new Error(`checkout: ${attempt.result.status} ${attempt.result.text}`);
        } catch (error) {
          if (!killed) throw error;
          attempt.error = (error as Error).message;
        } finally {
          inFlight--;
        }
      }
      kill();
    };
    await Promise.all(tokens.map((token, c) => client(token, c)));
    await crash.exited;

    const answered = attempts.filter((a) => a.result);
    const inDoubt = attempts.filter((a) => !a.result);
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER_ORDERS);
    expect(inDoubt.length).toBeGreaterThanOrEqual(1);

    // Same data, new process: it must start (PGlite replays its WAL) and serve.
    server = await startNextServer(port, env);
    const orderIds = new Set<number>(answered.map((a) => a.result!.body.id as number));
    for (const a of answered) {
      const again = await api(server.url, `/api/orders/${a.result!.body.id}`, { token: a.token });
      expect(again.status).toBe(200);
      expect(again.body.items).toHaveLength(a.result!.body.items.length);
    }
    // Every request left without an answer, sent again with its key: one order, old or new.
    for (const a of inDoubt) {
      const retried = await api(server.url, '/api/cart/checkout', {
        token: a.token,
        json: a.payload,
        headers: { 'Idempotency-Key': a.key },
      });
      expect([200, 201]).toContain(retried.status);
      const twice = await api(server.url, '/api/cart/checkout', {
        token: a.token,
        json: a.payload,
        headers: { 'Idempotency-Key': a.key },
      });
      expect(twice.status).toBe(200);
      expect(twice.body.id).toBe(retried.body.id);
      orderIds.add(retried.body.id);
    }
    expect(await server.stop()).toBe(0);
    server = undefined;

    const db = probe(driver === 'postgres' ? { databaseUrl: env.DATABASE_URL } : { dataDir }, QUERIES);
    // Exactly the orders the clients were told about: none lost, none extra (no duplicate from a retry).
    expect(db.orders.map((o) => o.id).sort((a, b) => a - b)).toEqual([...orderIds].sort((a, b) => a - b));
    for (const o of db.orders) {
      expect(Number(o.items)).toBeGreaterThanOrEqual(1); // never an order without its lines
      expect(Number(o.history)).toBeGreaterThanOrEqual(1);
      expect(Number(o.keys)).toBe(1);
      expect(Number(o.wallet_charged)).toBe(Number(o.wallet_applied_cents));
    }
    expect(db.keys.filter((k) => k.order_id === null)).toEqual([]); // no key claimed by a transaction that never finished
    expect(db.keys).toHaveLength(orderIds.size);
    for (const w of db.wallets) expect(Number(w.balance)).toBe(Number(w.movements));
    const motorsOrdered = db.orders.reduce((sum, o) => sum + Number(o.motors), 0);
    expect(Number(db.stock[0]!.stock)).toBe(MOTOR_SEED_STOCK - motorsOrdered);
    // What the confirmed answers said is what is stored.
    for (const a of answered) {
      const stored = db.orders.find((o) => o.id === a.result!.body.id)!;
      expect(Number(stored.items)).toBe(a.result!.body.items.length);
      expect(Number(stored.wallet_applied_cents)).toBe(Math.round(Number(a.result!.body.wallet_applied) * 100));
    }
  });
});
