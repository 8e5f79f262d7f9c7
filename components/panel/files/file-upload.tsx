'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { Field, FileField } from '@/components/forms/field';
import type { FileKind, StoredFile } from '@/lib/contract/files';
import { uploadFile } from '@/lib/api/files';
import { ErrorBox, ProgressBar, panelButton, type ShownError } from '../ui';
import { acceptOf, checkUpload, formatFileSize, PANEL_FILE_RULE } from './file-format';
import styles from './files.module.css';

/**
 * The admin's upload form: a PDF or image (checked here too), an optional display name, and a
 * progress bar while it is sent. `onUploaded` receives the stored file.
 */
export function FileUpload({ kind, onUploaded }: { kind: FileKind; onUploaded: (file: StoredFile) => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<ShownError>(null);
  const [progress, setProgress] = useState<number | null>(null);

  function choose(chosen: File | null) {
    setError(null);
    setFile(chosen);
    setProblem(chosen ? checkUpload(chosen, PANEL_FILE_RULE) : null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!file) {
      setProblem('Elige un archivo para subir.');
      inputRef.current?.focus();
      return;
    }
    const reason = checkUpload(file, PANEL_FILE_RULE);
    if (reason) {
      setProblem(reason);
      inputRef.current?.focus();
      return;
    }
    setProgress(0);
    const result = await uploadFile(kind, file, name, setProgress);
    setProgress(null);
    if (!result.ok) {
      const fieldMessage = result.error.errors?.file?.join(' ');
      if (fieldMessage) setProblem(fieldMessage);
      else setError(result.error);
      return;
    }
    setFile(null);
    setName('');
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
    onUploaded(result.data);
  }

  const uploading = progress !== null;
  return (
    <form className={styles.upload} onSubmit={submit} noValidate aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className={styles.uploadTitle}>
        Subir archivo
      </h2>
      <div className={styles.uploadFields}>
        <FileField
          fileName={file?.name ?? null}
          ref={inputRef}
          label="Archivo"
          accept={acceptOf(PANEL_FILE_RULE)}
          hint={`${PANEL_FILE_RULE.typesLabel}, hasta ${formatFileSize(PANEL_FILE_RULE.maxBytes)}.`}
          error={problem ?? undefined}
          disabled={uploading}
          className={styles.uploadField}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Field
          label="Nombre a mostrar"
          optional
          hint="Si lo dejas vacío, se usa el nombre del archivo."
          value={name}
          maxLength={180}
          disabled={uploading}
          className={styles.uploadField}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {uploading ? <ProgressBar value={progress} label={`Subiendo ${file?.name ?? 'archivo'}`} /> : null}
      <ErrorBox error={error} title="No se pudo subir el archivo" />
      <div>
        <button type="submit" className={panelButton('primary')} disabled={uploading} aria-busy={uploading || undefined}>
          {uploading ? 'Subiendo…' : 'Subir archivo'}
        </button>
      </div>
    </form>
  );
}
