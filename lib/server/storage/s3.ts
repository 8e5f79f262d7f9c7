import 'server-only';
import { AwsClient } from 'aws4fetch';
import { assertKey, contentTypeOf, STORAGE_KEY, type ObjectStore } from './keys';

type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces…), shared
 * by every instance. Path-style URLs (endpoint/bucket/key) work with all of them; requests are
 * signed with SigV4 by aws4fetch, a few KB instead of the AWS SDK.
 */
export function s3Store(settings: S3Settings): ObjectStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
  });
  const base = `${settings.endpoint.replace(/\/$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const urlFor = (key: string) => {
    assertKey(key);
    return `${base}/${key}`;
  };
  const fail = async (what: string, response: Response): Promise<never> => {
    throw new Error(`S3 ${what} respondió ${response.status}: ${(await response.text()).slice(0, 200)}`);
  };

  return {
    async put(key, bytes) {
      const response = await client.fetch(urlFor(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'Content-Type': contentTypeOf(key), 'Content-Length': String(bytes.byteLength) },
      });
      if (!response.ok) await fail('PUT', response);
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return null;
      const response = await client.fetch(urlFor(key));
      if (response.status === 404) return null;
      if (!response.ok) await fail('GET', response);
      return { bytes: Buffer.from(await response.arrayBuffer()), contentType: contentTypeOf(key) };
    },
    async delete(key) {
      if (!STORAGE_KEY.test(key)) return;
      const response = await client.fetch(urlFor(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('DELETE', response);
    },
  };
}
