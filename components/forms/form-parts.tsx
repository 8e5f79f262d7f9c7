'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './form.module.css';

/** A failed submission: the server's `message` and any messages that belong to no field. */
export type FormFailure = { message: string; details: string[] };

export function FormAlert({ failure }: { failure: FormFailure | null }) {
  if (!failure) return null;
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.alertMessage}>{failure.message}</p>
      {failure.details.length > 0 ? (
        <ul className={styles.alertList}>
          {failure.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The outcome that replaces a form (sent, saved, link expired): announced and focused,
 * so keyboard and screen-reader users land on it.
 */
export function FormOutcome({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'info' | 'danger';
  title: string;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={`${styles.outcome} ${styles[tone]}`}
    >
      <h2 className={styles.outcomeTitle}>{title}</h2>
      {children}
    </div>
  );
}

export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** Links under a form ("¿Olvidaste tu contraseña?", "Crear cuenta"). */
export function FormLinks({ children }: { children: ReactNode }) {
  return <div className={styles.links}>{children}</div>;
}
