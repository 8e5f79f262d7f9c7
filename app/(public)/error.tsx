'use client';

import { ErrorNotice } from '@/components/layout/error-notice';

// A public page that fails while rendering keeps the header and footer around the notice;
// retry fetches the page again from the server.
export default function PageError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorNotice digest={error.digest} onRetry={retry} />;
}
