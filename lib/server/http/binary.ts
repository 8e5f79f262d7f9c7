import 'server-only';
import { cleanFileName } from '@/lib/server/files/names';

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

/**
 * RFC 6266 filename: an ASCII fallback plus the UTF-8 name (RFC 8187), so "Lista de precios ñ.pdf"
 * survives. The name is cleaned first (lib/server/files/names.ts): no control or bidirectional
 * characters reach the header, whoever built the name.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const clean = cleanFileName(name) || 'archivo';
  const ascii = clean
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  // RFC 8187 allows fewer bare characters than encodeURIComponent leaves: ' ( ) * are escaped too.
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
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
