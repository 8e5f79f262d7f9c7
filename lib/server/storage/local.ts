import 'server-only';
import path from 'node:path';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { assertKey, contentTypeOf, STORAGE_KEY, type ObjectStore } from './keys';

/** Uploads on local disk under DATA_DIR/uploads: one instance, or several sharing that folder. */
export function localStore(dataDir: string): ObjectStore {
  const fileFor = (key: string) => {
    assertKey(key);
    return path.join(path.resolve(dataDir, 'uploads'), key);
  };
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        return { bytes: await readFile(fileFor(key)), contentType: contentTypeOf(key) };
      } catch {
        return null;
      }
    },
    async delete(key) {
      if (!STORAGE_KEY.test(key)) return;
      await rm(fileFor(key), { force: true });
    },
  };
}
