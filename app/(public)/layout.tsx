import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import styles from './public.module.css';

/**
 * Every public page: skip link, header with the main navigation, the page in
 * `<main id="contenido">`, footer. Server-rendered and static (no cookies or headers
 * are read), so the pages under it can be prerendered.
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <SiteHeader />
      <main id="contenido" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
