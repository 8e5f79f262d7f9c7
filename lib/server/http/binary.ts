import 'server-only';

// File downloads (stored files, quote PDFs, uploaded images): the bytes with their length and
// type, never sniffed by the browser as something else.

type BinaryInit = { type: string; disposition: string; cacheControl: string };

export function binary(bytes: Uint8Array, { type, disposition, cacheControl }: BinaryInit): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': type,
      'Content-Length': String(bytes.length),
      'Content-Disposition': disposition,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
