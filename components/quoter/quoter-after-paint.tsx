'use client';

// The quoter's code (≈ 34 KB gzip) is asked for when hydration reaches it, after the page's first
// paint, instead of beside the framework's scripts before it (Lighthouse counted those bytes in the
// page's LCP). The server renders the whole quoter into the HTML, so the visitor sees it at once;
// it becomes interactive when its code arrives, and a click before that is replayed by React once
// it has hydrated. On the server the quoter renders directly (`typeof window` is folded at build
// time, so the client bundle holds only the import()). React sends a boundary this large after the
// rest of the page and moves it into place with an inline script, so without JavaScript the
// fallback shows: it says the quoter needs it (the quoter never worked without it). The button
// styles come from here too, with the page: the quoter's server HTML uses them, and from its lazy
// code alone they arrived after the first paint (the phone's total bar moved as they did).
import Link from 'next/link';
import { lazy, Suspense, type ComponentType } from 'react';
import { buttonClassName } from '@/components/ui/button-link';
import type { QuoterProps } from './quoter';
import styles from './quoter.module.css';

const Quoter: ComponentType<QuoterProps> =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./quoter') as typeof import('./quoter')).Quoter
    : lazy(() => import('./quoter').then((m) => ({ default: m.Quoter })));

/**
 * The boundary's fallback: seen while the quoter's code arrives after a link from another page, and
 * without JavaScript (React sends the server's quoter after the rest of the page; see above).
 */
function Loading() {
  return (
    <div className={styles.loading}>
      <p role="status">Cargando el cotizador…</p>
      <noscript>
        <p>Sin JavaScript no carga: actívalo en tu navegador, o escríbenos y te cotizamos.</p>
        <Link href="/contacto" className={buttonClassName('secondary')}>
          Escríbenos
        </Link>
      </noscript>
    </div>
  );
}

export function QuoterAfterPaint(props: QuoterProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Quoter {...props} />
    </Suspense>
  );
}
