// npm run db:import-municipalities -- FILE
// Loads INEGI's official municipality catalogue (CSV with CVE_ENT, NOM_ENT, CVE_MUN, NOM_MUN)
// into the database the app uses (DATABASE_URL, or the embedded PGlite under DATA_DIR: stop
// the server first, PGlite takes one process at a time).
import { readFile } from 'node:fs/promises';
import { connectDatabase } from '@/lib/server/db/connect';
import { migrateDatabase } from '@/lib/server/db/migrate';
import { seedDatabase } from '@/lib/server/db/seed';
import { importMunicipalities } from '@/lib/server/db/import-municipalities';
import { env } from '@/lib/env';

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('Uso: npm run db:import-municipalities -- ARCHIVO.csv');
    process.exit(2);
  }
  const bytes = await readFile(file);
  const handle = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, {
      demo: !(env.NODE_ENV === 'production' && env.DATABASE_URL) || env.SEED_DEMO,
      onlyIfEmpty: true,
    });
    const summary = await importMunicipalities(handle.db, bytes);
    for (const error of summary.errors.slice(0, 50)) console.warn(`  aviso: ${error}`);
    if (summary.errors.length > 50) console.warn(`  … y ${summary.errors.length - 50} avisos más`);
    console.log(`Importados ${summary.municipalities} municipios de ${summary.states} estados.`);
    if (summary.municipalities === 0) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
