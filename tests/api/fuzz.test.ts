/** @jest-environment node */
// Hostile input against every API route (fast-check): random and malformed bodies, params,
// query strings, headers, huge and endless bodies, wrong content types, unicode, SQL and HTML.
// Every reply: below 500, no stack trace or internals, valid JSON, Laravel's error shape; and a
// rejected request leaves the database and the upload folder untouched.
// `npm test` runs a sample (1,000 + 100 requests); `npm run test:fuzz` runs FUZZ_RUNS (default
// 10,000) + a tenth of that again for the upload routes, and prints the count.
// FUZZ_SEED replays a failing run (fast-check prints the seed and path).
import fc from 'fast-check';
import { setupTestDatabase } from '@/tests/support/db';
import { discoverApiRoutes, type ApiRoute } from '@/tests/support/api-routes';
import { buildWorld, type World } from '@/tests/support/world';
import { fuzzRequest } from '@/tests/support/fuzz/requests';
import { createFuzzRunner, describeRequest, type FuzzRunner } from '@/tests/support/fuzz/runner';
import { changedTables } from '@/tests/support/fuzz/snapshot';
import { apiTokens, users } from '@/lib/server/db/schema';
import { eq, sql } from 'drizzle-orm';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
// Uploads get their own share: the generic run reaches them only a few times in 60 routes.
const UPLOAD_RUNS = Math.max(40, Math.round(RUNS / 10));
// FUZZ_COLLECT=1 keeps going after a failure and lists each distinct one at the end (bug hunting).
const COLLECT = process.env.FUZZ_COLLECT === '1';
const collected = new Map<string, string>();

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let world: World;
let routes: ApiRoute[];
let runner: FuzzRunner;
const started = Date.now();
beforeAll(async () => {
  db = await setupTestDatabase();
  world = await buildWorld(db.db);
  routes = await discoverApiRoutes();
  runner = await createFuzzRunner(db.db, world, routes, process.env.DATA_DIR!);
});
afterAll(async () => {
  if (runner) {
    const statuses = [...runner.stats.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `fuzz: ${runner.stats.requests} solicitudes a ${routes.length} rutas en ${((Date.now() - started) / 1000).toFixed(1)} s (${statuses}; manejadores ${(runner.stats.handlerMs / 1000).toFixed(1)} s, verificación ${(runner.stats.checkMs / 1000).toFixed(1)} s)`,
    );
  }
  if (collected.size) console.log([...collected.values()].join('\n\n'));
  await db.dispose();
});

async function check(arbitrary: fc.Arbitrary<Parameters<FuzzRunner['send']>[0]>, numRuns: number) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (req) => {
      const problems = await runner.send(req);
      if (!problems.length) return;
      const report = `${problems.join('\n')}\n${describeRequest(req, routes)}`;
      if (!COLLECT) throw new Error(report);
      const route = routes[req.route]!;
      collected.set(`${route.method} ${route.path} ${problems[0]!.replace(/\d+/g, 'N')}`, report);
    }),
    { numRuns, seed: SEED, endOnFailure: !!process.env.CI },
  );
  if (COLLECT) expect([...collected.keys()]).toEqual([]);
}

const budget = (runs: number) => 60_000 + runs * 250;

it("the write counter sees any stored change, except a token's last use", async () => {
  const before = await runner.fingerprint();
  await db.db.update(apiTokens).set({ lastUsedAt: new Date() });
  expect(changedTables(before, await runner.fingerprint())).toEqual([]);
  await db.db
    .update(users)
    .set({ name: sql`${users.name}` })
    .where(eq(users.id, world.userIds.target));
  expect(changedTables(before, await runner.fingerprint())).toEqual(['users']);
  await runner.resetBaseline();
});

it(
  `every route survives ${RUNS} hostile requests`,
  async () => {
    await check(fuzzRequest(routes, world), RUNS);
  },
  budget(RUNS),
);

it(
  `upload routes survive ${UPLOAD_RUNS} hostile uploads`,
  async () => {
    const uploads = routes.filter(
      (r) => r.method === 'POST' && (r.path === '/api/image-user' || r.path === '/api/files/{kind}'),
    );
    expect(uploads).toHaveLength(2);
    const indexes = uploads.map((u) => routes.indexOf(u));
    // The route is picked first (filtering the generic arbitrary would waste most draws).
    const arbitrary = fc
      .constantFrom(...indexes)
      .chain((route) => fuzzRequest([routes[route]!], world).map((r) => ({ ...r, route })));
    await check(arbitrary, UPLOAD_RUNS);
  },
  budget(UPLOAD_RUNS),
);
