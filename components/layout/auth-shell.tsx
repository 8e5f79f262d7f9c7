import Link from 'next/link';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import { SkipLink } from './skip-link';
import styles from './auth-shell.module.css';

/** The frame of the sign-in screens: brand, one card with the title, and a short footer. */
export function AuthShell({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <Link href="/" className={styles.brand}>
          {site.name}
        </Link>
      </header>
      <main id="contenido" className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </main>
      <footer className={styles.footer}>
        <Link href="/">Volver al inicio</Link>
        <span aria-hidden="true"> · </span>
        <Link href="/aviso-de-privacidad">Aviso de privacidad</Link>
      </footer>
    </div>
  );
}
