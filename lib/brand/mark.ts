// The brand mark of app/icon.svg (a rounded square with four slats), as data: the PDF draws it
// with vector paths and the og:image cards inline it, so no picture is fetched or bundled.
// lib/brand/mark.test.ts keeps it equal to app/icon.svg.

export const MARK = {
  /** The SVG's own units: a 32 × 32 box. */
  size: 32,
  radius: 6,
  background: '#b4531a',
  foreground: '#fff',
  slats: 'M7 8h18v3H7zm0 5h18v3H7zm0 5h18v3H7zm0 5h18v2H7z',
} as const;

/** The rounded square as a path (pdf-lib draws paths, not <rect rx>). */
export function markBackgroundPath(size: number = MARK.size, r: number = MARK.radius): string {
  return `M${r} 0H${size - r}A${r} ${r} 0 0 1 ${size} ${r}V${size - r}A${r} ${r} 0 0 1 ${size - r} ${size}H${r}A${r} ${r} 0 0 1 0 ${size - r}V${r}A${r} ${r} 0 0 1 ${r} 0Z`;
}

/** The whole mark as an SVG document (the og:image cards draw it as an <img>). */
export function markSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK.size} ${MARK.size}"><rect width="${MARK.size}" height="${MARK.size}" rx="${MARK.radius}" fill="${MARK.background}"/><path d="${MARK.slats}" fill="${MARK.foreground}"/></svg>`;
}
