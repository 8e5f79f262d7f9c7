// File sizes as people read them: "2.4 MB".

const ONE_DECIMAL = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
const INTEGER = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * Bytes → "2.4 MB" (binary multiples, as the 5 MB and 20 MB limits are): one decimal under
 * 10 of a unit, none above; whole bytes below 1 KB. Anything not a size gives "—".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${INTEGER.format(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  // Round first, so 1023.96 KB reads "1 MB" and not "1,024 KB".
  while (unit < UNITS.length - 1 && Math.round(value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const text = value < 10 ? ONE_DECIMAL.format(Math.round(value * 10) / 10) : INTEGER.format(Math.round(value));
  return `${text} ${UNITS[unit]}`;
}
