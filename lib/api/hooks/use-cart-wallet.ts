// The wallet balance the checkout may apply (GET /api/wallet); key null until `enabled`
// (the confirmation step) and without a token.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import { WALLET_PATH, type Wallet } from '../sales-endpoints';
import { useStoredToken } from './use-stored-token';

const fetchWallet = (path: string) => swrFetcher<Wallet>(path);

export function useCartWallet(enabled: boolean) {
  const token = useStoredToken();
  const { data, error, isLoading, mutate } = useSWR<Wallet, ApiError>(token && enabled ? WALLET_PATH : null, fetchWallet);
  return { data, error, isLoading, mutate };
}
