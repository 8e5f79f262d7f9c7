// The brand mark — a rounded square with a sun's arc over three slats — as data, so every place
// draws the same logo: the site's header and footer (components/ui/icons.tsx), app/icon.svg, the
// og:image cards (inlined) and the quote PDFs (vector paths, no picture fetched or bundled).
// lib/brand/mark.test.ts keeps app/icon.svg equal to it.

export const MARK = {
  /** The SVG's own units: a 32 × 32 box. */
  size: 32,
  radius: 7,
  background: '#b4531a',
  foreground: '#fff',
  /**
   * The sun's arc (radius 7 around 16,12) and the three slats, as filled outlines of strokes
   * 2.2 wide with round ends: a PDF fills them like any other shape.
   */
  drawing:
    'M7.9 12A8.1 8.1 0 0 1 24.1 12A1.1 1.1 0 0 1 21.9 12A5.9 5.9 0 0 0 10.1 12A1.1 1.1 0 0 1 7.9 12Z' +
    'M7 14.4h18a1.1 1.1 0 0 1 0 2.2H7a1.1 1.1 0 0 1 0-2.2Z' +
    'M7 18.9h18a1.1 1.1 0 0 1 0 2.2H7a1.1 1.1 0 0 1 0-2.2Z' +
    'M7 23.4h18a1.1 1.1 0 0 1 0 2.2H7a1.1 1.1 0 0 1 0-2.2Z',
} as const;

/** The rounded square as a path (pdf-lib draws paths, not <rect rx>). */
export function markBackgroundPath(size: number = MARK.size, r: number = MARK.radius): string {
  return `M${r} 0H${size - r}A${r} ${r} 0 0 1 ${size} ${r}V${size - r}A${r} ${r} 0 0 1 ${size - r} ${size}H${r}A${r} ${r} 0 0 1 0 ${size - r}V${r}A${r} ${r} 0 0 1 ${r} 0Z`;
}

/** The whole mark as an SVG document (app/icon.svg; the og:image cards draw it as an <img>). */
export function markSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK.size} ${MARK.size}"><rect width="${MARK.size}" height="${MARK.size}" rx="${MARK.radius}" fill="${MARK.background}"/><path d="${MARK.drawing}" fill="${MARK.foreground}"/></svg>`;
}
