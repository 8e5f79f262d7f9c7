// The dashboard's files: price lists, digital catalogues and the promotions gazette
// (GET /api/files/{kind}; an admin uploads with POST and removes with DELETE).

export const FILE_KINDS = ['list-price', 'digital-catalog', 'promotions'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Largest upload, in bytes. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export type StoredFile = {
  id: number;
  kind: FileKind;
  name: string;
  mime_type: string;
  /** Bytes. */
  size: number;
  created_at: string;
  /** API path of the file (it needs the bearer token); `?download=1` asks for the attachment. */
  url: string;
};
