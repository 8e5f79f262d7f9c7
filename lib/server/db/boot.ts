import 'server-only';
import { getDbHandle } from './client';
import type { Db } from './types';
import { openPhases } from './open';
import { isDatabaseUnavailable } from './unavailable';
import { rootMessage } from './errors';
import { redact } from '@/lib/server/log/redact';
import { reencodeLegacyProfilePhotos } from '@/lib/server/services/user-images';

// What start-up does with the database (instrumentation.ts).
//
// Down at start (PostgreSQL not reachable yet, or restarting): the server starts anyway, the
// API answers 503 with Retry-After meanwhile, and the connection is tried again every few
// seconds (and by every request), so nothing needs a restart once the database is up.
// Anything else that stops it from opening (wrong password, unknown database, a migration that
// fails, a PGlite data directory it cannot use) will not fix itself: the process exits 1 and
// says why, so the supervisor shows the cause instead of a server that answers 503 forever.
const RETRY_MS = 5_000;

/** Profile photos stored as sent by an older version: re-encoded in the background (user-images.ts). */
async function reencodeOldPhotos(db: Db): Promise<void> {
  try {
    const { reencoded, dropped } = await reencodeLegacyProfilePhotos(db);
    if (reencoded + dropped > 0)
      console.log(
        `[fotos] Fotos de perfil guardadas tal como se subieron: ${reencoded} re-codificadas, ${dropped} ilegibles quitadas.`,
      );
  } catch (error) {
    console.error(
      `[fotos] No se pudieron re-codificar las fotos de perfil antiguas (se intenta en el próximo arranque): ${redact(rootMessage(error))}`,
    );
  }
}

export async function openDatabaseAtStart(): Promise<void> {
  const started = Date.now();
  const attempt = async (n: number): Promise<void> => {
    try {
      const handle = await getDbHandle();
      const { connect, migrate, seed } = openPhases;
      const phases =
        connect === undefined
          ? ''
          : ` (conexión ${connect} ms, migraciones ${migrate ?? '?'} ms, datos ${seed ?? '?'} ms)`;
      console.log(
        `[db] ${handle.driver === 'pglite' ? 'PGlite embebido' : 'PostgreSQL'} listo en ${Date.now() - started} ms${n > 1 ? ` (intento ${n})` : ''}${phases}`,
      );
      void reencodeOldPhotos(handle.db);
      void startWorkingJobs();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        console.error(`[db] No se pudo abrir la base de datos; el servidor se detiene: ${redact(rootMessage(error))}`);
        process.exit(1);
      }
      if (n === 1)
        console.error(
          `[db] La base de datos no responde (${redact(rootMessage(error))}): la API contesta 503 mientras tanto y se reintenta cada ${RETRY_MS / 1000} s.`,
        );
      setTimeout(() => void attempt(n + 1), RETRY_MS).unref();
    }
  };
  await attempt(1);
}

/** Once the database is open, this server works the job queue (lib/server/jobs): mails, expiries. */
async function startWorkingJobs(): Promise<void> {
  try {
    const [{ startJobWorkers }, { JOB_HANDLERS }] = await Promise.all([
      import('@/lib/server/jobs/boss'),
      import('@/lib/server/jobs/handlers'),
    ]);
    await startJobWorkers(JOB_HANDLERS);
  } catch (error) {
    console.error(`[jobs] No se pudo iniciar la cola de trabajos: ${redact(rootMessage(error))}`);
  }
}
