'use client';

import { useState } from 'react';
import { FileField } from '@/components/forms/field';
import { Avatar } from '@/components/panel/avatar';
import { uploadProfileImage } from '@/lib/api/profile';
import type { User } from '@/lib/contract/users';
import { setUser } from '@/lib/api/session';
import { formatFileSize } from '@/lib/format/bytes';
import { acceptOf, PROFILE_IMAGE_RULE } from '../files/file-format';
import { useChosenImage } from '../ui/use-chosen-image';
import { ErrorBox, Notice, ProgressBar, panelButton, type ShownError } from '../ui';
import styles from './profile.module.css';

/**
 * The profile photo: choose (checked here: type and 5 MB), see it, send it with a progress
 * bar (POST /api/image-user). The session user takes the new photo, so the toolbar shows it.
 */
export function PhotoUpload({ user }: { user: User }) {
  const {
    inputRef,
    file,
    preview,
    problem,
    setProblem,
    choose: chooseImage,
    clear,
  } = useChosenImage(PROFILE_IMAGE_RULE);
  const [error, setError] = useState<ShownError>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);

  function choose(chosen: File | null) {
    setError(null);
    setDone(false);
    chooseImage(chosen);
  }

  async function upload() {
    if (!file) return;
    setError(null);
    setProgress(0);
    const result = await uploadProfileImage(file, setProgress);
    setProgress(null);
    if (!result.ok) {
      const fieldMessage = result.error.errors?.image?.join(' ');
      if (fieldMessage) setProblem(fieldMessage);
      else setError(result.error);
      return;
    }
    setUser(result.data);
    clear();
    setDone(true);
  }

  const uploading = progress !== null;
  return (
    <div className={styles.photo}>
      <div className={styles.photoRow}>
        {preview ? (
          // A local object URL of the chosen file: next/image has nothing to optimise.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={preview}
            alt="Vista previa de tu nueva foto"
            width={96}
            height={96}
            className={styles.photoPreview}
          />
        ) : (
          <Avatar name={user.name} image={user.image} size={96} />
        )}
        <p className={styles.photoNote}>
          {preview
            ? 'Así se verá tu nueva foto.'
            : user.image
              ? 'Tu foto actual.'
              : 'Aún no tienes foto; mostramos tus iniciales.'}
        </p>
      </div>
      <FileField
        fileName={file?.name ?? null}
        ref={inputRef}
        label="Archivo de la foto"
        buttonText={user.image ? 'Cambiar foto' : 'Elegir foto'}
        accept={acceptOf(PROFILE_IMAGE_RULE)}
        hint={`${PROFILE_IMAGE_RULE.typesLabel}, hasta ${formatFileSize(PROFILE_IMAGE_RULE.maxBytes)}.`}
        error={problem ?? undefined}
        disabled={uploading}
        className={styles.photoField}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      {uploading ? <ProgressBar value={progress} label="Subiendo tu foto" /> : null}
      <ErrorBox error={error} title="No se pudo subir tu foto" />
      {done ? <Notice>Tu foto se actualizó.</Notice> : null}
      {file ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={panelButton('primary')}
            onClick={() => void upload()}
            disabled={uploading}
            aria-busy={uploading || undefined}
          >
            {uploading ? 'Subiendo…' : 'Subir foto'}
          </button>
          <button type="button" className={panelButton('secondary')} onClick={clear} disabled={uploading}>
            Cancelar
          </button>
        </div>
      ) : null}
    </div>
  );
}
