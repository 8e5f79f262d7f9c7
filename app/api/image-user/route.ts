import { route } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { HttpError } from '@/lib/server/http/errors';
import { InvalidInputError } from '@/lib/server/errors';
import { readMultipart } from '@/lib/server/http/body-limit';
import { saveUserImage } from '@/lib/server/services/user-images';
import { serializeUser } from '@/lib/server/services/users';

const MAX_BYTES = 5 * 1024 * 1024;

// POST /api/image-user — multipart field `image` (JPEG, PNG or WebP up to 5 MB, checked from
// the bytes) becomes the user's photo; returns the user; signed in.
export const POST = route('user', async ({ req, auth }) => {
  const form = await readMultipart(req, MAX_BYTES + 64 * 1024, {
    tooLarge: 'La imagen no debe pesar más de 5 MB.',
    notMultipart: 'Envía la imagen como multipart/form-data en el campo «image».',
  });
  const file = form.get('image');
  if (!(file instanceof Blob) || file.size === 0) throw InvalidInputError.field('image', 'El campo imagen es obligatorio.');
  if (file.size > MAX_BYTES) throw new HttpError(413, 'La imagen no debe pesar más de 5 MB.');
  const user = await saveUserImage(await getDb(), auth.user, new Uint8Array(await file.arrayBuffer()));
  return serializeUser(user);
});
