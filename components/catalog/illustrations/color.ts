// Tiny colour helpers for the product illustrations. Pure functions, no dependencies; they
// never throw, so a bad colour in the catalogue degrades to the default fabric colour.

/** Fabric colour used when none is given or the given one is not a hex colour. */
export const DEFAULT_FABRIC_COLOR = '#d9d4c7';

const HEX3 = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const HEX6 = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** "#ABC", "abc", "#AABBCC" → "#aabbcc"; anything else → null. */
export function normalizeHex(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const value = input.trim();
  const short = HEX3.exec(value);
  if (short) {
    const [, r = '0', g = '0', b = '0'] = short;
    return `#${r}${r}${g}${g}${b}${b}`.toLowerCase();
  }
  const long = HEX6.exec(value);
  if (long) {
    const [, r = '00', g = '00', b = '00'] = long;
    return `#${r}${g}${b}`.toLowerCase();
  }
  return null;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function toHex(channel: number): string {
  return Math.round(clamp(channel, 0, 255))
    .toString(16)
    .padStart(2, '0');
}

/**
 * A darker (amount < 0) or lighter (amount > 0) version of a hex colour: -1 is black, +1 is
 * white, 0 the colour itself. The amount is clamped to [-1, 1]; a non-finite amount counts
 * as 0 and an invalid colour as {@link DEFAULT_FABRIC_COLOR}. Always returns "#rrggbb".
 */
export function shade(hex: string, amount: number): string {
  const base = normalizeHex(hex) ?? DEFAULT_FABRIC_COLOR;
  const t = Number.isFinite(amount) ? clamp(amount, -1, 1) : 0;
  const target = t < 0 ? 0 : 255;
  const k = Math.abs(t);
  const [r, g, b] = channels(base);
  return `#${toHex(r + (target - r) * k)}${toHex(g + (target - g) * k)}${toHex(b + (target - b) * k)}`;
}

/** Relative luminance (WCAG) of a hex colour, 0 (black) to 1 (white); invalid → the default's. */
function luminance(hex: string): number {
  const base = normalizeHex(hex) ?? DEFAULT_FABRIC_COLOR;
  const [r, g, b] = channels(base).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** True for colours dark enough that details read better lightened than darkened. */
export function isDark(hex: string): boolean {
  return luminance(hex) < 0.18;
}
