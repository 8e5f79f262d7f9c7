// How a read checks a reply before it is cached, shared by the session's reads (./swr.ts) and the
// public ones (./public-read.ts).

/** The value, or null when it is not what the call promises. */
export type Parse<T> = (data: unknown) => T | null;
