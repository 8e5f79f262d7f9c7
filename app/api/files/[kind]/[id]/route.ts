import { route, pathId } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { contentDisposition, fileKind, readFile, removeFile } from '@/lib/server/services/files';

// GET /api/files/{kind}/{id} — the file with its type and Content-Disposition (inline to preview,
// ?download=1 to save); signed in.
export const GET = route('user', async ({ req, params }) => {
  const { row, bytes } = await readFile(await getDb(), fileKind(params.kind), pathId(params.id));
  const download = new URL(req.url).searchParams.get('download') === '1';
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': row.mimeType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': contentDisposition(download ? 'attachment' : 'inline', row.name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

// DELETE /api/files/{kind}/{id} — removes a file; admin only.
export const DELETE = route(['admin'], async ({ params }) => {
  await removeFile(await getDb(), fileKind(params.kind), pathId(params.id));
  return { message: 'Archivo eliminado.' };
});
