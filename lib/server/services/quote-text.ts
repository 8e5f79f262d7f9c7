import 'server-only';
import { formatMXN } from '@/lib/content/format';
import { quoteValidityText } from '@/lib/content/validity';
import { decimalToCents } from '@/lib/pricing/money';
import type { serializeQuote } from './quotes';

const pesos = (decimal: string) => formatMXN(decimalToCents(decimal) ?? 0);

/**
 * A quote as plain text for mail: folio, validity, each piece with its explanation, totals. A
 * piece's lines are the price of one piece, so several pieces print their multiplication.
 */
export function quoteSummaryText(q: ReturnType<typeof serializeQuote>): string {
  const lines = [`Cotización ${q.folio} · ${quoteValidityText(q.valid_until, q.created_at)}`, ''];
  q.items.forEach((item, i) => {
    const each = item.quantity > 1 ? `${item.quantity} piezas × ${pesos(item.unit_price)} = ` : '';
    lines.push(`${i + 1}. ${item.description}${item.room ? ` (${item.room})` : ''}: ${each}${pesos(item.line_total)}`);
    if (item.quantity > 1 && item.lines.length > 0) lines.push('   Precio por pieza:');
    for (const l of item.lines) lines.push(`   - ${l.label}: ${pesos(l.amount)}`);
  });
  lines.push('', `Subtotal: ${pesos(q.subtotal)}`, `IVA 16 %: ${pesos(q.tax)}`, `Total: ${pesos(q.total)} MXN`);
  return lines.join('\n');
}
