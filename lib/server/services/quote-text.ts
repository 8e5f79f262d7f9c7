import 'server-only';
import { formatMXN } from '@/lib/content/format';
import type { serializeQuote } from './quotes';

const pesos = (decimal: string) => formatMXN(Math.round(Number(decimal) * 100));

/** A quote as plain text for mail: folio, validity, each piece with its explanation, totals. */
export function quoteSummaryText(q: ReturnType<typeof serializeQuote>): string {
  const lines = [`Cotización ${q.folio} · vigente hasta ${new Date(q.valid_until).toLocaleDateString('es-MX', { timeZone: 'America/Mexico_City' })}`, ''];
  q.items.forEach((item, i) => {
    lines.push(`${i + 1}. ${item.description}${item.room ? ` (${item.room})` : ''} × ${item.quantity}: ${pesos(item.line_total)}`);
    for (const l of item.lines) lines.push(`   - ${l.label}: ${pesos(l.amount)}`);
  });
  lines.push('', `Subtotal: ${pesos(q.subtotal)}`, `IVA 16 %: ${pesos(q.tax)}`, `Total: ${pesos(q.total)} MXN`);
  return lines.join('\n');
}
