import 'server-only';

/**
 * Keeps a read's answer in this process for `ttlMs`, per key: for reference data that only an
 * offline script changes (states, municipalities), so a busy page stops asking the database.
 * A failed read is not kept; concurrent callers share one pending read. At most `maxEntries`
 * keys: past that it starts over, so random keys (ids a client makes up) cannot grow it.
 * The value kept is frozen, deeply: every caller shares it, and json() (lib/server/http/json.ts)
 * serializes a frozen value once instead of on every request.
 */
export function memoize<K, T>(read: (key: K) => Promise<T>, ttlMs: number, maxEntries = 500): (key: K) => Promise<T> {
  const entries = new Map<K, { value: Promise<T>; expires: number }>();
  return (key) => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (entries.size >= maxEntries) entries.clear();
    const value = read(key).then(deepFreeze);
    entries.set(key, { value, expires: now + ttlMs });
    value.catch(() => entries.delete(key));
    return value;
  };
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
