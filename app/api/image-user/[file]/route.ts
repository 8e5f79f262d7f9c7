import { route } from '@/lib/server/http/handler';
import { notFound } from '@/lib/server/http/errors';
import { getObject } from '@/lib/server/storage';

// GET /api/image-user/{file} — a profile photo with its content type; public (the name is
// random and changes with every upload, so it can be cached for good).
export const GET = route('public', async ({ params }) => {
  const object = /^[A-Za-z0-9_-]{20,64}\.(jpg|png|webp)$/.test(params.file ?? '') ? await getObject(`avatars/${params.file}`) : null;
  if (!object) throw notFound('La imagen no existe.');
  return new Response(new Uint8Array(object.bytes), {
    headers: {
      'Content-Type': object.contentType,
      'Content-Length': String(object.bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename="${params.file}"`,
    },
  });
});
