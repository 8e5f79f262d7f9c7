// In-place edits of a cached list with an optimistic update: the list shows the new value at
// once; the server's answer replaces the row; a failure puts the old list back (SWR's
// optimisticData + rollbackOnError) and hands the server's error body to the caller.

import type { KeyedMutator } from 'swr';
import type { ApiResult } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { ApiErrorBody } from '@/lib/api/types';

/** A copy of `list` with the row `id` changed by `patch` (the same list when it is not there). */
export function patchById<T extends { id: number }>(list: readonly T[] | undefined, id: number, patch: Partial<NoInfer<T>>): T[] {
  return (list ?? []).map((row) => (row.id === id ? { ...row, ...patch } : row));
}

export type SaveOutcome<R> = { ok: true; data: R } | { ok: false; status: number; error: ApiErrorBody };

/**
 * Shows `patch` on row `id` right away, sends `request`, then keeps the server's row — or,
 * when the server refuses, rolls the cache back to what it was and returns the error body.
 */
export async function saveOptimistically<T extends { id: number }, R extends Partial<T>>(
  mutate: KeyedMutator<T[]>,
  id: number,
  patch: Partial<T>,
  request: () => Promise<ApiResult<R>>,
): Promise<SaveOutcome<R>> {
  let saved: R | undefined;
  try {
    await mutate(
      async (current) => {
        const result = await request();
        if (!result.ok) throw new ApiError(result.status, result.error);
        saved = result.data;
        return patchById(current, id, result.data);
      },
      {
        optimisticData: (current) => patchById(current, id, patch),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      },
    );
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, error: error.body };
    return { ok: false, status: 0, error: { message: error instanceof Error ? error.message : String(error) } };
  }
  return saved === undefined ? { ok: false, status: 0, error: { message: 'No se recibió respuesta.' } } : { ok: true, data: saved };
}
