// Lengths, areas, distances and percentages as es-MX writes them, each figure kept on the line of
// its unit.

import { lazy } from './lazy';

const LOCALE = 'es-MX';
const TWO_DECIMALS = lazy(() => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const AREA_EXACT = lazy(() => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 4 }));
const ONE_DECIMAL = lazy(() => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const INTEGER = lazy(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
const NBSP = '\u00a0';

/** Rounds to an integer and turns -0 into 0. */
function roundInt(n: number): number {
  const r = Math.round(n);
  return r === 0 ? 0 : r;
}

/** Centimetres → metres with two decimals, without the unit: 150 → "1.50". */
export function formatMeters(cm: number): string {
  return TWO_DECIMALS().format(Number.isFinite(cm) ? roundInt(cm) / 100 : 0);
}

/** Centimetres → "1.50 m". */
export function formatCm(cm: number): string {
  return `${formatMeters(cm)} m`;
}

/** A size range in centimetres → "de 0.30 a 3.50 m". */
export function formatCmRange(minCm: number, maxCm: number): string {
  return `de ${formatMeters(minCm)} a ${formatMeters(maxCm)} m`;
}

/** An area in m² as it is billed, two decimals, without the unit: 2.7 → "2.70". */
export function formatArea(m2: number): string {
  return TWO_DECIMALS().format(Number.isFinite(m2) ? m2 : 0);
}

/** The exact area of a size in whole centimetres, in m² without the unit: 19 975 cm² → "1.9975", 27 000 → "2.70". */
export function formatExactArea(cm2: number): string {
  return AREA_EXACT().format(Number.isFinite(cm2) ? roundInt(cm2) / 10_000 : 0);
}

/** A distance as the dealer list shows it: "a 3.2 km" (one decimal under 100 km), "a 1,234 km". */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  if (km < 0.1) return 'a menos de 100 m';
  return `a ${km < 100 ? ONE_DECIMAL().format(km) : INTEGER().format(km)} km`;
}

/** A percentage on one line: 3 → "3 %". */
export function formatPercent(value: number): string {
  return `${value}${NBSP}%`;
}

/** Catalogue text typed with ordinary spaces: "3 %" or "2.50 m" get a no-break space, so they never wrap apart. */
export function keepUnitsTogether(text: string): string {
  return text.replace(/(\d) (?=%|m²|g\/m²|mm\b|cm\b|m\b|Nm\b)/g, `$1${NBSP}`);
}
