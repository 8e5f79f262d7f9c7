// One user's wallet as an admin sees it (GET /api/wallet/{userId}): balance and latest
// movements. No request without a session or a user.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import { useStoredToken } from './use-stored-token';

export type WalletMovementKind = 'abono' | 'cargo';

export type WalletMovement = {
  id: number;
  kind: WalletMovementKind;
  /** Signed decimal string: a charge is negative ("-150.00"). */
  amount: string;
  balance_after: string;
  concept: string;
  order_id: number | null;
  created_at: string;
};

export type Wallet = { balance: string; currency: 'MXN'; movements: WalletMovement[] };

export function walletPath(userId: number): string {
  return `/api/wallet/${userId}`;
}

const fetchWallet = (path: string) => swrFetcher<Wallet>(path);

export function useWalletOfUser(userId: number | null | undefined) {
  const token = useStoredToken();
  const key = token && typeof userId === 'number' && userId > 0 ? walletPath(userId) : null;
  const { data, error, isLoading, mutate } = useSWR<Wallet, ApiError>(key, fetchWallet);
  return { data, error, isLoading, mutate };
}
