'use client';

// A signed-in caller's own prices (GET /api/quoter-options, cached per session by SWR), reported
// to the quoter. A component of its own so the session client (SWR) loads only with a token: a
// visitor's quoter prices with the public catalogue the server rendered.

import { useEffect } from 'react';
import { useQuoterOptions } from '@/lib/api/quoter';
import type { QuoterOptions } from '@/lib/contract/quoter';

export type CallerOptions = { options: QuoterOptions | null; loading: boolean; failed: boolean };

export default function CallerOptionsReader({ onChange }: { onChange: (state: CallerOptions) => void }) {
  const { data, isLoading, error } = useQuoterOptions(true);
  const failed = Boolean(error);
  useEffect(() => onChange({ options: data ?? null, loading: isLoading, failed }), [data, isLoading, failed, onChange]);
  return null;
}
