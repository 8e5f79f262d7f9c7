// npm run backup [-- CARPETA] [--force]
// One file, solara-backup-AAAA-MM-DD-HHMM.tar.gz in CARPETA (./backups by default), with the
// database (PGlite's own dump, or pg_dump when DATABASE_URL is set), DATA_DIR's files (uploads,
// the server's keys, mail written to disk) and a manifest. Safe while the server runs: with PGlite
// the dump is asked of the running server over DATA_DIR/backup.sock (lib/server/backup/socket.ts).
import { env } from '@/lib/env';
import { makeBackup } from '@/lib/server/backup/backup';

const HELP = `Uso: npm run backup [-- CARPETA] [--force]

Escribe una copia de seguridad (base de datos, archivos de DATA_DIR y un manifiesto) en CARPETA
(./backups si no se indica). Puede hacerse con el servidor en marcha.
  --force   con PGlite, lee la base aunque parezca abierta por otro proceso (sólo si nada la usa)`;

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP);
    return;
  }
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--force');
  const folders = args.filter((arg) => !arg.startsWith('-'));
  if (unknown.length > 0 || folders.length > 1) {
    console.error(HELP);
    process.exit(2);
  }
  const result = await makeBackup(
    { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, s3Bucket: env.S3_ENDPOINT ? env.S3_BUCKET : undefined },
    { outDir: folders[0] ?? 'backups', force: args.includes('--force') },
  );
  console.log(
    `Copia lista: ${result.file} (${(result.bytes / 1_048_576).toFixed(1)} MB, ${result.seconds.toFixed(1)} s). Guárdala fuera de esta máquina.`,
  );
}

main().catch((error) => {
  console.error(`No se pudo hacer la copia: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
