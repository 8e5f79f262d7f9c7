// Sharing a saved quote: a short plain-text summary (folio, pieces, total) for WhatsApp and
// e-mail, and the links that carry it.
import { formatMoney } from '@/lib/format/money';
import { quoteValidityText } from '@/lib/content/validity';
import type { StoredItem } from '@/lib/contract/quote-config';
import type { Quote } from '@/lib/contract/quotes';

/** What the summary reads of a saved quote (POST /api/quotes answers the whole quote). */
export type SavedQuote = Pick<Quote, 'id' | 'folio' | 'valid_until' | 'subtotal' | 'tax' | 'total'> &
  Partial<Pick<Quote, 'created_at'>> & {
    items: Pick<StoredItem, 'description' | 'room' | 'quantity' | 'line_total'>[];
  };

export function quoteSummaryText(quote: SavedQuote, brand: string): string {
  const lines = [`Cotización ${quote.folio} de ${brand}`];
  (quote.items ?? []).forEach((item, i) => {
    const room = item.room ? `${item.room}: ` : '';
    const qty = item.quantity && item.quantity > 1 ? ` (${item.quantity} piezas)` : '';
    lines.push(
      `${i + 1}. ${room}${item.description ?? 'Pieza'}${qty}${item.line_total ? ` — ${formatMoney(item.line_total)}` : ''}`,
    );
  });
  lines.push(
    `Subtotal: ${formatMoney(quote.subtotal)}`,
    `IVA 16 %: ${formatMoney(quote.tax)}`,
    `Total: ${formatMoney(quote.total)} MXN`,
  );
  if (quote.valid_until) {
    const validity = quoteValidityText(quote.valid_until, quote.created_at);
    lines.push(`${validity.charAt(0).toUpperCase()}${validity.slice(1)}.`);
  }
  return lines.join('\n');
}

/** wa.me with no number: WhatsApp asks whom to send it to. */
export const whatsappShareHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

export const mailShareHref = (subject: string, body: string) =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
