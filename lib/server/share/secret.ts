import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';
import { logFailure } from '@/lib/server/log';

const holder = globalThis as typeof globalThis & { __solaraShareSecret?: string };

const MIN_LENGTH = 32;

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
    // Another process wrote it first (EEXIST): use theirs, so both sign alike.
    const theirs = read();
    if (theirs) return theirs;
    throw new Error(`No se pudo guardar el secreto de los enlaces compartidos en ${file}`);
  }
}

/**
 * The key share links are signed with: SHARE_SECRET, else one kept in DATA_DIR/share-secret so
 * links survive a restart. Several API instances need the same key: set SHARE_SECRET (or share
 * DATA_DIR). A disk that cannot be written gets a key of this process only (links die with it).
 */
export function shareSecret(): string {
  if (env.SHARE_SECRET) return env.SHARE_SECRET;
  if (holder.__solaraShareSecret) return holder.__solaraShareSecret;
  let secret: string;
  try {
    secret = persistedSecret(path.resolve(env.DATA_DIR, 'share-secret'));
  } catch (error) {
    logFailure('[share] sin SHARE_SECRET ni DATA_DIR escribible: los enlaces compartidos valen hasta que el proceso se detenga', error);
    secret = randomBytes(32).toString('hex');
  }
  holder.__solaraShareSecret = secret;
  return secret;
}
