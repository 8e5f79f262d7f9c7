// Order statuses as the screens show them, and the changes each role may offer. The server sends
// each order's `next_statuses` (lib/server/services/orders.ts ORDER_TRANSITIONS) and decides;
// this only keeps the interface from offering what it would refuse.

import { ORDER_STATUSES, type Order, type OrderStatus } from '@/lib/contract/orders';
import type { RoleName } from '@/lib/contract/users';
import { ORDER_STATUS_LABELS } from '@/lib/content/sales-status';
import { isStaff, statusTable } from '../sales/status-table';

export const ORDER_STATUS_TABLE = statusTable<OrderStatus>(ORDER_STATUSES, {
  pendiente: { label: ORDER_STATUS_LABELS.pendiente, tone: 'warning' },
  confirmado: { label: ORDER_STATUS_LABELS.confirmado, tone: 'info' },
  en_produccion: { label: ORDER_STATUS_LABELS.en_produccion, tone: 'progress' },
  enviado: { label: ORDER_STATUS_LABELS.enviado, tone: 'info' },
  instalado: { label: ORDER_STATUS_LABELS.instalado, tone: 'success' },
  entregado: { label: ORDER_STATUS_LABELS.entregado, tone: 'success' },
  cancelado: { label: ORDER_STATUS_LABELS.cancelado, tone: 'danger' },
});

export const ORDER_STATUS_INFO = ORDER_STATUS_TABLE.info;
export const orderStatusInfo = ORDER_STATUS_TABLE.infoOf;

/**
 * The statuses a distributor or admin may move this order to: exactly its `next_statuses`, in the
 * life cycle's order (forward first, cancelling last). Customers get none: they only cancel.
 */
export function orderStatusTargets(
  order: Pick<Order, 'next_statuses'>,
  role: RoleName | null | undefined,
): OrderStatus[] {
  if (!isStaff(role)) return [];
  const known = order.next_statuses.filter((status): status is OrderStatus =>
    (ORDER_STATUSES as readonly string[]).includes(status),
  );
  return [...known].sort((a, b) => rank(a) - rank(b));
}

function rank(status: OrderStatus): number {
  return status === 'cancelado' ? ORDER_STATUSES.length : ORDER_STATUSES.indexOf(status);
}

/** A customer cancels its own order while it is pending (and the server still allows it). */
export function canCancelOwnOrder(
  order: Pick<Order, 'status' | 'customer' | 'next_statuses'>,
  userId: number | null | undefined,
): boolean {
  return (
    order.status === 'pendiente' &&
    order.next_statuses.includes('cancelado') &&
    userId != null &&
    order.customer.id === userId
  );
}

/** "Pendiente → Confirmado", or "Pedido creado (Pendiente)" for the first entry. */
export function historyTitle(from: string | null, to: string): string {
  return from === null
    ? `Pedido creado · ${orderStatusInfo(to).label}`
    : `${orderStatusInfo(from).label} → ${orderStatusInfo(to).label}`;
}
