// npm run restore -- ARCHIVO [--force]
// Brings a fresh machine back to a backup's state: the database into an empty DATA_DIR (PGlite) or
// the empty database of DATABASE_URL (PostgreSQL), and DATA_DIR's files. Refuses a target that
// holds data unless --force, and always while a server uses this DATA_DIR.
import { env } from '@/lib/env';
import { restoreBackup } from '@/lib/server/backup/restore';

const HELP = `Uso: npm run restore -- ARCHIVO [--force]

Restaura una copia hecha con npm run backup en DATA_DIR (vacío) o, si DATABASE_URL está definido,
en esa base de PostgreSQL (vacía). Detén el servidor antes.
  --force   reemplaza lo que ya haya en DATA_DIR o en la base de datos`;

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP);
    return;
  }
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--force');
  const files = args.filter((arg) => !arg.startsWith('-'));
  if (unknown.length > 0 || files.length !== 1) {
    console.error(HELP);
    process.exit(2);
  }
  const result = await restoreBackup(
    files[0]!,
    { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL },
    { force: args.includes('--force') },
  );
  console.log(
    `Restauración lista en ${result.seconds.toFixed(1)} s. Arranca el servidor (npm start): aplicará las migraciones que falten.`,
  );
}

main().catch((error) => {
  console.error(`No se pudo restaurar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
