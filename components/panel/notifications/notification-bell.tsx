'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useFeature } from '@/lib/api/capabilities';
import { markNotificationsRead, useNotifications } from '@/lib/api/notifications';
import type { AppNotification } from '@/lib/contract/notifications';
import { formatDateTime } from '@/lib/format/dates';
import styles from './notification-bell.module.css';

/** "hace 5 min", "hace 3 h", else the date: how long ago a notice came. */
function ago(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'hace un momento';
  if (minutes < 60) return `hace ${minutes} min`;
  if (minutes < 24 * 60) return `hace ${Math.round(minutes / 60)} h`;
  return formatDateTime(iso);
}

/**
 * The notification centre in the panel's header: the unread count on a button that opens the
 * newest notices, each a link to what it is about (opening one marks it read), and "Marcar todo
 * como leído". Esc or a click outside closes it and gives the focus back to the button.
 */
export function NotificationBell() {
  const available = useFeature('notifications').status === 'available';
  const read = useNotifications(available);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent | MouseEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        button.current?.focus();
        return;
      }
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  if (!available) return null;
  const unread = read.data?.unread ?? 0;
  const notices = read.data?.data ?? [];

  async function markAll() {
    const result = await markNotificationsRead();
    if (result.ok) await read.mutate();
  }

  function opened(notice: AppNotification) {
    setOpen(false);
    if (!notice.read) void markNotificationsRead([notice.id]).then(() => read.mutate());
  }

  return (
    <div className={styles.wrap}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.icon}>
          <path
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.label}>Avisos</span>
        {unread > 0 ? (
          <span className={styles.badge}>
            {unread > 99 ? '99+' : unread}
            <span className="visually-hidden"> sin leer</span>
          </span>
        ) : null}
      </button>
      {open ? (
        <div ref={panel} id={panelId} className={styles.panel} role="region" aria-label="Avisos">
          <div className={styles.head}>
            <h2 className={styles.title}>Avisos</h2>
            {unread > 0 ? (
              <button type="button" className={styles.markAll} onClick={() => void markAll()}>
                Marcar todo como leído
              </button>
            ) : null}
          </div>
          {read.error && !read.data ? (
            <p className={styles.empty}>No pudimos cargar tus avisos. Inténtalo en un momento.</p>
          ) : notices.length === 0 ? (
            <p className={styles.empty}>{read.isLoading ? 'Cargando tus avisos…' : 'No tienes avisos por ahora.'}</p>
          ) : (
            <ul className={styles.list}>
              {notices.map((notice) => (
                <li key={notice.id} className={styles.item} data-unread={notice.read ? undefined : ''}>
                  <Link href={notice.link ?? '/panel'} className={styles.link} onClick={() => opened(notice)}>
                    <span className={styles.noticeTitle}>
                      {notice.read ? null : <span className="visually-hidden">Nuevo: </span>}
                      {notice.title}
                    </span>
                    {notice.body ? <span className={styles.body}>{notice.body}</span> : null}
                    <time className={styles.when} dateTime={notice.created_at}>
                      {ago(notice.created_at)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
