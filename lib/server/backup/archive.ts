import 'server-only';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

// The backup file: one gzipped tar (tar-stream), readable with any `tar -xzf`. Its entries are
// the manifest first, then the database's dump, then DATA_DIR's files under data/.

export const MANIFEST_ENTRY = 'manifest.json';
export const DATA_PREFIX = 'data/';

export type ArchiveWriter = {
  addBytes: (name: string, bytes: Uint8Array) => Promise<void>;
  /** Adds a file as it is when opened; false when it was gone by then (removed since it was listed). */
  addFile: (name: string, file: string) => Promise<boolean>;
  /** Ends the archive and waits until the file is whole on disk. */
  finish: () => Promise<void>;
};

/** An entry name that cannot leave the folder it is unpacked into. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.length > 1000 || name.startsWith('/') || name.includes('\\') || name.includes('\0')) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

export function createArchive(file: string): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(file, { mode: 0o600 }));
  // A failed write surfaces at finish(); until then, keep the rejection from being unhandled.
  written.catch(() => undefined);

  const entry = (name: string, size: number) => {
    if (!isSafeEntryName(name)) throw new Error(`Nombre no válido en la copia: ${name}`);
    let settle!: (error?: Error | null) => void;
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    const sink = pack.entry({ name, size, mode: 0o600, mtime: new Date() }, (error) => settle(error));
    return { sink, done };
  };

  return {
    async addBytes(name, bytes) {
      const { sink, done } = entry(name, bytes.byteLength);
      sink.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      await done;
    },
    async addFile(name, file) {
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
      try {
        // The size when opened: a file that grows meanwhile is copied as it was (the header is written first).
        const { size } = await handle.stat();
        const { sink, done } = entry(name, size);
        if (size > 0) {
          for await (const chunk of handle.createReadStream({ start: 0, end: size - 1, autoClose: false })) {
            if (!sink.write(chunk as Buffer)) await once(sink, 'drain');
          }
        }
        // streamx's types ask end() for a chunk; ending without one is what its docs show.
        (sink as unknown as { end: () => void }).end();
        await done;
        return true;
      } finally {
        await handle.close();
      }
    },
    async finish() {
      pack.finalize();
      await written;
    },
  };
}

export type ArchiveEntry = {
  name: string;
  size: number;
  /** The entry's bytes, whole (the manifest, small files). */
  bytes: () => Promise<Buffer>;
  /** The entry's bytes, as a stream to copy somewhere. */
  stream: AsyncIterable<Buffer>;
};

/**
 * Every file entry of a backup, in order. Each must be read (bytes() or stream) or it is skipped
 * when the loop goes on. Entries that are not plain files, or whose names could escape, are an error.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const fail = (error: Error) => extract.destroy(error);
  source.on('error', fail);
  gunzip.on('error', (error) => fail(new Error(`La copia está dañada o no es un .tar.gz (${error.message}).`)));
  source.pipe(gunzip).pipe(extract as unknown as NodeJS.WritableStream);
  for await (const stream of extract) {
    const { name, size, type } = stream.header;
    if (type !== 'file' && type !== 'directory') throw new Error(`La copia contiene una entrada no admitida: ${name}`);
    if (type === 'directory') {
      stream.resume();
      continue;
    }
    if (!isSafeEntryName(name)) throw new Error(`La copia contiene un nombre no válido: ${name}`);
    let consumed = false;
    const iterable = stream as unknown as AsyncIterable<Buffer>;
    yield {
      name,
      size,
      stream: {
        [Symbol.asyncIterator]: () => {
          consumed = true;
          return iterable[Symbol.asyncIterator]();
        },
      },
      bytes: async () => {
        consumed = true;
        const chunks: Buffer[] = [];
        for await (const chunk of iterable) chunks.push(chunk);
        return Buffer.concat(chunks);
      },
    };
    if (!consumed) stream.resume();
  }
}
