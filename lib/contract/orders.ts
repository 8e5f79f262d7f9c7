// Orders: a signed-in user's orders (`/api/orders`), those of the customers a distributor or an
// admin serves (`/api/orders-admin`), one order and its life cycle.
import './zod-config';
import { z } from 'zod';
import { currencySchema, moneySchema, priceListSchema, type Currency, type Money, type PriceList } from './common';
import { blankToUndefined, listQueryFields } from './lists';
import { storedItemSchema, type StoredItem } from './quote-config';
import { partySchema, servingDealerSchema, type Party, type ServingDealer } from './quotes';
import { sameType } from './same-type';
import { onlinePaymentOfferSchema, type OnlinePaymentOffer } from './online-payments';
import { paymentSchema, type Payment } from './payments';

export const ORDER_STATUSES = [
  'pendiente',
  'confirmado',
  'en_produccion',
  'enviado',
  'instalado',
  'entregado',
  'cancelado',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

// ── Requests ────────────────────────────────────────────────────────────────

/** GET /api/orders and /api/orders-admin: ?page=&per_page=&status=&search= */
export const orderListQuerySchema = z.object({
  ...listQueryFields,
  status: z.preprocess(blankToUndefined, z.enum(ORDER_STATUSES, { error: 'El estado no es válido.' }).optional()),
});

/** PUT /api/orders/{id}/status */
export const orderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'El estado del pedido no es válido.' }),
  note: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().max(255, 'La nota no debe tener más de 255 caracteres.').optional(),
  ),
  /** Into production: the day it should be done, told to the customer. */
  estimated_date: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.iso.date({ error: 'La fecha estimada debe ser una fecha válida (AAAA-MM-DD).' }).optional(),
  ),
});

// ── Replies ─────────────────────────────────────────────────────────────────

export type OrderHistoryEntry = {
  from: OrderStatus | null;
  to: OrderStatus;
  at: string;
  by: string | null;
  note: string | null;
};

export type Order = {
  id: number;
  folio: string;
  status: OrderStatus;
  price_list: PriceList;
  created_at: string;
  customer: Party;
  distributor: ServingDealer | null;
  notes: string | null;
  shipping_address: string | null;
  items: StoredItem[];
  subtotal: Money;
  /** The distributor's discount, off the subtotal before IVA (a quote's; "0.00" for a cart checkout). */
  discount: Money;
  tax: Money;
  total: Money;
  wallet_applied: Money;
  amount_due: Money;
  /** The deposit (anticipo) asked when the order was made from a quote, and what of it is still to pay. */
  deposit: Money;
  deposit_due: Money;
  /** What the ledger's confirmed payments add up to, refunds taken off. */
  paid: Money;
  payments: Payment[];
  /** What its customer may pay online now, and whether this host takes online payments at all. */
  online_payment: OnlinePaymentOffer;
  /** When production should be done, as its distributor said (ISO day). */
  estimated_date: string | null;
  /** The quote it was accepted from, and its version. */
  quote: { id: number; folio: string; version: number | null } | null;
  currency: Currency;
  /** Where the order may go next (empty once delivered or cancelled). */
  next_statuses: OrderStatus[];
  history: OrderHistoryEntry[];
};

const orderStatus = z.enum(ORDER_STATUSES);

export const orderHistoryEntrySchema = z.object({
  from: orderStatus.nullable(),
  to: orderStatus,
  at: z.string(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});
sameType<OrderHistoryEntry, z.output<typeof orderHistoryEntrySchema>>(true);

export const orderSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  status: orderStatus,
  price_list: priceListSchema,
  created_at: z.string(),
  customer: partySchema,
  distributor: servingDealerSchema.nullable(),
  notes: z.string().nullable(),
  shipping_address: z.string().nullable(),
  items: z.array(storedItemSchema),
  subtotal: moneySchema,
  discount: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  wallet_applied: moneySchema,
  amount_due: moneySchema,
  deposit: moneySchema,
  deposit_due: moneySchema,
  paid: moneySchema,
  payments: z.array(paymentSchema),
  online_payment: onlinePaymentOfferSchema,
  estimated_date: z.string().nullable(),
  quote: z.object({ id: z.number().int(), folio: z.string(), version: z.number().int().nullable() }).nullable(),
  currency: currencySchema,
  next_statuses: z.array(orderStatus),
  history: z.array(orderHistoryEntrySchema),
});
sameType<Order, z.output<typeof orderSchema>>(true);
