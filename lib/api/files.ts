// The dashboard's files (price lists, digital catalogues, promotions): the list of a section,
// an admin's upload and removal, and a stored file fetched with the bearer token.

import { deleteFileCall } from '@/lib/contract/calls/delete-file';
import { filesCall } from '@/lib/contract/calls/files';
import { uploadFileCall } from '@/lib/contract/calls/upload-file';
import type { FileKind, StoredFile } from '@/lib/contract/files';
import { callApi, pathTo } from './call';
import { dispositionFilename } from './download';
import { useApi } from './swr';
import { request, type ApiResult } from './transport';

const filesPath = (kind: FileKind) => pathTo(filesCall, { params: { kind } });

/** The files of one section, newest first. */
export function useFiles(kind: FileKind) {
  return useApi<StoredFile[]>(filesPath(kind));
}

/** The days a promotion applies (ISO, both included); empty strings are not sent. */
type UploadDates = { validFrom?: string; validUntil?: string };

/** POST /api/files/{kind}: multipart `file`, optional `name` and dates, with upload progress (0–1). */
export function uploadFile(
  kind: FileKind,
  file: File,
  name: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  dates: UploadDates = {},
) {
  const formData = new FormData();
  formData.append('file', file);
  if (name.trim() !== '') formData.append('name', name.trim());
  if (dates.validFrom) formData.append('valid_from', dates.validFrom);
  if (dates.validUntil) formData.append('valid_until', dates.validUntil);
  return callApi(uploadFileCall, { params: { kind }, formData, onUploadProgress: onProgress, signal });
}

/** DELETE /api/files/{kind}/{id}. */
export function deleteFile(kind: FileKind, id: number) {
  return callApi(deleteFileCall, { params: { kind, id } });
}

type FileBlob = { blob: Blob; filename: string | null };

/** A stored file as a Blob with the server's file name; `download` asks for the attachment (`?download=1`). */
export async function fetchFileBlob(
  url: string,
  options: { download?: boolean; signal?: AbortSignal } = {},
): Promise<ApiResult<FileBlob>> {
  const path = options.download ? `${url}${url.includes('?') ? '&' : '?'}download=1` : url;
  const result = await request<Blob>(path, { responseType: 'blob', signal: options.signal });
  if (!result.ok) return result;
  return {
    ...result,
    data: { blob: result.data, filename: dispositionFilename(result.headers.get('Content-Disposition')) },
  };
}
