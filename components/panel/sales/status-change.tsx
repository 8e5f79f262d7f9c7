'use client';

import { useId, useState, type ReactNode } from 'react';
import type { ApiResult } from '@/lib/api/transport';
import type { ApiErrorBody } from '@/lib/contract/common';
import { panelButton } from '../ui/button-class';
import { ConfirmDialog } from './confirm-dialog';
import { ActionError, Announce } from './notices';
import { capitalized, refreshResource, type SalesResource } from './sales-resource';
import styles from './sales.module.css';

/** The question before a change that cannot be undone, and its buttons. */
export type ConfirmText = { title: string; confirmLabel: string; busyLabel: string; body: ReactNode };

/**
 * Distributors and admins move a quote or an order to one of `targets`; with none (and nothing
 * just changed) nothing is drawn. `note` adds the optional note an order's history keeps; `dated`
 * asks a day with one target (an order into production: when it should be done); a target
 * `confirmFirst` has a question for (cancelling an order) is sent only once confirmed.
 */
export function StatusChange<S extends string, T extends { status: string }>({
  resource,
  targets,
  change,
  onChanged,
  note,
  dated,
  confirmFirst,
}: {
  resource: SalesResource;
  targets: readonly S[];
  /** Sends the change (with the note, '' when there is none, and the day asked) and answers the record. */
  change: (status: S, note: string, day: string) => Promise<ApiResult<T>>;
  onChanged: (saved: T) => void;
  note?: { label: string; placeholder: string; maxLength: number };
  /** The target that asks a day, the day's label and the body's field the server names it by. */
  dated?: { status: S; label: string; field: string };
  confirmFirst?: (target: S) => ConfirmText | null;
}) {
  const { words, statuses } = resource;
  const id = useId();
  const [target, setTarget] = useState<S | ''>('');
  const [noteText, setNoteText] = useState('');
  const [day, setDay] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (targets.length === 0 && done === null) return null;

  async function send(status: S) {
    setBusy(true);
    setError(null);
    setDone(null);
    const result = await change(status, noteText, dated?.status === status ? day : '');
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setTarget('');
    setNoteText('');
    setDay('');
    setDone(`${capitalized(words.the)} ahora está ${statuses.infoOf(result.data.status).label.toLowerCase()}.`);
    onChanged(result.data);
    void refreshResource(resource);
  }

  // A re-read (focus, another tab) may have moved the record on: a status it no longer offers is
  // no choice, or the form would send what the select no longer shows.
  const chosen = target !== '' && targets.includes(target) ? target : '';
  const question = chosen ? (confirmFirst?.(chosen) ?? null) : null;
  const noteError = error?.errors?.note?.join(' ');
  const statusError = error?.errors?.status?.join(' ');
  const dayError = dated ? error?.errors?.[dated.field]?.join(' ') : undefined;

  return (
    <section className={styles.box} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className={styles.boxTitle}>
        {`Estado ${words.ofThe}`}
      </h2>
      <Announce message={done} />
      {targets.length > 0 ? (
        <form
          className={styles.statusForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) {
              setError({ message: 'Elige el nuevo estado.' });
              return;
            }
            if (question) setConfirming(true);
            else void send(chosen);
          }}
        >
          <div className={styles.filter}>
            <label htmlFor={`${id}-estado`} className={styles.filterLabel}>
              Nuevo estado
            </label>
            <select
              id={`${id}-estado`}
              className={`${styles.control} ${styles.select}`}
              value={chosen}
              aria-invalid={(error && !chosen) || statusError ? true : undefined}
              aria-describedby={statusError ? `${id}-estado-error` : undefined}
              onChange={(event) => setTarget(event.target.value as S | '')}
            >
              <option value="">Elige un estado</option>
              {targets.map((status) => (
                <option key={status} value={status}>
                  {statuses.infoOf(status).label}
                </option>
              ))}
            </select>
            {statusError ? (
              <p id={`${id}-estado-error`} className={styles.fieldError}>
                {statusError}
              </p>
            ) : null}
          </div>
          {dated && chosen === dated.status ? (
            <div className={styles.filter}>
              <label htmlFor={`${id}-fecha`} className={styles.filterLabel}>
                {dated.label} <span className={styles.muted}>(opcional)</span>
              </label>
              <input
                id={`${id}-fecha`}
                type="date"
                className={styles.control}
                value={day}
                aria-invalid={dayError ? true : undefined}
                aria-describedby={dayError ? `${id}-fecha-error` : undefined}
                onChange={(event) => setDay(event.target.value)}
              />
              {dayError ? (
                <p id={`${id}-fecha-error`} className={styles.fieldError}>
                  {dayError}
                </p>
              ) : null}
            </div>
          ) : null}
          {note ? (
            <div className={styles.filter}>
              <label htmlFor={`${id}-nota`} className={styles.filterLabel}>
                {note.label} <span className={styles.muted}>(opcional)</span>
              </label>
              <textarea
                id={`${id}-nota`}
                className={styles.control}
                rows={2}
                maxLength={note.maxLength}
                value={noteText}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? `${id}-nota-error` : undefined}
                placeholder={note.placeholder}
                onChange={(event) => setNoteText(event.target.value)}
              />
              {noteError ? (
                <p id={`${id}-nota-error`} className={styles.fieldError}>
                  {noteError}
                </p>
              ) : null}
            </div>
          ) : null}
          <div>
            <button type="submit" className={panelButton('primary')} disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Guardando…' : 'Cambiar estado'}
            </button>
          </div>
        </form>
      ) : null}
      <ActionError error={error} title="No se pudo cambiar el estado" />
      {confirmFirst ? (
        <ConfirmDialog
          open={confirming && question !== null}
          title={question?.title ?? ''}
          confirmLabel={busy ? (question?.busyLabel ?? '') : (question?.confirmLabel ?? '')}
          busy={busy}
          onConfirm={() => {
            if (chosen) void send(chosen);
          }}
          onCancel={() => setConfirming(false)}
        >
          {question?.body}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
