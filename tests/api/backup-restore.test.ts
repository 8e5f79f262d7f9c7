/** @jest-environment node */
// npm run backup / restore below the command line (lib/server/backup): on PostgreSQL, pg_dump of a
// lived-in database restored by pg_restore into a new, empty one (named solara_…, dropped after);
// on both drivers, the refusals that keep a restore from overwriting anything. The PGlite path with a
// running server is tests/process/backup-restore.test.ts.
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { makeBackup } from '@/lib/server/backup/backup';
import { restoreBackup } from '@/lib/server/backup/restore';
import { COUNTS_SQL, type CountsRow } from '@/lib/server/backup/manifest';
import { setupTestDatabase } from '@/tests/support/db';
import { dropDatabase, recreateDatabase, withDatabase } from '@/tests/support/pg-admin';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const quiet = () => undefined;
const scratch = () => mkdtempSync(path.join(os.tmpdir(), 'solara-bk-api-'));

/** A .tar.gz holding the given entries, for archives that npm run backup would never write. */
async function craftArchive(entries: { name: string; body: string }[]): Promise<string> {
  const pack = tar.pack();
  for (const { name, body } of entries) pack.entry({ name }, body);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as unknown as AsyncIterable<Buffer>) chunks.push(chunk);
  const file = path.join(scratch(), 'copia.tar.gz');
  await writeFile(file, gzipSync(Buffer.concat(chunks)));
  return file;
}

const VALID_MANIFEST = {
  format: 'solara-backup',
  format_version: 1,
  app_version: '0.1.0',
  created_at: '2026-12-01T12:00:00.000Z',
  driver: 'pglite',
  engine_version: '0.5.16',
  source: 'servidor',
  migrations: 1,
  counts: { users: 0, quotes: 0, orders: 0, payments: 0, files: 0, sessions: 0 },
  uploads: { store: 'local', files: 0, bytes: 0 },
  database_entry: 'database/pglite.tar',
};

describe('refusals (either driver)', () => {
  test('a DATA_DIR that holds anything is refused without --force, and left as it was', async () => {
    const target = scratch();
    mkdirSync(path.join(target, 'uploads'));
    writeFileSync(path.join(target, 'uploads', 'existente.pdf'), '%PDF-');
    const file = await craftArchive([{ name: 'manifest.json', body: '{}' }]);
    await expect(restoreBackup(file, { dataDir: target }, { log: quiet })).rejects.toThrow(
      /no está vacío \(uploads\).*--force/,
    );
    expect(readdirSync(target)).toEqual(['uploads']);
    expect(readdirSync(path.join(target, 'uploads'))).toEqual(['existente.pdf']);
  });

  test('a file that is not a backup, or one whose entries would leave DATA_DIR, is refused and writes nothing', async () => {
    const target = scratch();
    const notBackup = await craftArchive([{ name: 'manifest.json', body: '{"format":"otro"}' }]);
    await expect(restoreBackup(notBackup, { dataDir: target }, { log: quiet })).rejects.toThrow(
      'no es una copia de Solara',
    );
    const escaping = await craftArchive([
      { name: 'manifest.json', body: JSON.stringify(VALID_MANIFEST) },
      { name: 'data/../../fuera.txt', body: 'x' },
    ]);
    await expect(restoreBackup(escaping, { dataDir: target }, { log: quiet })).rejects.toThrow(
      'La copia contiene un nombre no válido: data/../../fuera.txt',
    );
    expect(readdirSync(target)).toEqual([]);
    expect(readdirSync(path.dirname(target)).filter((name) => name === 'fuera.txt')).toEqual([]);
  });
});

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' ? describe : describe.skip;

onPostgres('PostgreSQL: pg_dump and pg_restore', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const targetName = `${process.env.TEST_DB_PREFIX ?? 'solara_'}bk_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const targetUrl = () => withDatabase(serverUrl, targetName);
  afterAll(async () => {
    await dropDatabase(serverUrl, targetName);
  });

  async function countsIn(url: string): Promise<CountsRow> {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<CountsRow>(COUNTS_SQL)).rows[0]!;
    } finally {
      await client.end();
    }
  }

  test('a backup of a lived-in database restores into an empty one with the same rows; a second restore is refused', async () => {
    if (db.driver !== 'postgres') throw new Error('se esperaba PostgreSQL');
    const sourceUrl = (db.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const live = await countsIn(sourceUrl);
    expect(live.orders).toBeGreaterThan(0);
    expect(live.payments).toBeGreaterThan(0);

    const backup = await makeBackup(
      { dataDir: process.env.DATA_DIR!, databaseUrl: sourceUrl },
      { outDir: scratch(), log: quiet },
    );
    expect(backup.manifest).toMatchObject({ driver: 'postgres', source: 'pg_dump', migrations: live.migrations });
    const { migrations: _migrations, ...liveCounts } = live;
    expect(backup.manifest.counts).toEqual(liveCounts);

    await recreateDatabase(serverUrl, targetName);
    const restored = await restoreBackup(backup.file, { dataDir: scratch(), databaseUrl: targetUrl() }, { log: quiet });
    expect(restored.counts).toEqual(liveCounts);
    expect(await countsIn(targetUrl())).toEqual(live);

    // Now the target holds the app: without --force nothing is touched; with it, it is replaced.
    await expect(
      restoreBackup(backup.file, { dataDir: scratch(), databaseUrl: targetUrl() }, { log: quiet }),
    ).rejects.toThrow(/no está vacía.*--force/);
    const again = await restoreBackup(
      backup.file,
      { dataDir: scratch(), databaseUrl: targetUrl() },
      { log: quiet, force: true },
    );
    expect(again.counts).toEqual(liveCounts);
  });
});
