import { route, json } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { HttpError } from '@/lib/server/http/errors';
import { InvalidInputError } from '@/lib/server/errors';
import { readMultipart } from '@/lib/server/http/body-limit';
import { MAX_FILE_BYTES } from '@/lib/contract/files';
import { fileKind, listFiles, storeFile } from '@/lib/server/services/files';

// GET /api/files/{list-price|digital-catalog|promotions} — the files of a section, newest first; signed in.
export const GET = route('user', async ({ params }) => listFiles(await getDb(), fileKind(params.kind)));

// POST /api/files/{kind} — multipart field `file`: a PDF, JPEG, PNG or WebP up to 20 MB (type
// judged by the bytes); optional field `name`; admin only.
export const POST = route(['admin'], async ({ req, params, auth }) => {
  const kind = fileKind(params.kind);
  const form = await readMultipart(req, MAX_FILE_BYTES + 64 * 1024, {
    tooLarge: 'El archivo no debe pesar más de 20 MB.',
    notMultipart: 'Envía el archivo como multipart/form-data en el campo «file».',
  });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw InvalidInputError.field('file', 'El campo archivo es obligatorio.');
  if (file.size > MAX_FILE_BYTES) throw new HttpError(413, 'El archivo no debe pesar más de 20 MB.');
  const name = typeof form.get('name') === 'string' && (form.get('name') as string).trim() ? (form.get('name') as string) : file.name;
  return json(await storeFile(await getDb(), kind, name, new Uint8Array(await file.arrayBuffer()), auth.user.id), { status: 201 });
});
