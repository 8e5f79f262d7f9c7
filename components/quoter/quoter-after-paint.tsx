'use client';

// The quoter's code (≈ 34 KB gzip) is asked for when hydration reaches it, after the page's first
// paint, instead of beside the framework's scripts before it (Lighthouse counted those bytes in the
// page's LCP). The server renders the whole quoter into the HTML, so the visitor sees it at once;
// it becomes interactive when its code arrives, and a click before that is replayed by React once
// it has hydrated. On the server the quoter renders directly (`typeof window` is folded at build
// time, so the client bundle holds only the import()). React sends a boundary this large after the
// rest of the page and moves it into place with an inline script, so without JavaScript the
// fallback shows: it says the quoter needs it (the quoter never worked without it).
import { lazy, Suspense, type ComponentType } from 'react';
import type { QuoterProps } from './quoter';
import styles from './quoter.module.css';

const Quoter: ComponentType<QuoterProps> =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./quoter') as typeof import('./quoter')).Quoter
    : lazy(() => import('./quoter').then((m) => ({ default: m.Quoter })));

/** Shown only when the quoter is rendered in the browser first (a link followed from another page). */
function Loading() {
  return (
    <div className={styles.loading}>
      <p role="status">Cargando el cotizador…</p>
      <noscript>
        <p>
          El cotizador necesita JavaScript. Actívalo en tu navegador o escríbenos desde la página de contacto y te
          cotizamos.
        </p>
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
