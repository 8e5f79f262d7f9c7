/**
 * @jest-environment node
 */
// Uploads in an S3-compatible bucket (S3_* set): the adapter against s3rver, a local S3 server
// that checks SigV4 signatures, so several instances can share one store.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { storeFor } from '@/lib/server/storage';
import { localStore } from '@/lib/server/storage/local';
import { loadEnv } from '@/lib/env';

const BUCKET = 'solara-test';
const KEY = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
let server: S3rver;
let endpoint: string;
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'solara-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const s3 = (overrides: Record<string, string> = {}) =>
  storeFor({
    DATA_DIR: '/nonexistent',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    ...KEY,
    ...overrides,
  });

const PDF = new Uint8Array(Buffer.from('%PDF-1.7\n% lista de precios\n'));

it('stores, reads back and deletes an object in the bucket', async () => {
  const store = s3();
  await store.put('files/lista-2026.pdf', PDF);
  const read = await store.get('files/lista-2026.pdf');
  expect(read?.contentType).toBe('application/pdf');
  expect(Buffer.compare(read!.bytes, Buffer.from(PDF))).toBe(0);

  await store.delete('files/lista-2026.pdf');
  expect(await store.get('files/lista-2026.pdf')).toBeNull();
  // Deleting what is gone is not an error: a retried delete must not fail.
  await expect(store.delete('files/lista-2026.pdf')).resolves.toBeUndefined();
});

it('answers null for an object that does not exist', async () => {
  expect(await s3().get('files/no-existe.pdf')).toBeNull();
});

it('refuses keys the server would never generate, before any request', async () => {
  await expect(s3().put('../fuera.pdf', PDF)).rejects.toThrow('Clave de almacenamiento inválida');
  expect(await s3().get('files/../../etc/passwd.pdf')).toBeNull();
});

it('fails loudly when the bucket refuses the credentials (an unknown key id)', async () => {
  await expect(
    s3({ S3_ACCESS_KEY_ID: 'NADIE', S3_SECRET_ACCESS_KEY: 'otra-clave' }).put('files/x.pdf', PDF),
  ).rejects.toThrow(/S3 PUT respondió 403/);
});

it('uses the local disk when S3 is not configured', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'solara-local-'));
  try {
    const store = storeFor({ DATA_DIR: dir });
    await store.put('avatars/foto.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect((await localStore(dir).get('avatars/foto.png'))?.contentType).toBe('image/png');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('refuses half an S3 configuration at start-up, naming what is missing', () => {
  expect(() => loadEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ACCESS_KEY_ID: falta/);
  expect(() => loadEnv({})).not.toThrow();
});
