'use client';

import { useState } from 'react';
import { saveBlob } from '@/lib/api/download';
import { fetchFileBlob } from '@/lib/api/files';
import type { StoredFile } from '@/lib/contract/files';
import type { ShownError } from '../ui';
import { downloadName } from './file-format';

/**
 * Downloads a stored file with the bearer token (`?download=1` → blob → a[download]), under
 * the server's file name with its extension. Tells which file is on its way and any failure.
 */
export function useFileDownload() {
  const [downloading, setDownloading] = useState<number | null>(null);
  const [error, setError] = useState<ShownError>(null);

  async function download(file: StoredFile) {
    setError(null);
    setDownloading(file.id);
    const result = await fetchFileBlob(file.url, { download: true });
    setDownloading(null);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    saveBlob(result.data.blob, downloadName(result.data.filename ?? file.name, file.mime_type));
  }

  return { download, downloading, error };
}
