// An audit entry's change in words, for the panel's list and the CSV alike: only what changed,
// money as the panel shows it, statuses with their labels.
import type { AuditKind, AuditValues } from '@/lib/contract/audit';
import type { OrderStatus } from '@/lib/contract/orders';
import type { PaymentKind, PaymentMethod, PaymentStatus } from '@/lib/contract/payments';
import { formatMXN } from '@/lib/format/money';
import { ORDER_STATUS_LABELS } from './sales-status';
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from './payments';

const money = (value: unknown) => (typeof value === 'string' ? formatMXN(Math.round(Number(value) * 100)) : '—');
const percent = (value: unknown) => (typeof value === 'number' ? `${value} %` : 'el general');

const FIELD_WORDS: Record<string, (value: unknown) => string> = {
  publico: money,
  distribuidor: money,
  monto: money,
  pagado_del_pedido: money,
  limite_pct: percent,
  estado: (value) =>
    PAYMENT_STATUS_LABELS[value as PaymentStatus] ?? ORDER_STATUS_LABELS[value as OrderStatus] ?? String(value),
  metodo: (value) => PAYMENT_METHOD_LABELS[value as PaymentMethod] ?? String(value),
  tipo: (value) => PAYMENT_KIND_LABELS[value as PaymentKind] ?? String(value),
};
const FIELD_NAMES: Record<string, string> = {
  publico: 'público',
  distribuidor: 'distribuidor',
  monto: 'monto',
  pagado_del_pedido: 'pagado del pedido',
  limite_pct: 'límite',
  estado: 'estado',
  metodo: 'método',
  tipo: 'tipo',
  referencia: 'referencia',
  fecha: 'fecha',
};

const word = (field: string, value: unknown) =>
  value === null || value === undefined ? '—' : (FIELD_WORDS[field]?.(value) ?? String(value));

const listed = (values: AuditValues) =>
  Object.entries(values)
    .filter(([, value]) => value !== null)
    .map(([field, value]) => `${FIELD_NAMES[field] ?? field} ${word(field, value)}`)
    .join(', ');

/** "Público $1,200.00 → $1,260.00", "Pendiente → Confirmado", "Anticipo de $250.00 por SPEI…" */
export function describeAuditChange(kind: AuditKind, before: AuditValues | null, after: AuditValues | null): string {
  if (kind === 'pago' && !before && after)
    return `${word('tipo', after.tipo)} de ${word('monto', after.monto)} por ${word('metodo', after.metodo)} (${word('estado', after.estado).toLowerCase()}); pagado del pedido: ${word('pagado_del_pedido', after.pagado_del_pedido)}`;
  if (!before && after) return `Nuevo: ${listed(after)}`;
  if (before && !after) return `Quitado (era ${listed(before)})`;
  if (!before || !after) return '';
  if (kind === 'estado_pedido' || kind === 'limite_descuento') {
    const field = kind === 'estado_pedido' ? 'estado' : 'limite_pct';
    return `${word(field, before[field])} → ${word(field, after[field])}`;
  }
  const changed = Object.keys(after).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  const text = changed
    .map((field) => `${FIELD_NAMES[field] ?? field} ${word(field, before[field])} → ${word(field, after[field])}`)
    .join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
