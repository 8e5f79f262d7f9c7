'use client';

import { useEffect, useState } from 'react';
import { useSessions } from '@/lib/api/sessions';
import type { Session } from '@/lib/contract/sessions';
import { formatDateTime, formatRelativeTime } from '@/lib/format/dates';
import { Card, Dialog, ErrorBox, LoadingStatus, Notice, SkeletonLines, panelButton } from '../ui';
import { EndSessionForm, type EndTarget } from './end-session-form';
import styles from './profile.module.css';

/** The current time, again every minute: "hace 5 minutos" keeps up while the page stays open. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function When({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelativeTime(iso, now)}
    </time>
  );
}

function SessionItem({ session, now, onEnd }: { session: Session; now: number; onEnd: () => void }) {
  return (
    <li className={styles.session}>
      <div className={styles.sessionInfo}>
        <p className={styles.sessionDevice}>
          {session.device}
          {session.current ? <span className={styles.statusBadge}>Esta sesión</span> : null}
        </p>
        <p className={styles.sessionMeta}>
          IP {session.ip ?? 'desconocida'} · Inició <When iso={session.created_at} now={now} />
        </p>
        <p className={styles.sessionMeta}>
          Último uso: <When iso={session.last_used_at ?? session.created_at} now={now} />
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className={panelButton('danger', 'small')}
          onClick={onEnd}
          aria-label={`Cerrar la sesión de ${session.device}`}
        >
          Cerrar
        </button>
      )}
    </li>
  );
}

/**
 * "Sesiones activas" (ASVS 7.4.3): the devices signed in with this account, this one marked, and
 * ending any other one, or all of them, after typing the password again.
 */
export function SessionsCard() {
  const { data, error, isLoading, mutate } = useSessions();
  const now = useNow();
  const [target, setTarget] = useState<EndTarget | null>(null);
  // Counts the successes, so each one announces (and focuses) its message again.
  const [done, setDone] = useState<{ message: string; count: number } | null>(null);

  const sessions = data?.data;
  const others = sessions?.filter((session) => !session.current) ?? [];

  async function ended(message: string) {
    const endedId = target?.kind === 'one' ? target.session.id : null;
    setTarget(null);
    setDone((last) => ({ message, count: (last?.count ?? 0) + 1 }));
    // Gone at once from the list; lib/api/sessions.ts also asks the server for it again.
    await mutate(
      (list) => list && { data: list.data.filter((s) => s.current || (endedId !== null && s.id !== endedId)) },
      { revalidate: false },
    );
  }

  return (
    <Card
      title="Sesiones activas"
      className={styles.sessions}
      description="Los dispositivos donde se inició sesión con tu cuenta. Si no reconoces alguno, ciérralo y cambia tu contraseña."
    >
      {/* Before the notice: the dialog gives the focus back to its opener as it closes, then the notice takes it. */}
      <Dialog
        open={target !== null}
        onClose={() => setTarget(null)}
        title={target?.kind === 'one' ? `Cerrar la sesión de ${target.session.device}` : 'Cerrar las demás sesiones'}
      >
        {target ? (
          <EndSessionForm target={target} onCancel={() => setTarget(null)} onEnded={(message) => void ended(message)} />
        ) : null}
      </Dialog>
      {done ? (
        <div className={styles.notice}>
          <Notice key={done.count} focus>
            {done.message}
          </Notice>
        </div>
      ) : null}
      {error ? (
        <ErrorBox error={error} title="No pudimos cargar tus sesiones." onRetry={() => void mutate()} />
      ) : isLoading || !sessions ? (
        <>
          <LoadingStatus>Cargando tus sesiones…</LoadingStatus>
          <SkeletonLines lines={3} />
        </>
      ) : (
        <>
          <ul className={styles.sessionList}>
            {sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                now={now}
                onEnd={() => setTarget({ kind: 'one', session })}
              />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className={styles.sessionsAlone}>Sólo tienes abierta esta sesión.</p>
          ) : (
            <button
              type="button"
              className={panelButton('secondary')}
              onClick={() => setTarget({ kind: 'others', count: others.length })}
            >
              Cerrar las demás sesiones
            </button>
          )}
        </>
      )}
    </Card>
  );
}
