import 'server-only';

export type SniffedType = { mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf'; ext: 'jpg' | 'png' | 'webp' | 'pdf' };

const ACCEPTED: Record<string, SniffedType> = {
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { mime: 'image/png', ext: 'png' },
  'image/webp': { mime: 'image/webp', ext: 'webp' },
  'application/pdf': { mime: 'application/pdf', ext: 'pdf' },
};

/**
 * The real type from the file's bytes (file-type's signatures), whatever the client claims;
 * null for anything but JPEG, PNG, WebP and PDF. ASVS 5.2.2: the content decides, not the name.
 * Imported when first needed: file-type is ESM only.
 */
export async function sniffType(bytes: Uint8Array): Promise<SniffedType | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  return (detected && ACCEPTED[detected.mime]) ?? null;
}

// Markup a browser would run if it ever sniffed the file as HTML/SVG, and PDF script actions.
const MARKUP = /<(?:script|html|svg|iframe|object|embed|body|\?php)[\s/>]|javascript:/i;
const PDF_SCRIPT = /\/(?:JavaScript|JS)[\s/<([]/;

/**
 * True for a polyglot: a valid image/PDF header followed by HTML, SVG or script (or a PDF with
 * JavaScript actions). Such files are refused rather than stored, whatever they claim to be.
 */
export function hasActiveContent(bytes: Uint8Array, type: SniffedType): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return MARKUP.test(text) || (type.ext === 'pdf' && PDF_SCRIPT.test(text));
}
