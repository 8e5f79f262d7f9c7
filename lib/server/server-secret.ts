import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';
import { logFailure } from '@/lib/server/log';

// The server's own keys (share links, the security log's pseudonyms): a variable when set, else a
// random key kept in DATA_DIR, so that it survives a restart without anyone having to choose one.

const MIN_LENGTH = 32;

const holder = globalThis as typeof globalThis & { __solaraServerSecrets?: Map<string, string> };

/** The secret in `file`, created (random, owner-only) when there is none; a race loses to the first writer. */
export function persistedSecret(file: string): string {
  const read = () => {
    try {
      const value = readFileSync(file, 'utf8').trim();
      return value.length >= MIN_LENGTH ? value : null;
    } catch {
      return null;
    }
  };
  const existing = read();
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const fresh = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch {
    // Another process wrote it first (EEXIST): use theirs, so both use one key.
    const theirs = read();
    if (theirs) return theirs;
    throw new Error(`No se pudo guardar el secreto del servidor en ${file}`);
  }
}

type ServerSecret = {
  /** The variable's value, which wins when set (several instances set the same one). */
  configured: string | undefined;
  /** The file under DATA_DIR that keeps the key otherwise. */
  fileName: string;
  /** What the log says when the disk cannot keep a key: what stops working at the next start. */
  lostOnRestart: string;
};

/**
 * `configured`, else the key kept in DATA_DIR/`fileName` (read once per process). A disk that
 * cannot be written gets a key of this process only, and the log says what that costs.
 */
export function serverSecret({ configured, fileName, lostOnRestart }: ServerSecret): string {
  if (configured) return configured;
  const cache = (holder.__solaraServerSecrets ??= new Map());
  const known = cache.get(fileName);
  if (known) return known;
  let secret: string;
  try {
    secret = persistedSecret(path.resolve(env.DATA_DIR, fileName));
  } catch (error) {
    logFailure(`[secretos] DATA_DIR no es escribible: ${lostOnRestart}`, error);
    secret = randomBytes(32).toString('hex');
  }
  cache.set(fileName, secret);
  return secret;
}
