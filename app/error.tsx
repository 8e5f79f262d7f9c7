'use client';

import { ErrorNotice } from '@/components/layout/error-notice';

// Any page that fails while rendering (the database unreachable, for one): a friendly page
// with a retry that fetches the page again from the server.
export default function PageError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <main id="contenido">
      <ErrorNotice digest={error.digest} onRetry={retry} />
    </main>
  );
}
