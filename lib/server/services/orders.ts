import 'server-only';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/lib/server/db/types';
import {
  cartItems,
  idempotencyKeys,
  orderItems,
  orderPayments,
  orderStatusHistory,
  orders,
  quotes,
  users,
} from '@/lib/server/db/schema';
import { paidCents, serializePayment } from './payments';
import { onlinePaymentOffer } from './online-offer';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { priceQuote } from '@/lib/pricing/engine';
import type { QuoteItem } from '@/lib/pricing/types';
import { sha256 } from '@/lib/server/auth/tokens';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '@/lib/server/errors';
import { nextFolio } from './folios';
import { itemRow, money, serializeItem } from './priced-rows';
import { customerNamed, scopeFor, servedBy } from './sale-visibility';
import { customer, dealer, saleExportBatches } from './sale-reads';
import { newestFirstPage } from './pages';
import { priceListFor } from './quoter';
import { servingDistributor } from './quotes';
import { returnStock, takeStock } from './stock';
import { addMovement } from './wallet';
import { formatLongDate } from '@/lib/format/dates';
import { formatMXN } from '@/lib/format/money';
import type { UserRecord } from './users';
import type { Order } from '@/lib/contract/orders';
import { actorOf, recordAudit } from '@/lib/server/audit/record';
import { orderStatusEntry } from '@/lib/server/audit/sales';

export type OrderStatus = (typeof orders.$inferSelect)['status'];

/** The order life cycle: each status and where it may go next. */
export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  pendiente: ['confirmado', 'cancelado'],
  confirmado: ['en_produccion', 'cancelado'],
  en_produccion: ['enviado', 'cancelado'],
  // Installed by the distributor, or delivered for the customer to install.
  enviado: ['instalado', 'entregado'],
  instalado: [],
  entregado: [],
  cancelado: [],
};

type CheckoutInput = {
  notes: string | null;
  shipping_address: string | null;
  use_wallet?: boolean;
  wallet_amount?: number;
};

/**
 * Turns the user's cart into an order in one transaction: the cart lines are locked, priced again,
 * stock is taken, the order gets a folio and its first status, the wallet pays what was asked, and
 * the cart is emptied. With an Idempotency-Key, a retry returns the first order; the same key with
 * another payload is invalid input.
 */
export async function checkout(
  db: Db,
  user: UserRecord,
  catalog: CatalogSnapshot,
  input: CheckoutInput,
  key: string | null,
): Promise<{ orderId: number; replayed: boolean }> {
  const requestHash = sha256(
    JSON.stringify({
      notes: input.notes,
      shipping_address: input.shipping_address,
      use_wallet: input.use_wallet ?? false,
      wallet_amount: input.wallet_amount ?? null,
    }),
  );
  return db.transaction(async (tx) => {
    if (key) {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId: user.id, key, requestHash })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (!claimed.length) {
        const [existing] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
        if (!existing || existing.requestHash !== requestHash) {
          throw new InvalidInputError({
            idempotency_key: [
              'Esta clave de idempotencia ya se usó con otros datos: genera una nueva para otro pedido.',
            ],
          });
        }
        if (!existing.orderId)
          throw new ConflictError('Ese pedido todavía se está procesando. Inténtalo de nuevo en unos segundos.', 2);
        return { orderId: existing.orderId, replayed: true };
      }
    }
    const lines = await tx
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, user.id))
      .orderBy(asc(cartItems.id))
      .for('update');
    if (lines.length === 0) throw new ConflictError('Tu carrito está vacío: agrega productos desde el cotizador.');
    const items = lines.map((l) => ({ ...l.config, quantity: l.quantity }) as QuoteItem);
    const result = priceQuote(catalog, items, priceListFor(user));
    if (!result.ok) throw new InvalidInputError(result.errors);
    await takeStock(tx, items);

    const folio = await nextFolio(tx, 'PED');
    const priced = result.quote;
    const [order] = await tx
      .insert(orders)
      .values({
        folio,
        userId: user.id,
        distributorId: servingDistributor(user),
        status: 'pendiente',
        priceList: priced.priceList,
        subtotalCents: priced.subtotalCents,
        taxCents: priced.taxCents,
        totalCents: priced.totalCents,
        notes: input.notes,
        shippingAddress: input.shipping_address,
      })
      .returning({ id: orders.id });
    await tx
      .insert(orderItems)
      .values(priced.items.map((item, i) => ({ orderId: order!.id, ...itemRow(item, i + 1) })));
    await tx.insert(orderStatusHistory).values({
      orderId: order!.id,
      fromStatus: null,
      toStatus: 'pendiente',
      changedBy: user.id,
      note: 'Pedido creado desde el carrito',
    });
    await payWithWallet(tx, user, order!.id, folio, priced.totalCents, input);
    await tx.delete(cartItems).where(
      inArray(
        cartItems.id,
        lines.map((l) => l.id),
      ),
    );
    if (key)
      await tx
        .update(idempotencyKeys)
        .set({ orderId: order!.id })
        .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    return { orderId: order!.id, replayed: false };
  });
}

/** Applies the wallet to a new order: all it can (use_wallet) or the amount asked, never more than the total. */
async function payWithWallet(
  tx: Tx,
  user: UserRecord,
  orderId: number,
  folio: string,
  totalCents: number,
  input: CheckoutInput,
) {
  const [row] = await tx.select({ balance: users.walletBalanceCents }).from(users).where(eq(users.id, user.id));
  const balance = row?.balance ?? 0;
  let amount = 0;
  if (input.wallet_amount !== undefined) {
    if (input.wallet_amount > balance)
      throw new InvalidInputError({
        wallet_amount: [
          `Tu monedero tiene ${formatMXN(balance)}; no alcanza para pagar ${formatMXN(input.wallet_amount)}.`,
        ],
      });
    amount = Math.min(input.wallet_amount, totalCents);
  } else if (input.use_wallet) amount = Math.min(balance, totalCents);
  if (amount <= 0) return;
  await addMovement(tx, {
    userId: user.id,
    kind: 'cargo',
    amountCents: amount,
    concept: `Pago del pedido ${folio}`,
    orderId,
    createdBy: user.id,
  });
  await tx.update(orders).set({ walletAppliedCents: amount }).where(eq(orders.id, orderId));
}

const changer = alias(users, 'changer');

async function loadOrder(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({
      order: orders,
      quoteFolio: quotes.folio,
      customer: { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
      dealer: {
        id: dealer.id,
        name: dealer.name,
        company: dealer.company,
        phone: dealer.phone,
        email: dealer.publicEmail,
      },
    })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.userId))
    .leftJoin(dealer, eq(dealer.id, orders.distributorId))
    .leftJoin(quotes, eq(quotes.id, orders.quoteId))
    .where(where);
  if (!row) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.order.id))
    .orderBy(orderItems.position);
  const history = await db
    .select({ h: orderStatusHistory, by: changer.name })
    .from(orderStatusHistory)
    .leftJoin(changer, eq(changer.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, row.order.id))
    .orderBy(asc(orderStatusHistory.id));
  const payments = await db
    .select({ payment: orderPayments, by: changer.name })
    .from(orderPayments)
    .leftJoin(changer, eq(changer.id, orderPayments.recordedBy))
    .where(eq(orderPayments.orderId, row.order.id))
    .orderBy(asc(orderPayments.paidOn), asc(orderPayments.id));
  return { ...row, items, history, payments };
}

type OrderRecord = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

export async function getOrderById(db: Db, id: number): Promise<OrderRecord> {
  const found = await loadOrder(db, eq(orders.id, id));
  if (!found) throw new NotFoundError('El pedido no existe.');
  return found;
}

/** An order the user may see (owner, its distributor, admin); anything else is not found. */
export async function getVisibleOrder(db: Db, user: UserRecord, id: number): Promise<OrderRecord> {
  const found = await loadOrder(db, and(eq(orders.id, id), await scopeFor(db, user, orders)));
  if (!found) throw new NotFoundError('El pedido no existe.');
  return found;
}

export function serializeOrder(r: OrderRecord): Order {
  const o = r.order;
  const paid = paidCents(r.payments.map(({ payment }) => payment));
  return {
    id: o.id,
    folio: o.folio,
    status: o.status,
    price_list: o.priceList,
    created_at: o.createdAt.toISOString(),
    customer: r.customer,
    distributor: r.dealer?.id ? r.dealer : null,
    notes: o.notes,
    shipping_address: o.shippingAddress,
    items: r.items.map(serializeItem),
    subtotal: money(o.subtotalCents),
    discount: money(o.discountCents),
    tax: money(o.taxCents),
    total: money(o.totalCents),
    wallet_applied: money(o.walletAppliedCents),
    amount_due: money(Math.max(0, o.totalCents - o.walletAppliedCents - paid)),
    deposit: money(o.depositCents),
    deposit_due: money(Math.max(0, o.depositCents - o.walletAppliedCents - paid)),
    paid: money(paid),
    payments: r.payments.map(({ payment, by }) => serializePayment(o.id, payment, by)),
    online_payment: onlinePaymentOffer(
      o,
      r.payments.map(({ payment }) => payment),
    ),
    estimated_date: o.estimatedDate,
    quote: o.quoteId && r.quoteFolio ? { id: o.quoteId, folio: r.quoteFolio, version: o.quoteVersion } : null,
    currency: 'MXN' as const,
    next_statuses: ORDER_TRANSITIONS[o.status],
    history: r.history.map(({ h, by }) => ({
      from: h.fromStatus,
      to: h.toStatus,
      at: h.createdAt.toISOString(),
      by,
      note: h.note,
    })),
  };
}

/** What a list and an export of orders filter by (the list adds its page). */
type OrderFilters = { scope: 'own' | 'served'; status?: OrderStatus; search?: string };
type OrderListQuery = OrderFilters & { page: number; perPage: number };

/**
 * The orders a user may list: own, or (distributor) its customers' and those routed to it, or
 * (admin) all; then status and search.
 */
function orderFilter(db: Db, user: UserRecord, query: OrderFilters): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.scope === 'own') filters.push(eq(orders.userId, user.id));
  else if (user.role.name === 'distributor') {
    filters.push(servedBy(db, orders, user.id));
  }
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(orders.folio, like), customerNamed(db, orders, like)));
  }
  return and(...filters);
}

export async function listOrders(db: Db, user: UserRecord, query: OrderListQuery) {
  const { total, ids, lastPage } = await newestFirstPage(
    db,
    orders,
    orderFilter(db, user, query),
    query.page,
    query.perPage,
  );
  const data = [];
  for (const id of ids) data.push(serializeOrder(await getOrderById(db, id)));
  return { data, current_page: query.page, last_page: lastPage, per_page: query.perPage, total };
}

/** One order as an export writes it: flat, one row per order. */
export type OrderExportRow = {
  folio: string;
  status: OrderStatus;
  priceList: 'publico' | 'distribuidor';
  createdAt: Date;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  distributor: string | null;
  items: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  walletAppliedCents: number;
  shippingAddress: string | null;
  notes: string | null;
};

/** Every order of the same filters and order as the list, `size` at a time. */
export function orderExportBatches(
  db: Db,
  user: UserRecord,
  query: OrderFilters,
  size = 500,
): AsyncGenerator<OrderExportRow[]> {
  const items = sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
  return saleExportBatches(
    db,
    orders,
    items,
    orderFilter(db, user, query),
    (r) => ({
      folio: r.sale.folio,
      status: r.sale.status,
      priceList: r.sale.priceList,
      createdAt: r.sale.createdAt,
      customerName: r.customerName,
      customerEmail: r.customerEmail,
      customerPhone: r.customerPhone,
      distributor: r.dealerCompany ?? r.dealerName,
      items: Number(r.items),
      subtotalCents: r.sale.subtotalCents,
      taxCents: r.sale.taxCents,
      totalCents: r.sale.totalCents,
      walletAppliedCents: r.sale.walletAppliedCents,
      shippingAddress: r.sale.shippingAddress,
      notes: r.sale.notes,
    }),
    size,
  );
}

/**
 * Moves an order along its life cycle. Distributors (their customers' orders) and admins may make
 * any allowed move; a customer may only cancel its own pending order. Cancelling returns the stock.
 */
export async function changeOrderStatus(
  db: Db,
  user: UserRecord,
  id: number,
  to: OrderStatus,
  note?: string,
  estimatedDate?: string,
) {
  const found = await getVisibleOrder(db, user, id);
  const from = found.order.status;
  // Whoever serves the order moves it: an admin, or the distributor of its customer (a distributor's
  // own purchase is served by someone else: there it is a customer).
  const isStaff = user.role.name === 'admin' || (user.role.name === 'distributor' && found.order.userId !== user.id);
  if (estimatedDate && to !== 'en_produccion')
    throw new InvalidInputError({ estimated_date: ['La fecha estimada se da al pasar el pedido a producción.'] });
  if (!isStaff && !(to === 'cancelado' && from === 'pendiente' && found.order.userId === user.id)) {
    throw new ForbiddenError('Sólo puedes cancelar tus pedidos mientras están pendientes.');
  }
  if (!ORDER_TRANSITIONS[from].includes(to)) {
    const allowed = ORDER_TRANSITIONS[from];
    throw new InvalidInputError({
      status: [
        allowed.length
          ? `Un pedido ${from.replace('_', ' ')} sólo puede pasar a: ${allowed.map((s) => s.replace('_', ' ')).join(', ')}.`
          : `Un pedido ${from} ya no cambia de estado.`,
      ],
    });
  }
  await db.transaction(async (tx) => {
    // The status in the WHERE makes a concurrent change lose instead of both being applied.
    const moved = await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date(), ...(estimatedDate ? { estimatedDate } : {}) })
      .where(and(eq(orders.id, id), eq(orders.status, from)))
      .returning({ id: orders.id });
    if (!moved.length) throw new ConflictError('El pedido cambió mientras tanto; recarga y vuelve a intentarlo.');
    const estimate = estimatedDate ? `Fecha estimada: ${formatLongDate(estimatedDate)}` : null;
    await tx.insert(orderStatusHistory).values({
      orderId: id,
      fromStatus: from,
      toStatus: to,
      changedBy: user.id,
      note: [note, estimate].filter(Boolean).join('. ') || null,
    });
    await recordAudit(tx, orderStatusEntry(actorOf(user), found.order, from, to, note));
    if (to === 'cancelado') {
      await returnStock(
        tx,
        found.items.map((i) => ({ ...i.config, quantity: i.quantity }) as QuoteItem),
      );
      if (found.order.walletAppliedCents > 0) {
        await addMovement(tx, {
          userId: found.order.userId,
          kind: 'abono',
          amountCents: found.order.walletAppliedCents,
          concept: `Reembolso del pedido cancelado ${found.order.folio}`,
          orderId: id,
          createdBy: user.id,
        });
      }
    }
  });
  return serializeOrder(await getOrderById(db, id));
}
