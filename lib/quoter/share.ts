// Sharing a saved quote: a short plain-text summary (folio, pieces, total) for WhatsApp and
// e-mail, and the links that carry it.
import { formatLongDate, formatMXN } from '@/lib/content/format';

/** A quote as POST /api/quotes answers it (DESIGN.md: decimal strings with two places). */
export type SavedQuote = {
  id: number;
  folio: string;
  status?: string;
  valid_until?: string | null;
  items?: { description?: string; room?: string | null; quantity?: number; line_total?: string }[];
  subtotal: string;
  tax: string;
  total: string;
  currency?: string;
  price_list?: string;
};

/** "1234.50" → 123450 centavos; anything else → null. */
export function decimalToCents(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.round(value * 100);
  if (typeof value !== 'string' || !/^-?\d+(\.\d{1,2})?$/.test(value.trim())) return null;
  return Math.round(Number(value.trim()) * 100);
}

const money = (value: unknown) => {
  const cents = decimalToCents(value);
  return cents === null ? String(value) : formatMXN(cents);
};

export function quoteSummaryText(quote: SavedQuote, brand: string): string {
  const lines = [`Cotización ${quote.folio} de ${brand}`];
  (quote.items ?? []).forEach((item, i) => {
    const room = item.room ? `${item.room}: ` : '';
    const qty = item.quantity && item.quantity > 1 ? ` (${item.quantity} piezas)` : '';
    lines.push(`${i + 1}. ${room}${item.description ?? 'Pieza'}${qty}${item.line_total ? ` — ${money(item.line_total)}` : ''}`);
  });
  lines.push(`Subtotal: ${money(quote.subtotal)}`, `IVA 16 %: ${money(quote.tax)}`, `Total: ${money(quote.total)} MXN`);
  if (quote.valid_until) lines.push(`Vigente hasta el ${formatLongDate(quote.valid_until)}.`);
  return lines.join('\n');
}

/** wa.me with no number: WhatsApp asks whom to send it to. */
export const whatsappShareHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

export const mailShareHref = (subject: string, body: string) =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
