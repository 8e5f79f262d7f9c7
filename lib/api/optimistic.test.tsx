import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import type { ApiResult } from './transport';
import { patchById, saveOptimistically } from './optimistic';

type Row = { id: number; name: string; stock: number };
const noHeaders = { get: () => null };
const rows: Row[] = [
  { id: 1, name: 'Blackout Arena', stock: 30 },
  { id: 2, name: 'Screen 5 %', stock: 4 },
];

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

function useRows() {
  return useSWR<Row[]>('/api/catalogs', async () => rows.map((row) => ({ ...row })), { revalidateOnFocus: false });
}

/** A request that resolves when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

it('patchById changes only the row with that id', () => {
  expect(patchById(rows, 2, { stock: 9 })).toEqual([rows[0], { id: 2, name: 'Screen 5 %', stock: 9 }]);
  expect(patchById(rows, 7, { stock: 9 })).toEqual(rows);
  expect(patchById<Row>(undefined, 1, { stock: 9 })).toEqual([]);
});

it('shows the new value at once and keeps the server row when the save succeeds', async () => {
  const { result } = renderHook(() => useRows(), { wrapper });
  await waitFor(() => expect(result.current.data).toHaveLength(2));

  const answer = deferred<ApiResult<Row>>();
  let outcome: Awaited<ReturnType<typeof saveOptimistically<Row, Row>>> | undefined;
  act(() => {
    void saveOptimistically<Row, Row>(result.current.mutate, 2, { stock: 12 }, () => answer.promise).then((o) => {
      outcome = o;
    });
  });
  await waitFor(() => expect(result.current.data?.[1]?.stock).toBe(12));

  await act(async () => {
    answer.resolve({
      ok: true,
      status: 200,
      data: { id: 2, name: 'Screen 5 % (servidor)', stock: 12 },
      headers: noHeaders,
    });
  });
  await waitFor(() =>
    expect(outcome).toMatchObject({ ok: true, data: { id: 2, name: 'Screen 5 % (servidor)', stock: 12 } }),
  );
  expect(result.current.data?.[1]).toEqual({ id: 2, name: 'Screen 5 % (servidor)', stock: 12 });
});

it('rolls back to the old value and returns the server error body when the save fails', async () => {
  const { result } = renderHook(() => useRows(), { wrapper });
  await waitFor(() => expect(result.current.data).toHaveLength(2));

  const answer = deferred<ApiResult<Row>>();
  let outcome: unknown;
  act(() => {
    void saveOptimistically<Row, Row>(result.current.mutate, 1, { stock: -5 }, () => answer.promise).then((o) => {
      outcome = o;
    });
  });
  await waitFor(() => expect(result.current.data?.[0]?.stock).toBe(-5));

  const body = {
    message: 'La existencia no puede ser negativa.',
    errors: { stock: ['La existencia no puede ser negativa.'] },
  };
  await act(async () => {
    answer.resolve({ ok: false, status: 422, error: body, headers: noHeaders });
  });
  await waitFor(() => expect(outcome).toMatchObject({ ok: false, status: 422, error: body }));
  expect(result.current.data?.[0]?.stock).toBe(30);
});
