// The business summary called in process (no HTTP), for `npm run bench:scale` when its cases run:
//   tsx --conditions=react-server scripts/bench/scale-business.ts
// on DATABASE_URL, or the PGlite under DATA_DIR (no server may hold it). Calls the service 5 times in
// a row for each reader and period after one warm-up; prints one JSON line of milliseconds per call.
import { connectDatabase } from '@/lib/server/db/connect';
import { env } from '@/lib/env';
import { findUserByEmail } from '@/lib/server/services/users';
import { businessSummary } from '@/lib/server/services/business-summary';

const RUNS = 5;

async function main() {
  const handle = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const admin = (await findUserByEmail(handle.db, 'admin@solara.test'))!;
    const distributor = (await findUserByEmail(handle.db, 'distribuidor@solara.test'))!;
    const lastYear = new Date().getFullYear() - 1;
    const cases: [string, typeof admin, number | undefined][] = [
      ['admin', admin, undefined],
      ['admin ?anio=', admin, lastYear],
      ['distributor', distributor, undefined],
    ];
    const out: Record<string, number[]> = {};
    for (const [name, user, year] of cases) {
      await businessSummary(handle.db, user, year);
      const times: number[] = (out[name] = []);
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        await businessSummary(handle.db, user, year);
        times.push(Math.round(performance.now() - started));
      }
    }
    console.log(JSON.stringify({ driver: handle.driver, inProcessMs: out }));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
