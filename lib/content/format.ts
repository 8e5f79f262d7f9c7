// Display helpers for the public site and the dashboard: money, sizes, opacity and Spanish
// plurals (stock words: lib/catalog/availability.ts). Pure functions, safe in the browser and on the server.

const LOCALE = 'es-MX';

const MXN = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN' });
const TWO_DECIMALS = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const INTEGER = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** Rounds to an integer and turns -0 into 0, so nothing prints as "-$0.00". */
function roundInt(n: number): number {
  const r = Math.round(n);
  return r === 0 ? 0 : r;
}

/**
 * Money in integer centavos → "$1,234.50". A fractional amount of centavos is rounded to the
 * nearest centavo first (half away from zero for positive amounts, as `Math.round`).
 */
export function formatMXN(cents: number): string {
  if (!Number.isFinite(cents)) return MXN.format(0);
  return MXN.format(roundInt(cents) / 100);
}

const MXN_WHOLE = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });

/** Like formatMXN, but whole pesos print without ".00" ("$12,480"): for tables that must fit a phone. */
export function formatMXNCompact(cents: number): string {
  if (!Number.isFinite(cents)) return MXN_WHOLE.format(0);
  const rounded = roundInt(cents);
  return rounded % 100 === 0 ? MXN_WHOLE.format(rounded / 100) : MXN.format(rounded / 100);
}

/** Centimetres → metres with two decimals, without the unit: 150 → "1.50". */
export function formatMeters(cm: number): string {
  if (!Number.isFinite(cm)) return TWO_DECIMALS.format(0);
  return TWO_DECIMALS.format(roundInt(cm) / 100);
}

/** Centimetres → "1.50 m". */
export function formatCm(cm: number): string {
  return `${formatMeters(cm)} m`;
}

const AREA_EXACT = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** An area in m² as it is billed, two decimals, without the unit: 2.7 → "2.70". */
export function formatArea(m2: number): string {
  return TWO_DECIMALS.format(Number.isFinite(m2) ? m2 : 0);
}

/** The exact area of a size in whole centimetres, in m² without the unit: 19 975 cm² → "1.9975", 27 000 → "2.70". */
export function formatExactArea(cm2: number): string {
  return AREA_EXACT.format(Number.isFinite(cm2) ? roundInt(cm2) / 10_000 : 0);
}

/** A size range in centimetres → "de 0.30 a 3.50 m". */
export function formatCmRange(minCm: number, maxCm: number): string {
  return `de ${formatMeters(minCm)} a ${formatMeters(maxCm)} m`;
}

/** An integer with thousands separators: 1200 → "1,200". */
export function formatCount(n: number): string {
  return INTEGER.format(Number.isFinite(n) ? roundInt(n) : 0);
}

/**
 * The word that agrees with `n` in Spanish: only 1 (and -1) take the singular;
 * 0, fractions and everything else take the plural ("0 colores", "1.5 metros").
 */
export function plural(n: number, singular: string, pluralForm: string): string {
  return Math.abs(n) === 1 ? singular : pluralForm;
}

/** `n` followed by the agreeing word: countLabel(14, 'distribuidor', 'distribuidores') → "14 distribuidores". */
export function countLabel(n: number, singular: string, pluralForm: string): string {
  return `${formatCount(n)} ${plural(n, singular, pluralForm)}`;
}

// ── Figures with their units ────────────────────────────────────────────
const NBSP = '\u00a0';

/**
 * A figure stays on the line of its unit: the space between them becomes a no-break space, so
 * "3 %" or "2.50 m" never wrap as "3 / %". For catalogue text typed with ordinary spaces.
 */
export function keepUnitsTogether(text: string): string {
  return text.replace(/(\d) (?=%|m²|g\/m²|mm\b|cm\b|m\b|Nm\b)/g, `$1${NBSP}`);
}

/** A percentage as es-MX writes it, on one line: 3 → "3 %". */
export function formatPercent(value: number): string {
  return `${value}${NBSP}%`;
}

// ── Opacity ────────────────────────────────────────────────────────────────
export const OPACITIES = ['transparente', 'traslucido', 'filtrante', 'blackout'] as const;
export type Opacity = (typeof OPACITIES)[number];

const OPACITY_LABELS: Record<Opacity, string> = {
  transparente: 'Transparente',
  traslucido: 'Traslúcida',
  filtrante: 'Filtra luz (screen)',
  blackout: 'Blackout — oscurecimiento total',
};

const OPACITY_SHORT_LABELS: Record<Opacity, string> = {
  transparente: 'Transparente',
  traslucido: 'Traslúcida',
  filtrante: 'Filtrante',
  blackout: 'Blackout',
};

/** Descriptive label for a fabric's opacity, for product pages and filters. */
export function opacityLabel(opacity: Opacity): string {
  return OPACITY_LABELS[opacity];
}

/** One-word label for chips, tables and meta descriptions. */
export function opacityShortLabel(opacity: Opacity): string {
  return OPACITY_SHORT_LABELS[opacity];
}

// ── Dates ──────────────────────────────────────────────────────────────────
const DATE_PARTS = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const LONG_DATE_UTC = new Intl.DateTimeFormat(LOCALE, { ...DATE_PARTS, timeZone: 'UTC' });
const LONG_DATE_MX = new Intl.DateTimeFormat(LOCALE, { ...DATE_PARTS, timeZone: 'America/Mexico_City' });

/**
 * An ISO calendar date ("2026-01-15") or ISO timestamp (read in Mexico City time) →
 * "15 de enero de 2026". Anything else is returned unchanged.
 */
export function formatLongDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? value : LONG_DATE_UTC.format(date);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : LONG_DATE_MX.format(date);
}
