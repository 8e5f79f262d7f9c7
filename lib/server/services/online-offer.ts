import 'server-only';
import type { OnlinePaymentKind, OnlinePaymentOffer } from '@/lib/contract/online-payments';
import { installmentsFor } from '@/lib/contract/online-payments';
import type { orderPayments, orders } from '@/lib/server/db/schema';
import { onlinePaymentsConfigured } from '@/lib/server/payments/stripe';
import { money } from './priced-rows';
import { paidCents } from './payments';

// What an order's customer may pay online, from the order and its ledger (the order's reply says it).

type OrderRow = typeof orders.$inferSelect;

/** What is still to pay: the deposit not yet covered, and the whole balance (cents). */
export function amountsDue(order: Pick<OrderRow, 'totalCents' | 'walletAppliedCents' | 'depositCents'>, paid: number) {
  return {
    anticipo: Math.max(0, order.depositCents - order.walletAppliedCents - paid),
    saldo: Math.max(0, order.totalCents - order.walletAppliedCents - paid),
  };
}

/** What the order's customer may pay online now: nothing while a voucher or transfer is pending. */
export function onlinePaymentOffer(
  order: OrderRow,
  payments: readonly Pick<typeof orderPayments.$inferSelect, 'kind' | 'status' | 'amountCents' | 'provider'>[],
): OnlinePaymentOffer {
  const available = onlinePaymentsConfigured();
  const waiting = payments.some((p) => p.provider !== 'manual' && p.status === 'pendiente');
  if (!available || waiting || order.status === 'cancelado') return { available, options: [] };
  const due = amountsDue(order, paidCents(payments));
  const kinds: OnlinePaymentKind[] = due.anticipo > 0 && due.anticipo < due.saldo ? ['anticipo', 'saldo'] : ['saldo'];
  return {
    available,
    options: kinds
      .filter((kind) => due[kind] > 0)
      .map((kind) => ({ kind, amount: money(due[kind]), installments: installmentsFor(due[kind]) })),
  };
}
