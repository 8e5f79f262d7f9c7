'use client';

import buttonStyles from '@/components/ui/button.module.css';
import styles from './error-notice.module.css';

/**
 * What a visitor sees when a page could not be rendered (the database is down, say): a plain
 * Spanish explanation, a retry button and a way home. Never the error's text or stack: in
 * production Next sends only a digest, shown as a reference to quote to support.
 */
export function ErrorNotice({ digest, onRetry }: { digest?: string; onRetry: () => void }) {
  return (
    <section className={styles.notice} role="alert" aria-labelledby="error-notice-title">
      <h1 id="error-notice-title" className={styles.title}>
        No pudimos cargar esta página
      </h1>
      <p className={styles.message}>
        Tenemos un problema temporal con nuestro servicio. Espera unos segundos e inténtalo de nuevo.
      </p>
      <div className={styles.actions}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={onRetry}>
          Reintentar
        </button>
        {/* A plain link (and the button classes without button-link.tsx): a full load of the home
            page is the surest way out of an error, and the notice, which every page loads as its
            error boundary, stays free of next/link. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- on purpose, see above */}
        <a href="/" className={`${buttonStyles.button} ${buttonStyles.quiet}`}>
          Ir al inicio
        </a>
      </div>
      {digest ? <p className={styles.reference}>Referencia del error: {digest}</p> : null}
    </section>
  );
}
