'use client';

import { ErrorNotice } from '@/components/layout/error-notice';
import './globals.css';

// The last resort, when the root layout itself failed: it replaces the whole document, so it
// brings its own <html>, <body> and styles.
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="es">
      <body>
        <title>Servicio no disponible · Solara</title>
        <main style={{ padding: '1rem' }}>
          <ErrorNotice digest={error.digest} onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
