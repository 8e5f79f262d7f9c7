import 'server-only';
import Stripe from 'stripe';
import { env } from '@/lib/env';

// The payment provider's client, made once from the environment: STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET (both or none, lib/env.js). STRIPE_API_BASE points it at the tests' local
// fake instead of api.stripe.com.

export const PROVIDER = 'stripe';

/** Whether this host takes online payments. */
export const onlinePaymentsConfigured = (): boolean => Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);

let client: { key: string; stripe: Stripe } | null = null;

/** The configured client, or null without keys. */
export function stripeClient(): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  if (client?.key !== env.STRIPE_SECRET_KEY) {
    const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
    client = {
      key: env.STRIPE_SECRET_KEY,
      stripe: new Stripe(env.STRIPE_SECRET_KEY, {
        // Retries carry the same idempotency key: a call that timed out is not made twice.
        maxNetworkRetries: 2,
        timeout: 15_000,
        appInfo: { name: 'Solara web' },
        ...(base
          ? {
              host: base.hostname,
              port: base.port || (base.protocol === 'https:' ? 443 : 80),
              protocol: base.protocol.replace(':', '') as 'http' | 'https',
            }
          : {}),
      }),
    };
  }
  return client.stripe;
}

/**
 * The event in a webhook's body, verified against its Stripe-Signature header with the SDK's own
 * check (HMAC-SHA256 of the exact bytes, five minutes of tolerance); null when it does not verify.
 */
export function verifiedEvent(payload: string, signature: string | null): Stripe.Event | null {
  const stripe = stripeClient();
  if (!stripe || !env.STRIPE_WEBHOOK_SECRET || !signature) return null;
  try {
    return stripe.webhooks.constructEvent(payload, signature, env.STRIPE_WEBHOOK_SECRET);
  } catch {
    return null;
  }
}
