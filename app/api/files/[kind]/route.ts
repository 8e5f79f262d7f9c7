import { handle, json, readFormFields } from '@/lib/server/http/handler';
import { filesEndpoints } from '@/lib/contract/endpoints/files';
import { readUpload } from '@/lib/server/http/body-limit';
import { MAX_FILE_BYTES, fileValiditySchema } from '@/lib/contract/files';
import { listFiles, uploadFile } from '@/lib/server/use-cases/files';

// GET /api/files/{list-price|digital-catalog|promotions} — the files of a section, newest first; signed in.
export const GET = handle(filesEndpoints.files, async ({ params }) => listFiles(params.kind));

// POST /api/files/{kind} — multipart field `file`: a PDF, JPEG, PNG or WebP up to 20 MB (type
// judged by the bytes); optional fields `name`, `valid_from` and `valid_until` (ISO days, a
// promotion's dates: until ≥ from, else 422); admin only.
export const POST = handle(filesEndpoints.uploadFile, async ({ req, params, auth }) => {
  const kind = params.kind;
  const { file, form } = await readUpload(req, {
    field: 'file',
    maxBytes: MAX_FILE_BYTES,
    messages: {
      required: 'El campo archivo es obligatorio.',
      tooLarge: 'El archivo no debe pesar más de 20 MB.',
      notMultipart: 'Envía el archivo como multipart/form-data en el campo «file».',
    },
  });
  const validity = readFormFields(form, fileValiditySchema);
  const given = form.get('name');
  const name = typeof given === 'string' && given.trim() ? given : file.name;
  return json(await uploadFile(auth.user, kind, { name, bytes: new Uint8Array(await file.arrayBuffer()), validity }), {
    status: 201,
  });
});
