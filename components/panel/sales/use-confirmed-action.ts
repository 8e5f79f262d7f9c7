'use client';

import { useState } from 'react';
import type { ApiResult } from '@/lib/api/transport';
import type { ApiErrorBody } from '@/lib/contract/common';

/**
 * An action that asks first (deleting a draft, a customer cancelling its order): whether the
 * question is open, whether the call is on its way, and the server's refusal. The question
 * closes when the answer comes, either way; `onDone` gets what the server answered.
 */
export function useConfirmedAction<T>(action: () => Promise<ApiResult<T>>, onDone: (data: T) => void) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorBody | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    const result = await action();
    setBusy(false);
    setAsking(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    onDone(result.data);
  }

  return { asking, busy, error, ask: () => setAsking(true), dismiss: () => setAsking(false), confirm };
}
