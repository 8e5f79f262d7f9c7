// In-place edits of a cached list with an optimistic update: the list shows the new value at
// once; the server's answer replaces the row; a failure puts the old list back (SWR's
// optimisticData + rollbackOnError) and hands the server's answer to the caller.

import type { KeyedMutator } from 'swr';
import type { ApiResult } from './transport';

/** A copy of `list` with the row `id` changed by `patch` (the same list when it is not there). */
export function patchById<T extends { id: number }>(
  list: readonly T[] | undefined,
  id: number,
  patch: Partial<NoInfer<T>>,
): T[] {
  return (list ?? []).map((row) => (row.id === id ? { ...row, ...patch } : row));
}

/**
 * Shows `patch` on row `id` right away, sends `request`, then keeps the server's row — or,
 * when the server refuses, rolls the cache back to what it was. Answers the request's result.
 */
export async function saveOptimistically<T extends { id: number }, R extends Partial<T>>(
  mutate: KeyedMutator<T[]>,
  id: number,
  patch: Partial<T>,
  request: () => Promise<ApiResult<R>>,
): Promise<ApiResult<R>> {
  let answer: ApiResult<R> | undefined;
  try {
    await mutate(
      async (current) => {
        answer = await request();
        // Thrown so SWR puts the old list back.
        if (!answer.ok) throw new Error(answer.error.message);
        return patchById(current, id, answer.data);
      },
      {
        optimisticData: (current) => patchById(current, id, patch),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      },
    );
  } catch {
    // The cache is rolled back; `answer` holds the server's refusal.
  }
  return answer ?? { ok: false, status: 0, error: { message: NO_ANSWER_MESSAGE }, headers: { get: () => null } };
}

const NO_ANSWER_MESSAGE = 'No se recibió respuesta.';
