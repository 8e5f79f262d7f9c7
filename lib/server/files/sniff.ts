import 'server-only';

type SniffedType = {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  ext: 'jpg' | 'png' | 'webp' | 'pdf';
};

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

// Markup a browser would run if it ever sniffed the file as HTML/SVG.
const MARKUP = /<(?:script|html|svg|iframe|object|embed|body|\?php)[\s/>]|javascript:/i;

/**
 * True for a polyglot image: a valid image header followed by HTML, SVG or script. Only for
 * images stored as sent (the panel's files), which are refused rather than stored; photos are
 * re-encoded (lib/server/files/photo.ts) and PDFs judged by their objects (lib/server/files/pdf.ts).
 */
export function hasMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}
