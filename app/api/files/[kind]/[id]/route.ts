import { route, pathId, pathOneOf } from '@/lib/server/http/handler';
import { binary, contentDisposition } from '@/lib/server/http/binary';
import { FILE_KINDS } from '@/lib/contract/files';
import { deleteFile, downloadFile } from '@/lib/server/use-cases/files';

const NO_SECTION = 'Esa sección de archivos no existe.';

// GET /api/files/{kind}/{id} — the file with its type and Content-Disposition (inline to preview,
// ?download=1 to save); signed in.
export const GET = route('user', async ({ req, params }) => {
  const file = await downloadFile(pathOneOf(params.kind, FILE_KINDS, NO_SECTION), pathId(params.id));
  const download = new URL(req.url).searchParams.get('download') === '1';
  return binary(file.bytes, {
    type: file.mimeType,
    disposition: contentDisposition(download ? 'attachment' : 'inline', file.name),
    cacheControl: 'private, no-store',
  });
});

// DELETE /api/files/{kind}/{id} — removes a file; admin only.
export const DELETE = route(['admin'], async ({ params }) =>
  deleteFile(pathOneOf(params.kind, FILE_KINDS, NO_SECTION), pathId(params.id)),
);
