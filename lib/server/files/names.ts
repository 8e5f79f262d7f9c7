import 'server-only';

// File names that people see (a file's list row, a download's Content-Disposition). A name may
// only say what the file is: no control or invisible format characters — bidirectional overrides
// (U+202E shows "factura‮fdp.exe" as "facturaexe.pdf"), zero-width marks, line separators,
// unpaired surrogates — no path separators or quotes, and the extension of the stored type.

const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
const UNSAFE = /[\\/"]/g;
const MAX_LENGTH = 180;

/**
 * The name with hidden and unsafe characters removed, spaces collapsed, at most 180 characters;
 * '' if nothing is left.
 */
export function cleanFileName(name: string): string {
  return name
    .normalize('NFC')
    .replace(HIDDEN, '')
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LENGTH)
    .trim();
}

const EXTENSIONS: Record<string, { ext: string; also?: RegExp }> = {
  'application/pdf': { ext: 'pdf' },
  'image/jpeg': { ext: 'jpg', also: /\.jpe?g$/i },
  'image/png': { ext: 'png' },
  'image/webp': { ext: 'webp' },
};

/**
 * The name to save a stored file under: cleaned, ending in its type's extension whatever the
 * upload was called ("precios.exe" stored as a PDF downloads as "precios.exe.pdf", so the system
 * opens it as what it is). `fallback` names a file whose name is empty once cleaned.
 */
export function downloadName(name: string, mimeType: string, fallback = 'archivo'): string {
  const clean = cleanFileName(name).replace(/[. ]+$/, '') || fallback;
  const type = EXTENSIONS[mimeType];
  if (!type) return clean;
  const known = type.also ?? new RegExp(`\\.${type.ext}$`, 'i');
  return known.test(clean) ? clean : `${clean}.${type.ext}`;
}
