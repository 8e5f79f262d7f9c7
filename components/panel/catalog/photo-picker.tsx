'use client';

import { useEffect, useRef, useState } from 'react';
import { FileField } from '@/components/forms/field';
import { removeCatalogPhoto, uploadCatalogPhoto } from '@/lib/api/catalog-admin';
import { CATALOG_IMAGE_MAX_BYTES, type AdminCatalogEntry, type CatalogKind } from '@/lib/contract/catalog-admin';
import { formatFileSize } from '@/lib/format/bytes';
import { acceptOf, type UploadRule } from '../files/file-format';
import { useChosenImage } from '../ui/use-chosen-image';
import { ErrorBox, Notice, ProgressBar, panelButton, type ShownError } from '../ui';
import styles from './catalog.module.css';

const CATALOG_PHOTO_RULE: UploadRule = {
  types: ['image/jpeg', 'image/png', 'image/webp'],
  extensions: ['jpg', 'jpeg', 'png', 'webp'],
  maxBytes: CATALOG_IMAGE_MAX_BYTES,
  typesLabel: 'JPEG, PNG o WebP',
};

/**
 * An entry's photo: the current one (or a note that the drawing shows), the Spanish file picker
 * (FileField: no browser "Choose File"), a preview of the chosen file, the upload with a
 * progress bar, and removal.
 */
export function PhotoPicker({
  kind,
  entry,
  label,
  onSaved,
}: {
  kind: CatalogKind;
  entry: AdminCatalogEntry;
  label: string;
  onSaved: (entry: AdminCatalogEntry) => void;
}) {
  const abortRef = useRef<AbortController | null>(null);
  const {
    inputRef,
    file,
    preview,
    problem,
    setProblem,
    choose: chooseImage,
    clear,
  } = useChosenImage(CATALOG_PHOTO_RULE);
  const [error, setError] = useState<ShownError>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  // Leaving the dialog mid-upload stops the upload.
  useEffect(() => () => abortRef.current?.abort(), []);

  function choose(chosen: File | null) {
    setError(null);
    setDone(null);
    chooseImage(chosen);
  }

  async function upload() {
    if (!file) return;
    setError(null);
    setProgress(0);
    const controller = new AbortController();
    abortRef.current = controller;
    const result = await uploadCatalogPhoto(kind, entry.id, file, setProgress, controller.signal);
    abortRef.current = null;
    setProgress(null);
    if (!result.ok) {
      const fieldMessage = result.error.errors?.image?.join(' ');
      if (fieldMessage) setProblem(fieldMessage);
      else setError(result.error);
      return;
    }
    clear();
    setDone('La foto se guardó y ya se ve en el sitio si la entrada está publicada.');
    onSaved(result.data);
  }

  async function remove() {
    setError(null);
    setDone(null);
    setRemoving(true);
    const result = await removeCatalogPhoto(kind, entry.id);
    setRemoving(false);
    if (!result.ok) return setError(result.error);
    setDone('Se quitó la foto; el sitio vuelve a mostrar el dibujo.');
    onSaved(result.data);
  }

  const uploading = progress !== null;
  const current = entry.image;
  return (
    <div className={styles.picker}>
      <div className={styles.pickerRow}>
        {preview ? (
          // A local object URL of the chosen file: nothing for next/image to optimise.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={preview}
            alt={`Vista previa de la nueva foto de ${label}`}
            width={160}
            height={120}
            className={styles.preview}
          />
        ) : current ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={current.srcset[0]?.src ?? current.src}
            alt={`Foto actual de ${label}`}
            width={160}
            height={120}
            className={styles.preview}
          />
        ) : (
          <div className={styles.noPhoto}>Sin foto: el sitio muestra el dibujo.</div>
        )}
        <div className={styles.pickerControls}>
          <FileField
            ref={inputRef}
            label="Foto nueva"
            buttonText={current ? 'Elegir otra foto' : 'Elegir foto'}
            fileName={file ? `${file.name} (${formatFileSize(file.size)})` : null}
            accept={acceptOf(CATALOG_PHOTO_RULE)}
            hint={`${CATALOG_PHOTO_RULE.typesLabel}, hasta ${formatFileSize(CATALOG_PHOTO_RULE.maxBytes)}. Se guarda en varios tamaños para cada pantalla.`}
            error={problem ?? undefined}
            disabled={uploading}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </div>
      </div>
      {/* The field shows the problem under it; this says it aloud when it appears. */}
      {problem ? (
        <p className="visually-hidden" role="alert">
          {problem}
        </p>
      ) : null}
      {uploading ? <ProgressBar value={progress} label="Subiendo la foto" /> : null}
      <ErrorBox error={error} title="No se pudo guardar la foto" />
      {done ? <Notice>{done}</Notice> : null}
      <div className={styles.actions}>
        {file ? (
          <>
            <button
              type="button"
              className={panelButton('primary')}
              onClick={() => void upload()}
              disabled={uploading}
              aria-busy={uploading || undefined}
            >
              {uploading ? 'Subiendo…' : 'Subir foto'}
            </button>
            <button
              type="button"
              className={panelButton('secondary')}
              onClick={() => (uploading ? abortRef.current?.abort() : clear())}
            >
              Cancelar
            </button>
          </>
        ) : current ? (
          <button
            type="button"
            className={panelButton('danger')}
            onClick={() => void remove()}
            disabled={removing}
            aria-busy={removing || undefined}
          >
            {removing ? 'Quitando…' : 'Quitar foto'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
