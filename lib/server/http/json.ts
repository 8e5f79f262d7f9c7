import 'server-only';

// The text of frozen values (what memoize() keeps between requests): they cannot change, so
// they are serialized once, not on every request (the busiest reads are such values).
const texts = new WeakMap<object, string>();

function serialize(data: unknown): string {
  if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return JSON.stringify(data ?? null);
  let text = texts.get(data);
  if (text === undefined) texts.set(data, (text = JSON.stringify(data)));
  return text;
}

/** A JSON reply; never cached unless the caller says so. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return new Response(serialize(data), { ...init, headers });
}
