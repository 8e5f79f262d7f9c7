// Reading what the visitor typed in the size and quantity boxes.

/**
 * Centimetres as typed → a number, or null when the box is empty or not a number.
 * Accepts a decimal comma ("150,5") and a trailing "cm"; spaces are ignored.
 */
export function parseCm(text: string): number | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, '').replace(/cm$/, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A whole quantity as typed → a number, or null when empty or not a whole number. */
export function parseQuantity(text: string): number | null {
  const value = text.trim();
  return /^\d{1,4}$/.test(value) ? Number(value) : null;
}

/**
 * A size that looks typed in metres (1.5 in a centimetre box): the centimetres it probably
 * means, for a "¿Quisiste decir 150 cm?" hint; null otherwise.
 */
export function looksLikeMetres(text: string, minCm: number): number | null {
  const n = parseCm(text);
  if (n === null || n <= 0 || n >= 10 || n >= minCm) return null;
  const cm = Math.round(n * 100);
  return cm >= minCm ? cm : null;
}
