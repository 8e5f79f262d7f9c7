import { route, json, pathOneOf, readFormFields } from '@/lib/server/http/handler';
import { readUpload } from '@/lib/server/http/body-limit';
import { FILE_KINDS, MAX_FILE_BYTES, fileValiditySchema } from '@/lib/contract/files';
import { listFiles, uploadFile } from '@/lib/server/use-cases/files';

const NO_SECTION = 'Esa sección de archivos no existe.';

// GET /api/files/{list-price|digital-catalog|promotions} — the files of a section, newest first; signed in.
export const GET = route('user', async ({ params }) => listFiles(pathOneOf(params.kind, FILE_KINDS, NO_SECTION)));

// POST /api/files/{kind} — multipart field `file`: a PDF, JPEG, PNG or WebP up to 20 MB (type
// judged by the bytes); optional fields `name`, `valid_from` and `valid_until` (ISO days, a
// promotion's dates: until ≥ from, else 422); admin only.
export const POST = route(['admin'], async ({ req, params, auth }) => {
  const kind = pathOneOf(params.kind, FILE_KINDS, NO_SECTION);
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
