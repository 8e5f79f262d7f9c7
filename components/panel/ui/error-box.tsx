'use client';

import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api/errors';
import type { ApiErrorBody } from '@/lib/contract/common';
import styles from './ui.module.css';

export type ShownError = ApiError | ApiErrorBody | string | null | undefined;

/** The status of an error, when it has one (0 for a network failure). */
function errorStatus(error: ShownError): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The server's body as received: its `message` and every field message under `errors`. */
export function errorParts(error: ShownError): { message: string; details: string[] } {
  if (!error) return { message: '', details: [] };
  if (typeof error === 'string') return { message: error, details: [] };
  const body: ApiErrorBody = error instanceof ApiError ? error.body : error;
  const details = Object.values(body.errors ?? {}).flatMap((value) =>
    Array.isArray(value) ? value.map(String) : [String(value)],
  );
  // Laravel's message repeats the first field error; list it only once.
  return { message: body.message, details: details.filter((detail) => detail !== body.message) };
}

/**
 * A failed call, shown as the server sent it. A 403 is titled "No tienes permiso"; other
 * failures get `title`. `onRetry` adds a "Reintentar" button.
 */
export function ErrorBox({
  error,
  title = 'No se pudo cargar la información',
  onRetry,
  children,
}: {
  error: ShownError;
  title?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  if (!error) return null;
  const { message, details } = errorParts(error);
  const forbidden = errorStatus(error) === 403;
  // A 403 whose message already says "No tienes permiso…" is its own title.
  const messageIsTitle = forbidden && /^no tienes permiso/i.test(message);
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.errorTitle}>{messageIsTitle ? message : forbidden ? 'No tienes permiso' : title}</p>
      {message && !messageIsTitle ? <p className={styles.errorMessage}>{message}</p> : null}
      {details.length > 0 ? (
        <ul className={styles.errorList}>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      {children}
      {onRetry && !forbidden ? (
        <button type="button" className={styles.errorRetry} onClick={onRetry}>
          Reintentar
        </button>
      ) : null}
    </div>
  );
}
