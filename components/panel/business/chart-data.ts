// The arithmetic and the words of the business charts, apart from their markup: scales, the
// "Otros" line of a ranking, month names and the sentence a screen reader hears for a chart.

import { formatMXN } from '@/lib/format/money';
import { decimalToCents } from '@/lib/pricing/money';

/** The API's decimal money ("1234.50") in centavos; 0 when unreadable. */
export const centsOf = (money: string | null | undefined): number => decimalToCents(money) ?? 0;

/** The top of a scale: `max` rounded up to 1, 2 or 5 × a power of ten (0 stays 0). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

/** A bar's length as a share of the scale, in percent (0–100); a value above zero never vanishes. */
export function share(value: number, top: number): number {
  if (!(top > 0) || !(value > 0)) return 0;
  return Math.max(1, Math.min(100, (value / top) * 100));
}

const SHORT_MONTH = new Intl.DateTimeFormat('es-MX', { month: 'short', timeZone: 'UTC' });
const LONG_MONTH = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** `count` months from `first` ("2026-11", 3 → 2026-11, 2026-12, 2027-01): a chart's axis with the empty months too. */
export function monthRange(first: string, count: number): string[] {
  const start = monthDate(first.slice(0, 7));
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/** "2026-03" → "mar" (the chart's axis). */
export const shortMonth = (month: string): string => SHORT_MONTH.format(monthDate(month)).replace('.', '');
/** "2026-03" → "marzo de 2026" (tables, CSV, what a screen reader hears). */
export const longMonth = (month: string): string => LONG_MONTH.format(monthDate(month));

const ONE_DECIMAL = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
/** Centavos → "$1.2 M", "$350 mil", "$800": the scale's labels, where a phone has no room for centavos. */
export function compactMXN(cents: number): string {
  const pesos = Math.round(cents / 100);
  const abs = Math.abs(pesos);
  if (abs >= 1_000_000) return `$${ONE_DECIMAL.format(pesos / 1_000_000)} M`;
  if (abs >= 1_000) return `$${ONE_DECIMAL.format(Math.round(pesos / 100) / 10)} mil`;
  return `$${pesos}`;
}

/** 0.4567 → "45.7 %"; null → "—". */
export function percent(ratio: number | null): string {
  if (ratio === null) return '—';
  return `${new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }).format(ratio * 100)} %`;
}

type Ranked = { name: string; value: number };

/**
 * A ranking's rows and, when it keeps only the first ones, one "Otros" row with what the others
 * add up to (the period's total minus the rows shown), so the bars still add up to the whole.
 */
export function withOthers<R extends Ranked>(rows: readonly R[], total: number, others: (rest: number) => R): R[] {
  const shown = rows.reduce((sum, row) => sum + row.value, 0);
  const rest = total - shown;
  return rest > 0 ? [...rows, others(rest)] : [...rows];
}

/**
 * What a screen reader hears for a chart of one or more series over months: each series' total
 * and its highest month ("Facturado: $1,200.00 en total; el mes más alto, marzo de 2026, con $300.00.").
 */
export function describeMonths(
  title: string,
  months: readonly string[],
  series: readonly { label: string; values: readonly number[]; format: (n: number) => string }[],
): string {
  const parts = series.map(({ label, values, format }) => {
    const total = values.reduce((sum, v) => sum + v, 0);
    if (total === 0) return `${label}: nada en el periodo.`;
    const top = values.reduce((best, v, i) => (v > (values[best] ?? 0) ? i : best), 0);
    return `${label}: ${format(total)} en total; el mes más alto, ${longMonth(months[top]!)}, con ${format(values[top]!)}.`;
  });
  return `${title}. ${parts.join(' ')}`;
}

/** What a screen reader hears for a ranking: its first rows with their figures. */
export function describeRanking(title: string, rows: readonly { name: string; text: string }[], first = 3): string {
  if (rows.length === 0) return `${title}: sin datos en el periodo.`;
  const named = rows.slice(0, first).map((row) => `${row.name}, ${row.text}`);
  const more = rows.length > first ? ` y ${rows.length - first} más` : '';
  return `${title}: ${named.join('; ')}${more}.`;
}

export const money = (cents: number): string => formatMXN(cents);
