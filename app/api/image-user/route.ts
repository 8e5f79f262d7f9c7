import { route } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { HttpError, fieldError } from '@/lib/server/http/errors';
import { saveUserImage } from '@/lib/server/services/user-images';
import { serializeUser } from '@/lib/server/services/users';

const MAX_BYTES = 5 * 1024 * 1024;

// POST /api/image-user — multipart field `image` (JPEG, PNG or WebP up to 5 MB, checked from
// the bytes) becomes the user's photo; returns the user; signed in.
export const POST = route('user', async ({ req, auth }) => {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BYTES + 64 * 1024) throw new HttpError(413, 'La imagen no debe pesar más de 5 MB.');
  if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(415, 'Envía la imagen como multipart/form-data en el campo «image».');
  }
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new HttpError(400, 'El formulario enviado no es válido.');
  }
  const file = form.get('image');
  if (!(file instanceof Blob) || file.size === 0) throw fieldError('image', 'El campo imagen es obligatorio.');
  if (file.size > MAX_BYTES) throw new HttpError(413, 'La imagen no debe pesar más de 5 MB.');
  const user = await saveUserImage(await getDb(), auth.user, new Uint8Array(await file.arrayBuffer()));
  return serializeUser(user);
});
