import 'server-only';
import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

// PGlite is one process's database: a second process that opens DATA_DIR/pglite while the server
// has it open is not refused (PGlite writes a postmaster.pid but never checks it) and the two would
// corrupt each other. So `npm run backup` does not open it while the server runs: it asks the
// server, over a Unix socket in DATA_DIR, for PGlite's own dump of its data directory.
//
// No token or password: the socket is a file of DATA_DIR with the owner's permissions only
// (0600), and whoever may open it may already read DATA_DIR/pglite itself. An HTTP endpoint
// would instead hand the whole database (password hashes, second-factor seeds) to any stolen
// administrator token.

export const BACKUP_SOCKET_NAME = 'backup.sock';
// Unix socket paths are limited to 107 bytes (sun_path) on Linux.
const MAX_SOCKET_PATH = 100;

export const backupSocketPath = (dataDir: string): string => path.join(path.resolve(dataDir), BACKUP_SOCKET_NAME);

type DumpAnswer = { bytes: Uint8Array; engineVersion: string };
export type DumpSource = () => Promise<DumpAnswer>;

/**
 * Serves dumps on DATA_DIR/backup.sock. A socket left by a process that died is replaced; one
 * that still answers belongs to another server on the same DATA_DIR, and is left alone.
 */
export async function listenForBackups(
  dataDir: string,
  dump: DumpSource,
  log: (line: string) => void = console.log,
): Promise<net.Server | null> {
  const socketPath = backupSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    log(
      `[copia] DATA_DIR es una ruta demasiado larga para el socket de copias (${socketPath}): npm run backup necesitará el servidor detenido.`,
    );
    return null;
  }
  if (await isServerAnswering(dataDir)) {
    log(`[copia] Otro servidor ya atiende copias en ${socketPath}: ¿dos procesos sobre el mismo DATA_DIR?`);
    return null;
  }
  await mkdir(path.dirname(socketPath), { recursive: true }); // a first start: DATA_DIR may not exist yet
  await rm(socketPath, { force: true });
  let busy = false;
  const server = net.createServer((socket) => {
    socket.once('data', () => {
      if (busy) {
        socket.end(
          `${JSON.stringify({ ok: false, message: 'Ya se está haciendo otra copia; espera a que termine.' })}\n`,
        );
        return;
      }
      busy = true;
      dump()
        .then(({ bytes, engineVersion }) => {
          socket.write(`${JSON.stringify({ ok: true, size: bytes.byteLength, engine_version: engineVersion })}\n`);
          socket.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          socket.end(`${JSON.stringify({ ok: false, message })}\n`);
        })
        .finally(() => {
          busy = false;
        });
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  server.unref(); // it never keeps a stopping server alive
  return server;
}

/** Whether a server answers on DATA_DIR's socket (a file left by a process that died refuses the connection). */
export async function isServerAnswering(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(backupSocketPath(dataDir));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Asks the running server for a dump. Null when no server listens on this DATA_DIR (no socket, or
 * one left by a process that died); an error when one answers but cannot make the dump.
 */
export async function requestDump(dataDir: string, timeoutMs = 10 * 60_000): Promise<DumpAnswer | null> {
  const socketPath = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let connected = false;
    let header: { ok: boolean; size?: number; engine_version?: string; message?: string } | null = null;
    let buffered = Buffer.alloc(0);
    const chunks: Buffer[] = [];
    let received = 0;
    const timer = setTimeout(() => socket.destroy(new Error('El servidor no terminó la copia a tiempo.')), timeoutMs);
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ op: 'dump' })}\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      if (header) {
        chunks.push(chunk);
        received += chunk.length;
        return;
      }
      buffered = Buffer.concat([buffered, chunk]);
      const newline = buffered.indexOf(10);
      if (newline < 0) return;
      header = JSON.parse(buffered.subarray(0, newline).toString('utf8'));
      const rest = buffered.subarray(newline + 1);
      chunks.push(rest);
      received += rest.length;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null);
      else reject(error);
    });
    socket.once('close', () => {
      clearTimeout(timer);
      if (!connected) return;
      if (!header) return reject(new Error('El servidor cerró el socket de copias sin responder.'));
      if (!header.ok) return reject(new Error(`El servidor no pudo hacer la copia: ${header.message}`));
      if (received !== header.size)
        return reject(new Error(`La copia llegó incompleta (${received} de ${header.size} bytes).`));
      resolve({ bytes: Buffer.concat(chunks), engineVersion: header.engine_version ?? '' });
    });
  });
}
