import 'server-only';
import { NotFoundError } from '@/lib/server/errors';
import { getObject } from '@/lib/server/storage';

const FILE_NAME = /^[A-Za-z0-9_-]{20,64}\.(jpg|png|webp)$/;

/**
 * An uploaded image served back with its content type. Names are random and change with every
 * upload, so the response can be cached for good; anything that is not such a name is a 404.
 */
export async function storedImageResponse(folder: 'avatars' | 'catalog', file: string | undefined): Promise<Response> {
  const object = file && FILE_NAME.test(file) ? await getObject(`${folder}/${file}`) : null;
  if (!object) throw new NotFoundError('La imagen no existe.');
  return new Response(new Uint8Array(object.bytes), {
    headers: {
      'Content-Type': object.contentType,
      'Content-Length': String(object.bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename="${file}"`,
    },
  });
}
