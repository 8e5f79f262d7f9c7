import type { ApiResult } from '@/lib/api/transport';
import type { Order } from '@/lib/contract/orders';
import {
  buildCheckoutPayload,
  isUncertainFailure,
  newIdempotencyKey,
  parsePesos,
  sendCheckoutWithRetry,
  walletToApply,
} from './checkout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID', () => {
    expect(newIdempotencyKey({ randomUUID: () => 'uuid-from-crypto' })).toBe('uuid-from-crypto');
  });

  it('builds a version-4 UUID from getRandomValues where randomUUID is missing (plain http)', () => {
    const key = newIdempotencyKey({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        (array as unknown as Uint8Array).fill(0xab);
        return array;
      },
    });
    expect(key).toMatch(UUID);
  });

  it('makes a different key for each confirmation', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey({})));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });
});

describe('isUncertainFailure', () => {
  it.each([
    [0, null],
    [500, null],
    [502, null],
    [503, '5'],
    [504, null],
    [408, null],
    [409, '2'],
  ])('%p (Retry-After %p) may have made the order: retry with the same key', (status, retryAfter) => {
    expect(isUncertainFailure(status, retryAfter)).toBe(true);
  });

  it.each([400, 401, 403, 404, 422, 429])('%p is a definite refusal', (status) => {
    expect(isUncertainFailure(status, null)).toBe(false);
  });

  it('takes a 409 without Retry-After (empty cart) as definite', () => {
    expect(isUncertainFailure(409, null)).toBe(false);
  });
});

describe('sendCheckoutWithRetry', () => {
  const order = { id: 3, folio: 'PED-2026-000003' } as Order;
  type CheckoutResult = ApiResult<Order>;
  const headers = (values: Record<string, string | null>) => ({ get: (name: string) => values[name] ?? null });
  const ok = (replayed: boolean): CheckoutResult => ({
    ok: true,
    status: replayed ? 200 : 201,
    data: order,
    headers: headers({ 'Idempotent-Replayed': replayed ? 'true' : null }),
  });
  const fail = (status: number, retryAfter: string | null = null): CheckoutResult => ({
    ok: false,
    status,
    error: { message: 'x' },
    headers: headers({ 'Retry-After': retryAfter }),
  });
  const noSleep = jest.fn(async () => {});

  it('retries a lost answer with the same key, and the server replays the first order', async () => {
    const send = jest
      .fn<Promise<CheckoutResult>, [string]>()
      .mockResolvedValueOnce(fail(0))
      .mockResolvedValueOnce(ok(true));
    const onRetry = jest.fn();

    const { result, attempts } = await sendCheckoutWithRetry(send, 'key-1', { sleep: noSleep, onRetry });

    expect(result).toMatchObject({ ok: true, status: 200, data: order });
    expect(result.headers.get('Idempotent-Replayed')).toBe('true');
    expect(attempts).toBe(2);
    expect(send.mock.calls).toEqual([['key-1'], ['key-1']]);
    expect(onRetry).toHaveBeenCalledWith(1);
  });

  it('stops after the last delay, still with the same key', async () => {
    const send = jest.fn<Promise<CheckoutResult>, [string]>().mockResolvedValue(fail(503));

    const { result, attempts } = await sendCheckoutWithRetry(send, 'key-2', { delays: [10, 20], sleep: noSleep });

    expect(result.ok).toBe(false);
    expect(attempts).toBe(3);
    expect(new Set(send.mock.calls.map(([key]) => key))).toEqual(new Set(['key-2']));
    expect(noSleep).toHaveBeenCalledWith(10);
    expect(noSleep).toHaveBeenCalledWith(20);
  });

  it('does not retry a definite refusal', async () => {
    const send = jest.fn<Promise<CheckoutResult>, [string]>().mockResolvedValue(fail(422));
    const { attempts } = await sendCheckoutWithRetry(send, 'key-3', { sleep: noSleep });
    expect(attempts).toBe(1);
  });

  it('retries the "still processing" 409', async () => {
    const send = jest
      .fn<Promise<CheckoutResult>, [string]>()
      .mockResolvedValueOnce(fail(409, '2'))
      .mockResolvedValueOnce(ok(true));
    const { result } = await sendCheckoutWithRetry(send, 'key-4', { sleep: noSleep });
    expect(result.ok).toBe(true);
  });
});

describe('wallet', () => {
  it('reads pesos with up to two decimals', () => {
    expect(parsePesos('500')).toBe(50_000);
    expect(parsePesos('1,234.5')).toBe(123_450);
    expect(parsePesos('$ 0.05')).toBe(5);
    expect(parsePesos('1.234')).toBeNull();
    expect(parsePesos('abc')).toBeNull();
    expect(parsePesos('')).toBeNull();
  });

  it('applies nothing, everything it can, or the amount typed', () => {
    expect(walletToApply(100_000, 54_000, 'none')).toEqual({ cents: 0, error: null });
    expect(walletToApply(100_000, 54_000, 'all')).toEqual({ cents: 54_000, error: null });
    expect(walletToApply(30_000, 54_000, 'all')).toEqual({ cents: 30_000, error: null });
    expect(walletToApply(100_000, 54_000, 'amount', '250.50')).toEqual({ cents: 25_050, error: null });
  });

  it('refuses an amount over the balance or the total, zero, or unreadable', () => {
    expect(walletToApply(10_000, 54_000, 'amount', '200').error).toMatch(/no alcanza/);
    expect(walletToApply(100_000, 54_000, 'amount', '600').error).toMatch(/no puedes usar más/);
    expect(walletToApply(100_000, 54_000, 'amount', '0').error).toMatch(/mayor que cero/);
    expect(walletToApply(100_000, 54_000, 'amount', 'mucho').error).toMatch(/en pesos/);
  });

  it('applies nothing from an empty wallet, whatever was chosen', () => {
    expect(walletToApply(0, 54_000, 'all')).toEqual({ cents: 0, error: null });
    expect(walletToApply(0, 54_000, 'amount', '5')).toEqual({ cents: 0, error: null });
  });
});

describe('buildCheckoutPayload', () => {
  it('leaves blank texts and an unused wallet out', () => {
    expect(buildCheckoutPayload({ notes: '  ', shippingAddress: '', walletChoice: 'none', walletCents: 0 })).toEqual(
      {},
    );
  });

  it('sends the texts trimmed and the wallet as use_wallet or wallet_amount', () => {
    expect(
      buildCheckoutPayload({ notes: ' Hola ', shippingAddress: ' Calle 1 ', walletChoice: 'all', walletCents: 54_000 }),
    ).toEqual({
      notes: 'Hola',
      shipping_address: 'Calle 1',
      use_wallet: true,
    });
    expect(
      buildCheckoutPayload({ notes: '', shippingAddress: '', walletChoice: 'amount', walletCents: 25_005 }),
    ).toEqual({ wallet_amount: '250.05' });
  });
});
