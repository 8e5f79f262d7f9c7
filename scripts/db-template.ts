// Builds a migrated and seeded database for the API tests, once per run:
//   PGlite  → a gzip dump of its data dir at OUT (each test file loads it in ~1 s);
//   Postgres → a template database named TEMPLATE on TEST_DATABASE_URL's server.
// Run with `tsx --conditions=react-server` so `server-only` resolves outside Next.
import { writeFile } from 'node:fs/promises';
import { connectDatabase } from '@/lib/server/db/connect';
import { migrateDatabase } from '@/lib/server/db/migrate';
import { seedDatabase } from '@/lib/server/db/seed';
import { recreateDatabase, withDatabase } from '@/tests/support/pg-admin';

async function main() {
  const [mode, target] = process.argv.slice(2);
  if (mode === 'pglite' && target) {
    const handle = await connectDatabase({ inMemory: true });
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: true, demoFiles: false }); // no demo PDFs: each test file has its own uploads dir
    if (handle.driver !== 'pglite') throw new Error('unreachable');
    const dump = await handle.client.dumpDataDir('gzip');
    await writeFile(target, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    return;
  }
  if (mode === 'postgres' && target) {
    const url = process.env.TEST_DATABASE_URL!;
    await recreateDatabase(url, target);
    const handle = await connectDatabase({ databaseUrl: withDatabase(url, target) });
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { demo: true, demoFiles: false }); // no demo PDFs: each test file has its own uploads dir
    await handle.close();
    return;
  }
  throw new Error('uso: db-template.ts pglite ARCHIVO | postgres NOMBRE');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
