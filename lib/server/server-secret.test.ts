/** @jest-environment node */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { persistedSecret } from './server-secret';

describe('a server secret kept in DATA_DIR (share links, log pseudonyms) when no variable sets it', () => {
  const dir = () => mkdtempSync(path.join(os.tmpdir(), 'solara-secret-'));

  it('is created once, random, readable only by its owner, and read back after a restart', () => {
    const file = path.join(dir(), 'nested', 'share-secret');
    const first = persistedSecret(file);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(persistedSecret(file)).toBe(first);
    expect(persistedSecret(path.join(dir(), 'share-secret'))).not.toBe(first);
  });

  it('keeps a secret someone set in the file, and replaces one too short to be safe', () => {
    const file = path.join(dir(), 'share-secret');
    writeFileSync(file, `${'k'.repeat(40)}\n`);
    expect(persistedSecret(file)).toBe('k'.repeat(40));
    const short = path.join(dir(), 'short');
    writeFileSync(short, 'corto');
    expect(() => persistedSecret(short)).toThrow(/share-secret|short/);
    expect(readFileSync(short, 'utf8')).toBe('corto');
  });
});
