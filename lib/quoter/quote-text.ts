// A saved quote as plain text: the short summary a customer shares (WhatsApp, e-mail) and the full
// one the brand's mail carries (each piece multiplied out, with its price lines). Pure: the
// quoter and the server's mail use it alike.
import { quoteValidityText } from '@/lib/content/validity';
import type { StoredItem } from '@/lib/contract/quote-config';
import type { Quote } from '@/lib/contract/quotes';
import { formatMoney } from '@/lib/format/money';

type TextItem = Pick<StoredItem, 'description' | 'room' | 'quantity' | 'line_total'> &
  Partial<Pick<StoredItem, 'unit_price' | 'lines'>>;

/** What the text reads of a saved quote (POST /api/quotes answers the whole quote). */
export type SavedQuote = Pick<Quote, 'id' | 'folio' | 'valid_until' | 'subtotal' | 'tax' | 'total'> &
  Partial<Pick<Quote, 'created_at' | 'discount' | 'discount_pct'>> & { items: TextItem[] };

/** `share`: the customer's short summary, signed by `brand`; `mail`: every piece multiplied out. */
export type QuoteTextStyle = { share: true; brand: string } | { share: false };

function shareLine(item: TextItem): string {
  const room = item.room ? `${item.room}: ` : '';
  const qty = item.quantity && item.quantity > 1 ? ` (${item.quantity} piezas)` : '';
  const total = item.line_total ? ` — ${formatMoney(item.line_total)}` : '';
  return `${room}${item.description ?? 'Pieza'}${qty}${total}`;
}

// A piece's lines are the price of one piece, so several pieces print their multiplication.
function mailLines(item: TextItem): string[] {
  const several = item.quantity > 1;
  const each = several ? `${item.quantity} piezas × ${formatMoney(item.unit_price)} = ` : '';
  const lines = item.lines ?? [];
  return [
    `${item.description}${item.room ? ` (${item.room})` : ''}: ${each}${formatMoney(item.line_total)}`,
    ...(several && lines.length > 0 ? ['   Precio por pieza:'] : []),
    ...lines.map((l) => `   - ${l.label}: ${formatMoney(l.amount)}`),
  ];
}

export function quoteSummaryText(quote: SavedQuote, style: QuoteTextStyle): string {
  const validity = quote.valid_until ? quoteValidityText(quote.valid_until, quote.created_at) : null;
  const lines = style.share
    ? [`Cotización ${quote.folio} de ${style.brand}`]
    : [`Cotización ${quote.folio} · ${validity}`, ''];
  (quote.items ?? []).forEach((item, i) => {
    const [first = '', ...rest] = style.share ? [shareLine(item)] : mailLines(item);
    lines.push(`${i + 1}. ${first}`, ...rest);
  });
  if (!style.share) lines.push('');
  lines.push(`Subtotal: ${formatMoney(quote.subtotal)}`);
  if (quote.discount && quote.discount !== '0.00')
    lines.push(`Descuento ${quote.discount_pct} %: −${formatMoney(quote.discount)}`);
  lines.push(`IVA 16 %: ${formatMoney(quote.tax)}`, `Total: ${formatMoney(quote.total)} MXN`);
  if (style.share && validity) lines.push(`${validity.charAt(0).toUpperCase()}${validity.slice(1)}.`);
  return lines.join('\n');
}
