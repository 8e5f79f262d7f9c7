import type Stripe from 'stripe';
import type { OnlineChannel } from '@/lib/contract/online-payments';

// What the ledger needs of a Checkout Session and its PaymentIntent, read from the provider's
// objects in one place. The webhook and the return page both fetch the session anew and apply
// these facts: events that arrive late or out of order then change nothing the newer state did not.

export type IntentFacts = {
  id: string;
  /** succeeded: paid; requires_action / processing: a voucher or transfer waiting; the rest: not paid. */
  state: 'paid' | 'waiting' | 'unpaid';
  amountCents: number;
  channel: OnlineChannel;
  installments: number | null;
  voucherUrl: string | null;
  expiresAt: Date | null;
  amountRemainingCents: number | null;
};

export type SessionFacts = {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  intent: IntentFacts | null;
};

const CHANNELS: Record<string, OnlineChannel> = { card: 'tarjeta', oxxo: 'oxxo', customer_balance: 'spei' };

function channelOf(intent: Stripe.PaymentIntent): OnlineChannel {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const type =
    charge?.payment_method_details?.type ??
    (intent.next_action?.type === 'oxxo_display_details'
      ? 'oxxo'
      : intent.next_action?.type === 'display_bank_transfer_instructions'
        ? 'customer_balance'
        : intent.payment_method_types[0]);
  return CHANNELS[type ?? 'card'] ?? 'tarjeta';
}

export function intentFacts(intent: Stripe.PaymentIntent): IntentFacts {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const oxxo = intent.next_action?.oxxo_display_details;
  const transfer = intent.next_action?.display_bank_transfer_instructions;
  const state =
    intent.status === 'succeeded'
      ? 'paid'
      : intent.status === 'requires_action' || intent.status === 'processing'
        ? 'waiting'
        : 'unpaid';
  return {
    id: intent.id,
    state,
    amountCents: state === 'paid' ? intent.amount_received || intent.amount : intent.amount,
    channel: channelOf(intent),
    installments: charge?.payment_method_details?.card?.installments?.plan?.count ?? null,
    voucherUrl: oxxo?.hosted_voucher_url ?? transfer?.hosted_instructions_url ?? null,
    expiresAt: oxxo?.expires_after ? new Date(oxxo.expires_after * 1000) : null,
    amountRemainingCents: transfer && transfer.amount_remaining !== intent.amount ? transfer.amount_remaining : null,
  };
}

/** A session fetched with `expand: ['payment_intent.latest_charge']`. */
export function sessionFacts(session: Stripe.Checkout.Session): SessionFacts {
  const intent = typeof session.payment_intent === 'object' && session.payment_intent ? session.payment_intent : null;
  return {
    sessionId: session.id,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    intent: intent ? intentFacts(intent) : null,
  };
}
