import 'server-only';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DATA_PREFIX, MANIFEST_ENTRY, readArchive } from './archive';
import { dataDirInUse, STAGING_PREFIX } from './data-files';
import { countsOf, COUNTED, COUNT_LABELS, describeCounts, parseManifest, type Counts, type Manifest } from './manifest';
import { restorePglite } from './pglite';
import { postgresRelations, restorePostgres } from './postgres';
import { isServerAnswering } from './socket';

// `npm run restore -- FILE`: a fresh machine (an empty DATA_DIR, or an empty PostgreSQL database)
// back to the backup's state. Everything is unpacked into DATA_DIR/.restaurando-<pid> first and
// moved into place only once the database opened and held the counts of the manifest, so a
// restore that fails halfway leaves the target as it was (PostgreSQL: pg_restore's one transaction).

export type RestoreSettings = { dataDir: string; databaseUrl?: string };
export type RestoreOptions = { force?: boolean; log?: (line: string) => void };
export type RestoreResult = { manifest: Manifest; counts: Counts; files: number; seconds: number };

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** How many migrations this version knows (a backup from a newer one may have tables it does not). */
function knownMigrations(): number {
  const journal = path.join(process.cwd(), 'drizzle', 'meta', '_journal.json');
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

/** Refuses a target that is not empty (unless `force`) or that a running server holds (always). */
async function checkTarget(settings: RestoreSettings, force: boolean): Promise<void> {
  const running = await isServerAnswering(settings.dataDir);
  if (running)
    throw new Error(
      'Un servidor de Solara está usando este DATA_DIR: detenlo antes de restaurar (la copia reemplaza su base de datos).',
    );
  const inUse = await dataDirInUse(settings.dataDir);
  if (inUse.length > 0 && !force)
    throw new Error(
      `DATA_DIR (${path.resolve(settings.dataDir)}) no está vacío (${inUse.join(', ')}): la restauración es para una máquina nueva. Para reemplazar lo que hay, repite con --force.`,
    );
  if (settings.databaseUrl) {
    const relations = await postgresRelations(settings.databaseUrl);
    if (relations > 0 && !force)
      throw new Error(
        `La base de datos de DATABASE_URL no está vacía (${relations} tablas, vistas o secuencias): restaura en una base nueva (createdb) o repite con --force para reemplazarla.`,
      );
  }
}

function checkManifest(manifest: Manifest, settings: RestoreSettings, force: boolean): void {
  if (manifest.driver === 'pglite' && settings.databaseUrl)
    throw new Error(
      'Esta copia es de PGlite (la base embebida): restáurala sin DATABASE_URL. Pasar datos de PGlite a PostgreSQL no se hace con una copia.',
    );
  if (manifest.driver === 'postgres' && !settings.databaseUrl)
    throw new Error('Esta copia es de PostgreSQL: indica en DATABASE_URL la base (vacía) donde restaurarla.');
  const known = knownMigrations();
  if (manifest.migrations > known && !force)
    throw new Error(
      `La copia viene de una versión más nueva de Solara (${manifest.migrations} migraciones; esta conoce ${known}): restáurala con esa versión o una posterior.`,
    );
}

function compareCounts(expected: Counts, found: Counts): void {
  const wrong = (Object.keys(COUNTED) as (keyof Counts)[]).filter((key) => expected[key] !== found[key]);
  if (wrong.length > 0)
    throw new Error(
      `La base restaurada no tiene lo que dice la copia: ${wrong.map((key) => `${COUNT_LABELS[key]} ${found[key]} en vez de ${expected[key]}`).join(', ')}.`,
    );
}

export async function restoreBackup(
  file: string,
  settings: RestoreSettings,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const started = Date.now();
  const log = options.log ?? console.log;
  const force = options.force ?? false;
  const archiveFile = path.resolve(file);
  const size = (await stat(archiveFile).catch(() => null))?.size;
  if (size === undefined) throw new Error(`No existe el archivo ${archiveFile}.`);
  await checkTarget(settings, force);

  const dataDir = path.resolve(settings.dataDir);
  const staging = path.join(dataDir, `${STAGING_PREFIX}${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.join(staging, 'data'), { recursive: true, mode: 0o700 });
  try {
    log(`Leyendo ${path.basename(archiveFile)} (${megabytes(size)})…`);
    let manifest: Manifest | null = null;
    let pgliteDump: Buffer | null = null;
    let postgresDump: string | null = null;
    let files = 0;
    let lastReport = Date.now();
    for await (const entry of readArchive(archiveFile)) {
      if (!manifest) {
        if (entry.name !== MANIFEST_ENTRY)
          throw new Error('El archivo no empieza con un manifiesto: no es una copia de Solara.');
        manifest = parseManifest(await entry.bytes());
        checkManifest(manifest, settings, force);
        log(
          `Copia del ${manifest.created_at} (Solara ${manifest.app_version}, ${manifest.driver === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${manifest.engine_version}): ${describeCounts(manifest.counts)}; ${manifest.uploads.files} archivos subidos.`,
        );
        continue;
      }
      if (entry.name === manifest.database_entry) {
        if (manifest.driver === 'pglite') pgliteDump = await entry.bytes();
        else {
          postgresDump = path.join(staging, 'postgres.dump');
          await pipeline(entry.stream, createWriteStream(postgresDump, { mode: 0o600 }));
        }
        continue;
      }
      if (!entry.name.startsWith(DATA_PREFIX))
        throw new Error(`La copia contiene una entrada desconocida: ${entry.name}`);
      const target = path.join(staging, 'data', entry.name.slice(DATA_PREFIX.length));
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(entry.stream, createWriteStream(target, { mode: 0o600 }));
      files += 1;
      if (Date.now() - lastReport > 2000) {
        lastReport = Date.now();
        log(`  ${files} archivos desempacados…`);
      }
    }
    if (!manifest) throw new Error('El archivo está vacío: no es una copia de Solara.');
    if (!pgliteDump && !postgresDump) throw new Error('La copia no contiene la base de datos.');
    log(`  ${files} archivos de DATA_DIR desempacados.`);

    log(manifest.driver === 'pglite' ? 'Restaurando la base PGlite…' : 'Restaurando en PostgreSQL con pg_restore…');
    const restored = pgliteDump
      ? await restorePglite(staging, pgliteDump)
      : await restorePostgres(settings.databaseUrl!, postgresDump!, { replace: force });
    const counts = countsOf(restored);
    compareCounts(manifest.counts, counts);
    log(`  Comprobado: ${describeCounts(counts)}.`);

    // Into place: each top-level entry of the staging folder replaces its namesake in DATA_DIR.
    const moves = [
      ...(pgliteDump ? ['pglite'] : []).map((name) => ({ from: path.join(staging, name), name })),
      ...(await readdir(path.join(staging, 'data'))).map((name) => ({ from: path.join(staging, 'data', name), name })),
    ];
    for (const { from, name } of moves) {
      const to = path.join(dataDir, name);
      await rm(to, { recursive: true, force: true });
      await rename(from, to);
    }
    return { manifest, counts, files, seconds: (Date.now() - started) / 1000 };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
