// Test helpers for code that calls `fetch` (Jest's jsdom has no fetch or Response).
// Only the parts the transport reads are built: status, ok, headers.get(), text() and blob().

export type FakeResponse = {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text: () => Promise<string>;
  blob: () => Promise<Blob>;
  /** A streamed body (see `streamedResponse`). */
  body?: { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }> } } | null;
};

/** A 200 whose body arrives in `chunks`, like a streamed export (no Content-Length unless given). */
export function streamedResponse(chunks: Uint8Array[], headers: Record<string, string> = {}): FakeResponse {
  const base = fakeResponse(200, undefined, headers);
  const queue = [...chunks];
  return {
    ...base,
    blob: async () => new Blob(chunks.map((chunk) => new Uint8Array(chunk))),
    body: {
      getReader: () => ({ read: async () => (queue.length ? { done: false, value: queue.shift()! } : { done: true }) }),
    },
  };
}

/** A response with `body` (JSON unless a string or a Blob) and the given headers. */
export function fakeResponse(status: number, body?: unknown, headers: Record<string, string> = {}): FakeResponse {
  const text =
    body === undefined ? '' : typeof body === 'string' ? body : body instanceof Blob ? '' : JSON.stringify(body);
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name) => lower.get(name.toLowerCase()) ?? null },
    text: async () => text,
    blob: async () => (body instanceof Blob ? body : new Blob([text])),
  };
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
