'use client';

import { ErrorNotice } from '@/components/layout/error-notice';
import { roboto, robotoOtherWeights } from './fonts';
import './globals.css';

// A page outside the public site (the panel, sign-in, registration) that fails while rendering, or
// the root layout itself: it replaces the whole document, so it brings its own <html>, <body>,
// fonts and styles. The public pages have their own boundary, inside their header and footer
// ((public)/error.tsx). No app/error.tsx between the two: each boundary's chunk carries its own
// copy of ErrorNotice, and every public page would load a third one (about 700 bytes).
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="es" className={`${roboto.variable} ${robotoOtherWeights.variable}`}>
      <body>
        <title>Servicio no disponible · Solara</title>
        <main id="contenido" style={{ padding: '1rem' }}>
          <ErrorNotice digest={error.digest} onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
