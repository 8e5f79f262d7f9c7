import 'server-only';
import type { z } from 'zod';
import type { Paginated } from '@/lib/contract/common';
import type { Order, orderListQuerySchema, orderStatusSchema } from '@/lib/contract/orders';
import { getDb } from '@/lib/server/db/client';
import * as orders from '@/lib/server/services/orders';
import { catalogChanged } from '@/lib/server/services/public-data';
import type { UserRecord } from '@/lib/server/services/users';
import { listOptions } from './list-options';

// A signed-in user's orders, those of the customers a distributor or an admin serves, and their
// life cycle. (The checkout that makes an order is the cart's: ./cart.ts.)

type ListQuery = z.output<typeof orderListQuerySchema>;

/** GET /api/orders: the user's own orders. */
export async function listOwnOrders(actor: UserRecord, query: ListQuery): Promise<Paginated<Order>> {
  return orders.listOrders(await getDb(), actor, listOptions('own', query));
}

/** GET /api/orders-admin: orders of the customers a distributor serves; an admin's, all. */
export async function listServedOrders(actor: UserRecord, query: ListQuery): Promise<Paginated<Order>> {
  return orders.listOrders(await getDb(), actor, listOptions('served', query));
}

/** GET /api/orders/{id}: with items and status history; its owner, its distributor or an admin. */
export async function getOrder(actor: UserRecord, id: number): Promise<Order> {
  return orders.serializeOrder(await orders.getVisibleOrder(await getDb(), actor, id));
}

/** PUT /api/orders/{id}/status: staff move it along; a customer may only cancel its own pending order. */
export async function changeOrderStatus(
  actor: UserRecord,
  id: number,
  { status, note }: z.output<typeof orderStatusSchema>,
): Promise<Order> {
  const order = await orders.changeOrderStatus(await getDb(), actor, id, status, note);
  if (status === 'cancelado') catalogChanged(); // a cancelled order gives its stock back
  return order;
}
