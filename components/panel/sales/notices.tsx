'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { EmptyState as PanelEmptyState, ErrorBox, panelButton } from '@/components/panel/ui';
import type { ApiError } from '@/lib/api/errors';
import type { ApiErrorBody } from '@/lib/contract/common';
import styles from './sales.module.css';

/** The messages of a 422 body other than its `message`, flattened and without repeats. */
export function errorDetails(body: ApiErrorBody | null | undefined): string[] {
  const details: string[] = [];
  for (const messages of Object.values(body?.errors ?? {})) {
    for (const message of Array.isArray(messages) ? messages : [messages]) {
      const text = String(message);
      if (text !== body?.message && !details.includes(text)) details.push(text);
    }
  }
  return details;
}

/** The way back when the server refuses a screen (403). */
function HomeLink() {
  return (
    <p>
      <Link href="/panel" className={styles.noticeLink}>
        Ir al inicio del panel
      </Link>
    </p>
  );
}

/**
 * A failed read, shown as the server answered it (spec §5): a 403 as the server's refusal
 * ("No tienes permiso…") with the way back; anything else with its message and "Reintentar".
 */
export function LoadError({ error, onRetry, what }: { error: ApiError; onRetry?: () => void; what: string }) {
  if (error.status === 403)
    return <Forbidden message={error.body.message || 'No tienes permiso para ver esta sección.'} />;
  return <ErrorBox error={error} title={`No pudimos cargar ${what}`} onRetry={onRetry} />;
}

/**
 * A refusal: the server's 403 message (or the browser's, for a screen whose API has no role check)
 * and the way back.
 */
export function Forbidden({ message }: { message: string }) {
  return (
    <div role="alert" className={styles.refusal}>
      <p className={styles.refusalMessage}>{message}</p>
      <HomeLink />
    </div>
  );
}

/** A failed action (status change, removal, download…): the server's message and field messages. */
export function ActionError({
  error,
  title,
  children,
}: {
  error: ApiErrorBody | null;
  title: string;
  children?: ReactNode;
}) {
  if (!error) return null;
  return (
    <ErrorBox error={error} title={title}>
      {children}
    </ErrorBox>
  );
}

/** The empty state of a list or the cart: what is missing and where to go next. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: { href: string; label: string };
}) {
  return (
    <PanelEmptyState
      title={title}
      action={
        action ? (
          <Link href={action.href} className={panelButton('primary')}>
            {action.label}
          </Link>
        ) : undefined
      }
    >
      {children}
    </PanelEmptyState>
  );
}

/** A polite live region, always present, that announces a finished action ("Estado actualizado"). */
export function Announce({ message }: { message: string | null }) {
  return (
    <p role="status" className={message ? styles.success : 'visually-hidden'}>
      {message ?? ''}
    </p>
  );
}
