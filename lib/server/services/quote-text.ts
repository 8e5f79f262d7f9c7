import 'server-only';
import { formatMoney } from '@/lib/format/money';
import { quoteValidityText } from '@/lib/content/validity';
import type { serializeQuote } from './quotes';

/**
 * A quote as plain text for mail: folio, validity, each piece with its explanation, totals. A
 * piece's lines are the price of one piece, so several pieces print their multiplication.
 */
export function quoteSummaryText(q: ReturnType<typeof serializeQuote>): string {
  const lines = [`Cotización ${q.folio} · ${quoteValidityText(q.valid_until, q.created_at)}`, ''];
  q.items.forEach((item, i) => {
    const each = item.quantity > 1 ? `${item.quantity} piezas × ${formatMoney(item.unit_price)} = ` : '';
    lines.push(
      `${i + 1}. ${item.description}${item.room ? ` (${item.room})` : ''}: ${each}${formatMoney(item.line_total)}`,
    );
    if (item.quantity > 1 && item.lines.length > 0) lines.push('   Precio por pieza:');
    for (const l of item.lines) lines.push(`   - ${l.label}: ${formatMoney(l.amount)}`);
  });
  lines.push(
    '',
    `Subtotal: ${formatMoney(q.subtotal)}`,
    `IVA 16 %: ${formatMoney(q.tax)}`,
    `Total: ${formatMoney(q.total)} MXN`,
  );
  return lines.join('\n');
}
