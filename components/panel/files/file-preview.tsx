'use client';

import { useEffect, useState } from 'react';
import { fetchFileBlob } from '@/lib/api/files';
import type { StoredFile } from '@/lib/contract/files';
import { Dialog, ErrorBox, LoadingStatus, Skeleton, panelButton, type ShownError } from '../ui';
import { fileTypeInfo } from './file-format';
import styles from './files.module.css';

type Loaded = { file: StoredFile; url: string } | { file: StoredFile; error: ShownError };

/**
 * Shows a PDF (in the browser's viewer) or an image in a dialog. The file needs the bearer
 * token, so it is fetched as a blob and shown from an object URL, revoked on close.
 */
export function FilePreview({
  file,
  onClose,
  onDownload,
}: {
  file: StoredFile | null;
  onClose: () => void;
  onDownload: (file: StoredFile) => void;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void fetchFileBlob(file.url, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        objectUrl = URL.createObjectURL(result.data.blob);
        setLoaded({ file, url: objectUrl });
      } else {
        setLoaded({ file, error: result.error });
      }
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setLoaded(null);
    };
  }, [file]);

  const current = loaded && file && loaded.file.id === file.id ? loaded : null;
  const kind = file ? fileTypeInfo(file.mime_type).preview : null;

  return (
    <Dialog
      open={file !== null}
      onClose={onClose}
      title={file?.name ?? ''}
      wide
      footer={
        file ? (
          <>
            <button type="button" className={panelButton('secondary')} onClick={onClose}>
              Cerrar
            </button>
            <button type="button" className={panelButton('primary')} onClick={() => onDownload(file)}>
              Descargar
            </button>
          </>
        ) : null
      }
    >
      {!current ? (
        <div className={styles.previewLoading}>
          <LoadingStatus>Cargando la vista previa…</LoadingStatus>
          <Skeleton height="100%" radius="var(--radius)" />
        </div>
      ) : 'error' in current ? (
        <ErrorBox error={current.error} title="No se pudo abrir el archivo" />
      ) : kind === 'pdf' ? (
        <iframe className={styles.previewFrame} src={current.url} title={`Vista previa de ${current.file.name}`} />
      ) : kind === 'image' ? (
        // An object URL of a private file: next/image cannot optimise it.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.previewImage} src={current.url} alt={current.file.name} />
      ) : (
        <p>Este tipo de archivo no se puede ver en el navegador. Descárgalo para abrirlo.</p>
      )}
    </Dialog>
  );
}
