// The dashboard's files: type labels and the client-side check of an upload (the server checks
// again, from the bytes).

import { formatFileSize } from '@/lib/format/bytes';

type FileTypeInfo = { label: string; extension: string; preview: 'pdf' | 'image' | null };

const TYPES: Record<string, FileTypeInfo> = {
  'application/pdf': { label: 'PDF', extension: 'pdf', preview: 'pdf' },
  'image/jpeg': { label: 'JPEG', extension: 'jpg', preview: 'image' },
  'image/png': { label: 'PNG', extension: 'png', preview: 'image' },
  'image/webp': { label: 'WebP', extension: 'webp', preview: 'image' },
};

/** "PDF", "JPEG"…, the usual extension and how the browser can preview it. */
export function fileTypeInfo(mime: string): FileTypeInfo {
  return (
    TYPES[mime.toLowerCase()] ?? { label: mime.split('/')[1]?.toUpperCase() ?? 'Archivo', extension: '', preview: null }
  );
}

/** The name to save a download under: the stored name, with its type's extension when it has none. */
export function downloadName(name: string, mime: string): string {
  const { extension } = fileTypeInfo(mime);
  if (!extension) return name;
  const known = extension === 'jpg' ? /\.(jpe?g)$/i : new RegExp(`\\.${extension}$`, 'i');
  return known.test(name) ? name : `${name}.${extension}`;
}

export type UploadRule = {
  types: readonly string[];
  extensions: readonly string[];
  maxBytes: number;
  typesLabel: string;
};

/** Price lists, catalogues and promotions: PDF, JPEG, PNG or WebP up to 20 MB. */
export const PANEL_FILE_RULE: UploadRule = {
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  extensions: ['pdf', 'jpg', 'jpeg', 'png', 'webp'],
  maxBytes: 20 * 1024 * 1024,
  typesLabel: 'PDF, JPEG, PNG o WebP',
};

/** Profile photos: JPEG, PNG or WebP up to 5 MB. */
export const PROFILE_IMAGE_RULE: UploadRule = {
  types: ['image/jpeg', 'image/png', 'image/webp'],
  extensions: ['jpg', 'jpeg', 'png', 'webp'],
  maxBytes: 5 * 1024 * 1024,
  typesLabel: 'JPEG, PNG o WebP',
};

/** What an `accept` attribute should list for a rule. */
export function acceptOf(rule: UploadRule): string {
  return [...rule.types, ...rule.extensions.map((ext) => `.${ext}`)].join(',');
}

/** Why a chosen file cannot be sent, or null when it may. The type is judged by MIME type or extension. */
export function checkUpload(file: { name: string; size: number; type: string }, rule: UploadRule): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const typeOk = file.type ? rule.types.includes(file.type.toLowerCase()) : rule.extensions.includes(extension);
  if (!typeOk) return `«${file.name}» no es un archivo ${rule.typesLabel}. Elige un archivo de alguno de esos tipos.`;
  if (file.size === 0) return `«${file.name}» está vacío.`;
  if (file.size > rule.maxBytes) {
    const max = formatFileSize(rule.maxBytes);
    const size = formatFileSize(file.size);
    // Just over the limit, both round to the same figure: say "más de".
    return `«${file.name}» pesa ${size === max ? `más de ${max}` : size}; el máximo es ${max}.`;
  }
  return null;
}
