'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './ui.module.css';

/** A short success or info message, announced politely (and focused when `focus` is set). */
export function Notice({
  tone = 'success',
  focus = false,
  children,
}: {
  tone?: 'success' | 'info';
  focus?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} role="status" tabIndex={focus ? -1 : undefined} className={`${styles.notice} ${styles[tone]}`}>
      {typeof children === 'string' ? <p>{children}</p> : children}
    </div>
  );
}
