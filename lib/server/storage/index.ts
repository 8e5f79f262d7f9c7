import 'server-only';
import { env } from '@/lib/env';
import type { ObjectStore, StoredObject } from './keys';
import { localStore } from './local';
import { s3Store } from './s3';

type StorageEnv = Pick<
  typeof env,
  'DATA_DIR' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

/**
 * Where uploads (price lists, catalogues, promotions, user photos) live: an S3-compatible bucket
 * when S3_* is set (what several instances need), else DATA_DIR/uploads on this disk. lib/env.js
 * refuses half an S3 configuration.
 */
export function storeFor(settings: StorageEnv): ObjectStore {
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = settings;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return s3Store({ endpoint, bucket, region: settings.S3_REGION ?? 'us-east-1', accessKeyId, secretAccessKey });
  }
  return localStore(settings.DATA_DIR);
}

let current: ObjectStore | undefined;
const store = () => (current ??= storeFor(env));

/** Tests put a store of their own in place (a local S3 server); undefined goes back to the environment's. */
export function installTestStore(store: ObjectStore | undefined): void {
  current = store;
}

export const putObject = (key: string, bytes: Uint8Array): Promise<void> => store().put(key, bytes);
export const getObject = (key: string): Promise<StoredObject | null> => store().get(key);
export const deleteObject = (key: string): Promise<void> => store().delete(key);
