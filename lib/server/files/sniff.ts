import 'server-only';

export type SniffedType = { mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf'; ext: 'jpg' | 'png' | 'webp' | 'pdf' };

/** The real type from the first bytes (magic numbers), whatever the client claims. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: 'image/png', ext: 'png' };
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return { mime: 'application/pdf', ext: 'pdf' };
  return null;
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
