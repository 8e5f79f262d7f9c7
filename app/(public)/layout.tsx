import { Suspense, type ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import styles from './public.module.css';

/**
 * Every public page: skip link, header with the main navigation, the page in
 * `<main id="contenido">`, footer. Server-rendered and static (no cookies or headers
 * are read), so the pages under it can be prerendered.
 *
 * The three Suspense boundaries suspend nothing: they let React hydrate header, page and footer
 * as separate tasks instead of one, so a phone's main thread is never held as long (Lighthouse's
 * TBT on /contacto 159 → 67 ms, on / 109 → 45 ms; BENCHMARKS.md). The HTML is the same.
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="contenido" tabIndex={-1} className={styles.main}>
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
