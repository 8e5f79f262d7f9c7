// The checkout's rules that do not need React: one Idempotency-Key per confirmation, reused on
// every retry so a lost answer never makes two orders; which failures are worth retrying with the
// same key; and what the wallet may pay.

import type { CheckoutRequest } from '@/lib/contract/cart';
import type { Order } from '@/lib/contract/orders';
import type { ApiResult } from '@/lib/api/transport';
import { formatMXN } from '@/lib/format/money';

type RandomSource = { randomUUID?: () => string; getRandomValues?: <T extends ArrayBufferView | null>(array: T) => T };

/**
 * A fresh key for one confirmation: `crypto.randomUUID()`, or a version-4 UUID built from
 * `getRandomValues` where randomUUID is missing (pages served over plain http on a LAN address).
 */
export function newIdempotencyKey(source: RandomSource | undefined = globalThis.crypto): string {
  if (source?.randomUUID) return source.randomUUID();
  const bytes = new Uint8Array(16);
  if (source?.getRandomValues) source.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a failed checkout may have reached the server, so that only a retry with the SAME key
 * is safe: no answer at all (network), a gateway or server failure, a timeout, or the server's
 * "still processing" 409 (which carries Retry-After). Everything else is a definite "no".
 */
export function isUncertainFailure(status: number, retryAfter: string | null = null): boolean {
  if (status === 0 || status === 408 || status === 425) return true;
  if (status === 409) return retryAfter !== null;
  return status >= 500;
}

type SendCheckout = (key: string) => Promise<ApiResult<Order>>;

type RetryOptions = {
  /** Pauses before each automatic retry; its length is the number of retries. */
  delays?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  /** Told before each automatic retry (1, 2…), for "Reintentando…". */
  onRetry?: (attempt: number) => void;
};

const RETRY_DELAYS_MS = [800, 2000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the checkout with `key`; while the outcome is uncertain, retries with the same key after
 * each delay. Returns the last answer and how many attempts were made.
 */
export async function sendCheckoutWithRetry(
  send: SendCheckout,
  key: string,
  { delays = RETRY_DELAYS_MS, sleep = wait, onRetry }: RetryOptions = {},
): Promise<{ result: ApiResult<Order>; attempts: number }> {
  let attempts = 1;
  let result = await send(key);
  for (const delay of delays) {
    if (result.ok || !isUncertainFailure(result.status, result.headers.get('Retry-After'))) break;
    onRetry?.(attempts);
    await sleep(delay);
    attempts += 1;
    result = await send(key);
  }
  return { result, attempts };
}

// ── Wallet ───────────────────────────────────────────────────────────────────

export type WalletChoice = 'none' | 'all' | 'amount';

/** "1,234.5", "$ 1234.50" → 123450 centavos; null when it is not an amount with up to two decimals. */
export function parsePesos(text: string): number | null {
  const clean = text.replace(/[\s$,]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * How much of the wallet this order takes, or why the amount typed cannot be used. `all` takes
 * what the balance allows up to the total; `amount` takes what was typed, never more than either.
 */
export function walletToApply(
  balanceCents: number,
  totalCents: number,
  choice: WalletChoice,
  amountText = '',
): { cents: number; error: string | null } {
  const limit = Math.max(0, Math.min(balanceCents, totalCents));
  if (choice === 'none' || limit === 0) return { cents: 0, error: null };
  if (choice === 'all') return { cents: limit, error: null };
  const cents = parsePesos(amountText);
  if (cents === null) return { cents: 0, error: 'Escribe la cantidad en pesos, por ejemplo 500.00.' };
  if (cents <= 0) return { cents: 0, error: 'La cantidad debe ser mayor que cero.' };
  if (cents > balanceCents)
    return { cents: 0, error: `Tu monedero tiene ${formatMXN(balanceCents)}: no alcanza para ${formatMXN(cents)}.` };
  if (cents > totalCents)
    return { cents: 0, error: `El pedido suma ${formatMXN(totalCents)}: no puedes usar más que eso.` };
  return { cents, error: null };
}

/** The body of POST /api/cart/checkout; blank texts are left out. */
export function buildCheckoutPayload(input: {
  notes: string;
  shippingAddress: string;
  walletChoice: WalletChoice;
  walletCents: number;
}): CheckoutRequest {
  const payload: CheckoutRequest = {};
  const notes = input.notes.trim();
  const address = input.shippingAddress.trim();
  if (notes) payload.notes = notes;
  if (address) payload.shipping_address = address;
  if (input.walletCents > 0) {
    if (input.walletChoice === 'all') payload.use_wallet = true;
    else
      payload.wallet_amount = `${Math.floor(input.walletCents / 100)}.${String(input.walletCents % 100).padStart(2, '0')}`;
  }
  return payload;
}
