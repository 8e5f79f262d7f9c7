// What changed between two versions of a quote, in the Spanish lines the customer reads on the
// quote and in the mail that sends it ("Pieza 1 (Sala): ancho 1.50 m → 1.48 m"). Pure.
import type { StoredItem } from '@/lib/contract/quote-config';
import { formatCm } from '@/lib/format/measures';
import { formatMoney } from '@/lib/format/money';

/** What a version shows of itself: enough to tell two apart. */
export type QuoteContent = {
  items: readonly StoredItem[];
  discount_pct: string;
  total: string;
  customer_note: string | null;
};

const OPTION_NAMES = {
  motor: 'motor',
  gallery: 'galería',
  installation: 'instalación',
  wind_sensor: 'sensor de viento',
};

/** A measure's change, "ancho 1.50 m → 1.48 m", or null when it did not change. */
function measure(name: string, before: number | undefined, after: number | undefined): string | null {
  if (before === after || before === undefined || after === undefined) return null;
  return `${name} ${formatCm(before)} → ${formatCm(after)}`;
}

/** An option's change in words: "con motor", "sin galería", "cambió el motor"; null when the same. */
function optionChange(name: string, before: unknown, after: unknown): string | null {
  const had = before !== null && before !== undefined && before !== false;
  const has = after !== null && after !== undefined && after !== false;
  if (had && has) return before === after ? null : `cambió ${name === 'instalación' ? 'la' : 'el'} ${name}`;
  if (has) return `con ${name}`;
  return had ? `sin ${name}` : null;
}

/** The lines of one piece that is in both versions. */
function pieceChanges(before: StoredItem, after: StoredItem): string[] {
  const changes: string[] = [];
  const heightName = after.line === 'toldos' ? 'proyección' : 'alto';
  const sizes = [
    measure('ancho', before.width_cm, after.width_cm),
    measure(heightName, before.height_cm ?? before.projection_cm, after.height_cm ?? after.projection_cm),
  ].filter((change): change is string => change !== null);
  changes.push(...sizes);
  const sameProduct =
    before.type === after.type &&
    before.model === after.model &&
    before.fabric === after.fabric &&
    before.color === after.color;
  if (!sameProduct) changes.push(`ahora ${after.description}`);
  if (before.quantity !== after.quantity) changes.push(`cantidad ${before.quantity} → ${after.quantity}`);
  for (const [key, name] of Object.entries(OPTION_NAMES) as [keyof typeof OPTION_NAMES, string][]) {
    const change = optionChange(name, before.options?.[key], after.options?.[key]);
    if (change) changes.push(change);
  }
  return changes;
}

const pieceName = (item: StoredItem, index: number) => `Pieza ${index + 1}${item.room ? ` (${item.room})` : ''}`;

/** Every change from `before` to `after`, piece by piece in order, then the discount, the note and the total. */
export function describeChanges(before: QuoteContent, after: QuoteContent): string[] {
  const lines: string[] = [];
  const count = Math.max(before.items.length, after.items.length);
  for (let i = 0; i < count; i += 1) {
    const was = before.items[i];
    const now = after.items[i];
    if (was && now) {
      const changes = pieceChanges(was, now);
      if (changes.length > 0) lines.push(`${pieceName(now, i)}: ${changes.join('; ')}.`);
    } else if (now) lines.push(`${pieceName(now, i)} nueva: ${now.description}.`);
    else if (was) lines.push(`${pieceName(was, i)} quitada: ${was.description}.`);
  }
  if (before.discount_pct !== after.discount_pct)
    lines.push(`Descuento: ${before.discount_pct} % → ${after.discount_pct} %.`);
  if ((before.customer_note ?? '') !== (after.customer_note ?? '') && after.customer_note)
    lines.push('Nota nueva del distribuidor.');
  if (before.total !== after.total) lines.push(`Total: ${formatMoney(before.total)} → ${formatMoney(after.total)}.`);
  return lines;
}
