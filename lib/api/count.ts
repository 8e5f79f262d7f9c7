// The counter calls answer a bare JSON number (spec §7).

/** The count in a counter response, or null when the body is not a usable number. */
export function toCount(value: unknown): number | null {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? Math.trunc(count) : null;
}
