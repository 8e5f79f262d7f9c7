'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { Field, FileField } from '@/components/forms/field';
import type { FileKind, StoredFile } from '@/lib/contract/files';
import { uploadFile } from '@/lib/api/files';
import { formatFileSize } from '@/lib/format/bytes';
import { ErrorBox, ProgressBar, panelButton, type ShownError } from '../ui';
import { acceptOf, checkUpload, PANEL_FILE_RULE } from './file-format';
import styles from './files.module.css';

/**
 * The admin's upload form: a PDF or image (checked here too), an optional display name, for a
 * dated section (promotions) the days it applies, and a progress bar while it is sent.
 * `onUploaded` receives the stored file.
 */
export function FileUpload({
  kind,
  dated = false,
  onUploaded,
}: {
  kind: FileKind;
  dated?: boolean;
  onUploaded: (file: StoredFile) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<ShownError>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [validFrom, setValidFrom] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [dateErrors, setDateErrors] = useState<{ valid_from?: string; valid_until?: string }>({});

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
    // ISO days compare as text; the server checks the same rule.
    if (dated && validFrom && validUntil && validUntil < validFrom) {
      setDateErrors({ valid_until: 'La fecha de fin no puede ser anterior a la de inicio.' });
      return;
    }
    setDateErrors({});
    setProgress(0);
    const result = await uploadFile(kind, file, name, setProgress, undefined, dated ? { validFrom, validUntil } : {});
    setProgress(null);
    if (!result.ok) {
      const errors = result.error.errors ?? {};
      const fieldMessage = errors.file?.join(' ');
      const dateMessages = { valid_from: errors.valid_from?.join(' '), valid_until: errors.valid_until?.join(' ') };
      if (fieldMessage) setProblem(fieldMessage);
      if (dateMessages.valid_from || dateMessages.valid_until) setDateErrors(dateMessages);
      if (!fieldMessage && !dateMessages.valid_from && !dateMessages.valid_until) setError(result.error);
      return;
    }
    setFile(null);
    setName('');
    setValidFrom('');
    setValidUntil('');
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
      {dated ? (
        <fieldset className={styles.datesFieldset}>
          <legend className={styles.datesLegend}>Vigencia de la promoción (opcional)</legend>
          <div className={styles.dates}>
            <Field
              label="Vigente desde"
              type="date"
              value={validFrom}
              error={dateErrors.valid_from}
              disabled={uploading}
              className={styles.uploadField}
              onChange={(event) => setValidFrom(event.target.value)}
            />
            <Field
              label="Vigente hasta"
              type="date"
              value={validUntil}
              min={validFrom || undefined}
              hint="Incluye ese día."
              error={dateErrors.valid_until}
              disabled={uploading}
              className={styles.uploadField}
              onChange={(event) => setValidUntil(event.target.value)}
            />
          </div>
        </fieldset>
      ) : null}
      {uploading ? <ProgressBar value={progress} label={`Subiendo ${file?.name ?? 'archivo'}`} /> : null}
      <ErrorBox error={error} title="No se pudo subir el archivo" />
      <div>
        <button
          type="submit"
          className={panelButton('primary')}
          disabled={uploading}
          aria-busy={uploading || undefined}
        >
          {uploading ? 'Subiendo…' : 'Subir archivo'}
        </button>
      </div>
    </form>
  );
}
