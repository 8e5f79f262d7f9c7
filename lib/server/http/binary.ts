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

/** RFC 6266 filename: an ASCII fallback plus the UTF-8 name, so "Lista de precios ñ.pdf" survives. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

type StreamedFile = { fileName: string; contentType: string; body: ReadableStream<Uint8Array> };

/**
 * A file written while it is sent (an export): no Content-Length, never cached. The name is ours
 * and plain ASCII ("pedidos-2026-11-24.csv"), so the simple `filename` form is enough.
 */
export function streamedAttachment({ fileName, contentType, body }: StreamedFile): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
