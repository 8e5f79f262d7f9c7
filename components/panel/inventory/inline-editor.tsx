'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ApiErrorBody } from '@/lib/contract/common';
import styles from './inventory.module.css';
import type { ApiResult } from '@/lib/api/transport';

type InlineEditorProps = {
  /** Accessible name of the input ("Existencia de Blackout · Arena"). */
  label: string;
  /** The saved value, as the input shows it. */
  value: string;
  /** Text before / after the input ("$", "m"). */
  prefix?: string;
  suffix?: string;
  inputMode: 'numeric' | 'decimal';
  /** The error field name in a 422 body (`stock`, `public_price`…). */
  field: string;
  /** Turns what was typed into what is sent, or explains why it cannot be. */
  parse: (input: string) => { ok: true; value: string } | { ok: false; message: string };
  save: (value: string) => Promise<ApiResult<unknown>>;
};

/** The server's message for this field, else its general message (both as received). */
function messageFor(error: ApiErrorBody, field: string): string {
  return error.errors?.[field]?.join(' ') || error.message;
}

/**
 * A value edited in place inside a table cell: type, then Enter or "Guardar"; Escape undoes.
 * The list updates optimistically (see optimistic.ts); when the server refuses, the old value
 * comes back and the server's message is shown under the input.
 */
export function InlineEditor({ label, value, prefix, suffix, inputMode, field, parse, save }: InlineEditorProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // null: not being edited, so the input shows the saved value (also after a rollback).
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), 4000);
    return () => clearTimeout(timer);
  }, [saved]);

  const dirty = draft !== null && draft.trim() !== value;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dirty || saving || draft === null) return;
    const parsed = parse(draft);
    if (!parsed.ok) {
      setError(parsed.message);
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    setSaved(false);
    const outcome = await save(parsed.value);
    setSaving(false);
    setDraft(null);
    if (outcome.ok) setSaved(true);
    else setError(messageFor(outcome.error, field));
  }

  const errorId = `${id}-error`;
  const statusId = `${id}-estado`;
  return (
    <form className={styles.editor} onSubmit={submit} noValidate>
      <div className={styles.editorRow}>
        <span className={styles.editorInputWrap}>
          {prefix ? (
            <span className={styles.affix} aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            ref={inputRef}
            id={id}
            className={styles.editorInput}
            aria-label={label}
            inputMode={inputMode}
            autoComplete="off"
            value={draft ?? value}
            readOnly={saving}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : saved ? statusId : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
              setSaved(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && draft !== null) {
                event.preventDefault();
                setDraft(null);
                setError(null);
              }
            }}
          />
          {suffix ? (
            <span className={styles.affix} aria-hidden="true">
              {suffix}
            </span>
          ) : null}
        </span>
        {/* Always the form's submit button (Enter presses it); shown once there is something to save. */}
        <button
          type="submit"
          className={styles.saveButton}
          hidden={!dirty && !saving}
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {saving ? 'Guardando…' : 'Guardar'}
          <span className="visually-hidden"> {label.toLocaleLowerCase('es-MX')}</span>
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={styles.editorError}>
          {error}
        </p>
      ) : null}
      <span id={statusId} role="status" className={saved ? styles.editorSaved : 'visually-hidden'}>
        {saved ? 'Guardado' : ''}
      </span>
    </form>
  );
}
