// Public reference reads: one request per path however many screens ask, the answer kept for the
// page load, a failure shown and asked again by the next screen, and a change re-read in place.

import { act, renderHook, waitFor } from '@testing-library/react';
import { useDealers } from './dealers';
import { useStates } from './geo';
import { resetSessionState } from './store';
import { revalidatePaths } from './swr';
import { fakeResponse, installFetch } from '@/tests/support/fake-response';

const JALISCO = { id: 14, code: '14', name: 'Jalisco' };
const NUEVO_LEON = { id: 19, code: '19', name: 'Nuevo León' };

// Public reads carry no token; a failure's body still lands in the session's errors (spec §8).
beforeEach(() => resetSessionState());

it('asks once for every screen that wants the same list, and a screen opened later has it at once', async () => {
  const fetch = installFetch(fakeResponse(200, [JALISCO]));

  const contact = renderHook(() => useStates());
  const locator = renderHook(() => useStates());
  expect(contact.result.current).toMatchObject({ data: undefined, isLoading: true });

  await waitFor(() => expect(contact.result.current.data).toEqual([JALISCO]));
  expect(locator.result.current).toMatchObject({ data: [JALISCO], isLoading: false, error: undefined });
  const later = renderHook(() => useStates());
  expect(later.result.current.data).toEqual([JALISCO]);
  expect(fetch).toHaveBeenCalledTimes(1);
});

it('a failure is shown, and the next screen that wants the list asks again', async () => {
  const fetch = installFetch(fakeResponse(503, { message: 'Servicio no disponible.' }), fakeResponse(200, [JALISCO]));

  const first = renderHook(() => useStates());
  await waitFor(() =>
    expect(first.result.current.error).toMatchObject({ status: 503, message: 'Servicio no disponible.' }),
  );
  expect(first.result.current.isLoading).toBe(false);

  const second = renderHook(() => useStates());
  await waitFor(() => expect(second.result.current.data).toEqual([JALISCO]));
  expect(first.result.current).toMatchObject({ data: [JALISCO], error: undefined });
  expect(fetch).toHaveBeenCalledTimes(2);
});

it('a reply that is not what the call promises is an error, not data', async () => {
  installFetch(fakeResponse(200, '<html>hola</html>'));

  const { result } = renderHook(() => useDealers(true));

  await waitFor(() => expect(result.current.error).toBeDefined());
  expect(result.current.data).toBeUndefined();
});

it('asks nothing until wanted', async () => {
  const fetch = installFetch();

  const { result } = renderHook(() => useDealers(false));

  expect(result.current).toEqual({ data: undefined, error: undefined, isLoading: false });
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(fetch).not.toHaveBeenCalled();
});

it('after a change, revalidatePaths re-reads a kept list in place, showing the old one meanwhile', async () => {
  const fetch = installFetch(fakeResponse(200, [JALISCO]), fakeResponse(200, [JALISCO, NUEVO_LEON]));
  const { result } = renderHook(() => useStates());
  await waitFor(() => expect(result.current.data).toEqual([JALISCO]));

  await act(async () => {
    const refreshed = revalidatePaths(['/api/states']);
    expect(result.current.data).toEqual([JALISCO]);
    await refreshed;
  });

  expect(result.current.data).toEqual([JALISCO, NUEVO_LEON]);
  expect(fetch).toHaveBeenCalledTimes(2);
});
