import 'server-only';
import { env } from '@/lib/env';
import { getDbHandle } from '@/lib/server/db/client';
import { pgliteVersion } from '@/lib/server/db/template';
import { dumpOpenPglite } from './pglite';
import { listenForBackups } from './socket';

/** The running server answers `npm run backup` on DATA_DIR's socket (./socket.ts says why). Only with PGlite. */
export async function serveBackups(): Promise<void> {
  if (env.DATABASE_URL) return; // pg_dump reads PostgreSQL while it runs: nothing to ask of the server
  try {
    await listenForBackups(env.DATA_DIR, async () => {
      const handle = await getDbHandle();
      if (handle.driver !== 'pglite') throw new Error('Este servidor no usa PGlite.');
      const started = Date.now();
      const bytes = await dumpOpenPglite(handle.client);
      console.log(
        `[copia] Volcado de PGlite para npm run backup: ${(bytes.byteLength / 1_048_576).toFixed(1)} MB en ${Date.now() - started} ms`,
      );
      return { bytes, engineVersion: pgliteVersion() ?? '' };
    });
  } catch (error) {
    console.error(
      `[copia] No se pudo abrir el socket de copias (npm run backup necesitará el servidor detenido): ${(error as Error).message}`,
    );
  }
}
