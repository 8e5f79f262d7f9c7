import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

// A new PGlite data directory starts from a template instead of running initdb (initdb was
// two thirds of a first start). `next build` opens an in-memory PGlite to prerender; once it
// is migrated, and before anything is seeded, it is dumped into the build (distDir) as the
// template. A new DATA_DIR is then unpacked from it: an empty, migrated database, seeded as
// usual. The file is named after the PGlite version that wrote it, so a PGlite upgraded without a
// rebuild ignores it and runs initdb as before; no build, no template, the same.

export function pgliteVersion(): string | null {
  try {
    const manifest = path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

/** Where this build keeps the template for this PGlite; null when the version cannot be read. */
function templateFile(): string | null {
  const version = pgliteVersion();
  if (!version) return null;
  return path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', `solara-pglite-${version}.tar.gz`);
}

/** The template to unpack into `dataDir`, when the directory holds no database yet and a template exists. */
export function templateFor(dataDir: string): Blob | undefined {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  const file = templateFile();
  if (!file || !existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}

/** Writes the template from a migrated, unseeded PGlite (the build's); whole or not at all. */
export async function writeTemplate(client: PGlite): Promise<void> {
  const file = templateFile();
  if (!file) return;
  const dump = await client.dumpDataDir('gzip');
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}
