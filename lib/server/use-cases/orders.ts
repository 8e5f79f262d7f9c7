import 'server-only';
import { enqueue } from '@/lib/server/jobs/boss';
import type { z } from 'zod';
import type { Paginated } from '@/lib/contract/common';
import type { Order, orderListQuerySchema, orderStatusSchema } from '@/lib/contract/orders';
import { getDb } from '@/lib/server/db/client';
import * as orders from '@/lib/server/services/orders';
import { catalogChanged, loadCatalog } from '@/lib/server/services/public-data';
import { priceListFor, priceOrReject } from '@/lib/server/services/quoter';
import * as quotes from '@/lib/server/services/quotes';
import { ForbiddenError } from '@/lib/server/errors';
import type { Quote } from '@/lib/contract/quotes';
import type { QuoteItem } from '@/lib/pricing/types';
import type { UserRecord } from '@/lib/server/services/users';
import { tellOrderMoved } from '@/lib/server/services/order-notices';
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
  { status, note, estimated_date }: z.output<typeof orderStatusSchema>,
): Promise<Order> {
  const db = await getDb();
  const order = await orders.changeOrderStatus(db, actor, id, status, note, estimated_date);
  if (status === 'cancelado') catalogChanged(); // a cancelled order gives its stock back
  const record = await orders.getOrderById(db, id);
  // What was paid online goes back through the provider (a job: it retries while the provider is away).
  if (status === 'cancelado' && record.payments.some(({ payment }) => payment.provider !== 'manual'))
    await enqueue('online_refund', { orderId: id });
  await tellOrderMoved(db, order, record.order.userId, record.order.distributorId, record.order.userId === actor.id);
  return order;
}

/**
 * POST /api/orders/{id}/reorder: its owner gets a new draft quote with the order's pieces, priced
 * again at today's prices (a piece no longer made is refused with the engine's reason).
 */
export async function reorder(actor: UserRecord, id: number): Promise<Quote> {
  const db = await getDb();
  const order = await orders.getVisibleOrder(db, actor, id);
  if (order.order.userId !== actor.id) throw new ForbiddenError('Sólo quien hizo el pedido puede volver a pedirlo.');
  const items = order.items.map((item) => ({ ...item.config, quantity: item.quantity }) as QuoteItem);
  const priced = priceOrReject(await loadCatalog(), items, priceListFor(actor));
  const quoteId = await quotes.storeQuote(db, priced, {
    userId: actor.id,
    distributorId: quotes.servingDistributor(actor),
    status: 'borrador',
    notes: `Vuelto a pedir del pedido ${order.order.folio}`,
  });
  return quotes.serializeQuote(await quotes.getQuoteById(db, quoteId), actor);
}
