import { handle } from '@/lib/server/http/handler';
import { filesEndpoints } from '@/lib/contract/endpoints/files';
import { binary, contentDisposition } from '@/lib/server/http/binary';
import { deleteFile, downloadFile } from '@/lib/server/use-cases/files';

// GET /api/files/{kind}/{id} — the file with its type and Content-Disposition (inline to preview,
// ?download=1 to save); signed in.
export const GET = handle(filesEndpoints.downloadFile, async ({ req, params }) => {
  const file = await downloadFile(params.kind, params.id);
  const download = new URL(req.url).searchParams.get('download') === '1';
  return binary(file.bytes, {
    type: file.mimeType,
    disposition: contentDisposition(download ? 'attachment' : 'inline', file.name),
    cacheControl: 'private, no-store',
  });
});

// DELETE /api/files/{kind}/{id} — removes a file; admin only.
export const DELETE = handle(filesEndpoints.deleteFile, async ({ params }) => deleteFile(params.kind, params.id));
