// Query strings of list paths: empty values and page 1 are left out, so equal queries make
// equal paths (they are also the SWR keys).

export function withQuery(base: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, raw] of Object.entries(query)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '') continue;
    if (name === 'page' && Number(value) <= 1) continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search === '' ? base : `${base}?${search}`;
}
