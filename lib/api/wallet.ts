// The wallet (monedero): the signed-in user's own (GET /api/wallet), or, for an admin, any
// user's (GET /api/wallet/{userId}), where it adds credits and charges.

import { addWalletMovementCall } from '@/lib/contract/calls/add-wallet-movement';
import { ownWalletCall } from '@/lib/contract/calls/own-wallet';
import { userWalletCall } from '@/lib/contract/calls/user-wallet';
import type { Wallet, WalletMovementRequest } from '@/lib/contract/wallet';
import { callApi, pathTo } from './call';
import { useApi } from './swr';

const walletPath = (userId?: number) =>
  userId === undefined ? ownWalletCall.path : pathTo(userWalletCall, { params: { userId } });

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
  return callApi(addWalletMovementCall, { params: { userId }, json: movement });
}
