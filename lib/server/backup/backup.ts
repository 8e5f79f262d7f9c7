import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createArchive, DATA_PREFIX, MANIFEST_ENTRY } from './archive';
import { listDataFiles } from './data-files';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  countsOf,
  describeCounts,
  type CountsRow,
  type Manifest,
} from './manifest';
import { countDump, dumpPglite } from './pglite';
import { dumpPostgres } from './postgres';
import { localParts } from '@/lib/format/zoned';

// `npm run backup`: one .tar.gz with the manifest, the database's dump and DATA_DIR's files.

export type BackupSettings = {
  dataDir: string;
  databaseUrl?: string;
  /** The bucket's name when uploads live in S3 (not copied: DEPLOY.md, "Backups"). */
  s3Bucket?: string;
};

export type BackupOptions = { outDir: string; force?: boolean; log?: (line: string) => void; now?: Date };
export type BackupResult = { file: string; manifest: Manifest; bytes: number; seconds: number };

/** solara-backup-AAAA-MM-DD-HHMM, on Mexico City's clock (the business's). */
export function backupBaseName(now: Date): string {
  const { date, time } = localParts(now, 'America/Mexico_City');
  return `solara-backup-${date}-${time.replace(':', '')}`;
}

/** A name not taken yet in `outDir`: a second copy within the same minute gets -2, -3… */
function freeName(outDir: string, base: string): string {
  for (let n = 1; ; n++) {
    const file = path.join(outDir, `${base}${n === 1 ? '' : `-${n}`}.tar.gz`);
    if (!existsSync(file) && !existsSync(`${file}.partial`)) return file;
  }
}

function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'desconocida';
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export async function makeBackup(settings: BackupSettings, options: BackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const log = options.log ?? console.log;
  const outDir = path.resolve(options.outDir);
  await mkdir(outDir, { recursive: true });
  const file = freeName(outDir, backupBaseName(options.now ?? new Date()));
  const partial = `${file}.partial`;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'solara-backup-'));
  try {
    const archive = createArchive(partial);
    let database: { entry: string; counts: CountsRow; engineVersion: string; source: Manifest['source'] };
    let write: () => Promise<void>;
    if (settings.databaseUrl) {
      log('Base de datos: PostgreSQL, con pg_dump…');
      const dumpFile = path.join(scratch, 'postgres.dump');
      const { counts, engineVersion } = await dumpPostgres(settings.databaseUrl, dumpFile);
      const size = (await stat(dumpFile)).size;
      log(`  volcado de ${megabytes(size)} (PostgreSQL ${engineVersion})`);
      database = { entry: 'database/postgres.dump', counts, engineVersion, source: 'pg_dump' };
      write = async () => {
        await archive.addFile(database.entry, dumpFile);
      };
    } else {
      log('Base de datos: PGlite embebido…');
      const dump = await dumpPglite(settings.dataDir, { force: options.force });
      log(
        `  volcado de ${megabytes(dump.bytes.byteLength)} ${dump.source === 'servidor' ? 'pedido al servidor en marcha' : 'leído del directorio (servidor detenido)'}; comprobando que abre…`,
      );
      const counts = await countDump(dump.bytes);
      database = { entry: 'database/pglite.tar', counts, engineVersion: dump.engineVersion, source: dump.source };
      write = () => archive.addBytes(database.entry, dump.bytes);
    }
    log(`  ${describeCounts(countsOf(database.counts))}`);

    // After the database: a row in the dump had its file written before it committed, so the file is here now.
    const dataFiles = await listDataFiles(settings.dataDir, { skip: [outDir] });
    const uploads = dataFiles.filter((entry) => entry.relative.startsWith('uploads/'));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      app_version: appVersion(),
      created_at: new Date().toISOString(),
      driver: settings.databaseUrl ? 'postgres' : 'pglite',
      engine_version: database.engineVersion,
      source: database.source,
      migrations: database.counts.migrations,
      counts: countsOf(database.counts),
      uploads: {
        store: settings.s3Bucket ? 's3' : 'local',
        ...(settings.s3Bucket ? { bucket: settings.s3Bucket } : {}),
        files: uploads.length,
        bytes: uploads.reduce((sum, entry) => sum + entry.size, 0),
      },
      database_entry: database.entry,
    };
    await archive.addBytes(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await write();

    const total = dataFiles.reduce((sum, entry) => sum + entry.size, 0);
    log(`Archivos de DATA_DIR: ${dataFiles.length} (${megabytes(total)})…`);
    let copied = 0;
    let lastReport = Date.now();
    for (const [index, entry] of dataFiles.entries()) {
      if (await archive.addFile(`${DATA_PREFIX}${entry.relative}`, entry.absolute)) copied += entry.size;
      if (Date.now() - lastReport > 2000) {
        lastReport = Date.now();
        log(`  ${index + 1} de ${dataFiles.length} (${megabytes(copied)})`);
      }
    }
    if (settings.s3Bucket)
      log(
        `  Los archivos subidos están en el bucket ${settings.s3Bucket} y no entran en esta copia: su versionado los guarda (DEPLOY.md, «Copias de seguridad»).`,
      );
    await archive.finish();
    await rename(partial, file);
    const bytes = (await stat(file)).size;
    return { file, manifest, bytes, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
