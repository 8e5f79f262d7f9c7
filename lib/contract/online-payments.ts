// Paying an order online at the provider's hosted checkout (Stripe Checkout): by card, in meses sin
// intereses when the amount allows them, with an OXXO voucher or by SPEI transfer. The browser
// names only what it pays (the deposit or the balance); the server computes the amount from the order.
import './zod-config';
import { z } from 'zod';
import { moneySchema, type Money } from './common';
import { sameType } from './same-type';

export const ONLINE_PAYMENT_KINDS = ['anticipo', 'saldo'] as const;
export type OnlinePaymentKind = (typeof ONLINE_PAYMENT_KINDS)[number];

/** How an online payment was made, as the ledger shows it. */
export const ONLINE_CHANNELS = ['tarjeta', 'oxxo', 'spei'] as const;
export type OnlineChannel = (typeof ONLINE_CHANNELS)[number];

/**
 * Meses sin intereses offered, each with the smallest amount the card networks take for it
 * (Stripe's Mexican minimums: 100 pesos a month), in cents.
 */
export const INSTALLMENT_PLANS = [
  { months: 3, minimumCents: 300_00 },
  { months: 6, minimumCents: 600_00 },
  { months: 12, minimumCents: 1_200_00 },
] as const;

/** The plans an amount (in cents) allows: none under 300 pesos. */
export function installmentsFor(amountCents: number): number[] {
  return INSTALLMENT_PLANS.filter((plan) => amountCents >= plan.minimumCents).map((plan) => plan.months);
}

/** POST /api/orders/{id}/online-payment — what the customer pays: the deposit still due or the whole balance. */
export const startOnlinePaymentSchema = z.object({
  kind: z.enum(ONLINE_PAYMENT_KINDS, { error: 'Elige si pagas el anticipo o el saldo.' }),
});

/** POST /api/orders/{id}/online-payment/sync — back from the provider: its checkout's id. */
export const syncOnlinePaymentSchema = z.object({
  session_id: z
    .string({ error: 'Falta el pago que se revisa.' })
    .regex(/^cs_[A-Za-z0-9_]{1,240}$/, { error: 'El pago que se revisa no es válido.' }),
});

export type OnlineCheckout = {
  /** The provider's page to open; the browser goes there. */
  url: string;
  amount: Money;
  expires_at: string;
};

export const onlineCheckoutSchema = z.object({
  url: z.string(),
  amount: moneySchema,
  expires_at: z.string(),
});
sameType<OnlineCheckout, z.output<typeof onlineCheckoutSchema>>(true);

/** What an order may be paid online now (in the order's reply). */
export type OnlinePaymentOffer = {
  /** False when this host has no provider configured: the manual methods are the way to pay. */
  available: boolean;
  options: { kind: OnlinePaymentKind; amount: Money; installments: number[] }[];
};

export const onlinePaymentOfferSchema = z.object({
  available: z.boolean(),
  options: z.array(
    z.object({ kind: z.enum(ONLINE_PAYMENT_KINDS), amount: moneySchema, installments: z.array(z.number().int()) }),
  ),
});
sameType<OnlinePaymentOffer, z.output<typeof onlinePaymentOfferSchema>>(true);

/** The provider's event as the webhook documents it: only its id and type are read before the signature is checked. */
export const providerEventSchema = z.looseObject({ id: z.string(), type: z.string() });

export const webhookReplySchema = z.object({ received: z.literal(true), applied: z.boolean() });
