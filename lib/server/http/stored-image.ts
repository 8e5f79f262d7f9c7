import 'server-only';
import type { StoredImage } from '@/lib/server/use-cases/images';
import { binary } from './binary';

/** An uploaded image: its name is random and changes with every upload, so it may be cached for good. */
export function storedImageResponse(image: StoredImage): Response {
  return binary(image.bytes, {
    type: image.contentType,
    disposition: `inline; filename="${image.name}"`,
    cacheControl: 'public, max-age=31536000, immutable',
  });
}
