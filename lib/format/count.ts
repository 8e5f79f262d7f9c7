// Counts and the Spanish words that agree with them: "1,200 piezas", "1 color".

/**
 * An integer with thousands separators: 1200 → "1,200" (rounded; -0 and anything not finite print as "0").
 * Written out rather than with Intl.NumberFormat (the same text for es-MX, which groups every three
 * digits with a comma): the dealer locator counts on its first screen, and the first Intl formatter a
 * page builds loads ICU's locale data, tens of milliseconds of a phone's start-up.
 */
export function formatCount(n: number): string {
  const r = Number.isFinite(n) ? Math.round(n) : 0;
  if (r === 0) return '0';
  const digits = String(Math.abs(r)).replace(/\B(?=(\d{3})+$)/g, ',');
  return r < 0 ? `-${digits}` : digits;
}

/** Only 1 (and -1) take the singular; 0, fractions and everything else the plural ("0 colores", "1.5 metros"). */
export function plural(n: number, singular: string, pluralForm: string): string {
  return Math.abs(n) === 1 ? singular : pluralForm;
}

/** `n` and the agreeing word: countLabel(14, 'distribuidor', 'distribuidores') → "14 distribuidores". */
export function countLabel(n: number, singular: string, pluralForm: string): string {
  return `${formatCount(n)} ${plural(n, singular, pluralForm)}`;
}

/** "Mostrando 25–48 de 1,400": the range a paged list shows. */
export function rangeText(from: number, to: number, total: number): string {
  return `Mostrando ${formatCount(from)}–${formatCount(to)} de ${formatCount(total)}`;
}
