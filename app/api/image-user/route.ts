import { handle } from '@/lib/server/http/handler';
import { accountEndpoints } from '@/lib/contract/endpoints/account';
import { readUpload } from '@/lib/server/http/body-limit';
import { changeProfilePhoto } from '@/lib/server/use-cases/account';

// POST /api/image-user — multipart field `image` (JPEG, PNG or WebP up to 5 MB, checked from
// the bytes) becomes the user's photo, re-encoded as a square WebP; returns the user; signed in.
export const POST = handle(accountEndpoints.uploadProfilePhoto, async ({ req, auth }) => {
  const { file } = await readUpload(req, {
    field: 'image',
    maxBytes: 5 * 1024 * 1024,
    messages: {
      required: 'El campo imagen es obligatorio.',
      tooLarge: 'La imagen no debe pesar más de 5 MB.',
      notMultipart: 'Envía la imagen como multipart/form-data en el campo «image».',
    },
  });
  return changeProfilePhoto(auth.user, new Uint8Array(await file.arrayBuffer()));
});
