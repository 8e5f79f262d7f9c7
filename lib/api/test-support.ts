// Test helpers for code that calls `fetch` (Jest's jsdom has no fetch or Response).
// Only the parts the client reads are built: status, ok and text().

export type FakeResponse = { ok: boolean; status: number; text: () => Promise<string> };

export function fakeResponse(status: number, body?: unknown): FakeResponse {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: async () => text };
}

export type FetchMock = jest.Mock<Promise<FakeResponse>, [string, RequestInit?]>;

/** Installs a fetch mock; each call takes the next queued response (or 200 `{}`). */
export function installFetch(...responses: (FakeResponse | Error)[]): FetchMock {
  const queue = [...responses];
  const mock: FetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit?]>(async () => {
    const next = queue.shift() ?? fakeResponse(200, {});
    if (next instanceof Error) throw next;
    return next;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** Headers of the n-th fetch call (0-based), as the client sent them. */
export function sentHeaders(mock: FetchMock, call: number): Record<string, string> {
  return (mock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

export function sentAuthorization(mock: FetchMock, call: number): string | undefined {
  return sentHeaders(mock, call).Authorization;
}
