import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

/** A white panel section with its own heading (h2) and an optional link or action beside it. */
export function Card({
  title,
  action,
  description,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <div className={styles.cardHead}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        {action}
      </div>
      {description ? <p className={styles.cardDescription}>{description}</p> : null}
      {children}
    </section>
  );
}
