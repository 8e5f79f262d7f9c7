import 'server-only';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_SOCKET_NAME } from './socket';

// DATA_DIR's own files go into a backup beside the database: uploads (price lists, catalogues,
// promotions, photos) when they live on this disk, the keys the server made itself (share links,
// the security log's pseudonyms), and the mail written as .eml without SMTP. Not the PGlite data
// directory (its dump is taken apart), the backup socket, or a restore left half done.

export const STAGING_PREFIX = '.restaurando-';
const LEFT_OUT = new Set(['pglite', BACKUP_SOCKET_NAME]);

export type DataFile = { relative: string; absolute: string; size: number };

/** Every regular file under DATA_DIR that a backup carries, relative to it with `/` separators. */
export async function listDataFiles(dataDir: string, { skip = [] as string[] } = {}): Promise<DataFile[]> {
  const root = path.resolve(dataDir);
  const skipped = new Set(skip.map((entry) => path.resolve(entry)));
  const found: DataFile[] = [];
  const walk = async (folder: string, relative: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (!relative && (LEFT_OUT.has(entry.name) || entry.name.startsWith(STAGING_PREFIX))) continue;
      const absolute = path.join(folder, entry.name);
      if (skipped.has(absolute)) continue;
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(absolute, name);
      else if (entry.isFile()) found.push({ relative: name, absolute, size: (await stat(absolute)).size });
      // Symbolic links, sockets and the like are not the app's: left out.
    }
  };
  await walk(root, '');
  return found;
}

/** Whether DATA_DIR already holds anything a restore would replace (its database or files). */
export async function dataDirInUse(dataDir: string): Promise<string[]> {
  const root = path.resolve(dataDir);
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.name !== BACKUP_SOCKET_NAME && !entry.name.startsWith(STAGING_PREFIX))
    .map((entry) => entry.name)
    .sort();
}
