// The wallet (monedero): the signed-in user's own (GET /api/wallet), or, for an admin, any
// user's (GET /api/wallet/{userId}), where it adds credits and charges.

import type { Wallet, WalletMovementRequest } from '@/lib/contract/wallet';
import { useApi } from './swr';
import { request } from './transport';

const WALLET_PATH = '/api/wallet';

const walletPath = (userId?: number) => (userId === undefined ? WALLET_PATH : `${WALLET_PATH}/${userId}`);

/**
 * A wallet: the user's own without `userId`, that user's (admin) with it. Nothing is asked while
 * `enabled` is false (the checkout asks only at its confirmation step).
 */
export function useWallet({ userId, enabled = true }: { userId?: number | null; enabled?: boolean } = {}) {
  const valid = userId === undefined || (typeof userId === 'number' && userId > 0);
  return useApi<Wallet>(enabled && valid ? walletPath(userId ?? undefined) : null);
}

/** POST /api/wallet/{userId} (admin): a credit (abono) or a charge (cargo); answers the wallet. */
export function addWalletMovement(userId: number, movement: WalletMovementRequest) {
  return request<Wallet>(walletPath(userId), { json: movement });
}
