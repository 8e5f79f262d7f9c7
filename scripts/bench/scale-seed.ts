// Seeds the demo (when the database is empty) and multiplies it by FACTOR, for `npm run bench:scale`:
//   tsx --conditions=react-server scripts/bench/scale-seed.ts FACTOR
// into DATABASE_URL, or the PGlite under DATA_DIR (no server may hold it). Prints one JSON line
// with the seconds each step took and the rows added.
import { connectDatabase } from '@/lib/server/db/connect';
import { migrateDatabase } from '@/lib/server/db/migrate';
import { seedDatabase } from '@/lib/server/db/seed';
import { scaleCounts, seedScale } from '@/lib/server/db/seed/scale';
import { env } from '@/lib/env';

async function main() {
  const factor = Number(process.argv[2]);
  if (!(factor > 0)) throw new Error('Uso: scale-seed.ts FACTOR (1, 10, 100…)');
  const seconds = (since: number) => Math.round(performance.now() - since) / 1000;
  const handle = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    let since = performance.now();
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: true, onlyIfEmpty: true, demoFiles: false });
    const demoSeconds = seconds(since);
    since = performance.now();
    const added = await seedScale(handle.db, factor);
    console.log(
      JSON.stringify({
        driver: handle.driver,
        factor,
        demoSeconds,
        scaleSeconds: seconds(since),
        added,
        total: await scaleCounts(handle.db),
      }),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
