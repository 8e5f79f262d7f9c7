// Orders: the lists, one order, and its status changes (staff move it along its life cycle; a
// customer may cancel its own pending order).

import { changeOrderStatusCall } from '@/lib/contract/calls/change-order-status';
import { orderCall } from '@/lib/contract/calls/order';
import type { Order, OrderStatus } from '@/lib/contract/orders';
import { useSalesList, type SalesListQuery, type SalesScope } from './sales-scope';
import { useApi } from './swr';
import { callApi, pathTo } from './call';

/** A page of orders; the previous page stays on screen while the next one loads. */
export function useOrders(scope: SalesScope, query: SalesListQuery) {
  return useSalesList('orders', scope, query);
}

/** One order; nothing is asked without a valid id. */
export function useOrder(id: number | null) {
  return useApi<Order>(id !== null && id > 0 ? pathTo(orderCall, { params: { id } }) : null);
}

/** PUT /api/orders/{id}/status {status, note?}: answers the order. */
export function changeOrderStatus(id: number, status: OrderStatus, note?: string, estimatedDate?: string) {
  const trimmed = note?.trim();
  return callApi(changeOrderStatusCall, {
    params: { id },
    json: {
      status,
      ...(trimmed ? { note: trimmed } : {}),
      ...(estimatedDate ? { estimated_date: estimatedDate } : {}),
    },
  });
}
