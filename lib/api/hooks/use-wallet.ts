// The signed-in user's wallet: balance and latest movements. No request without a token.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import type { Wallet } from '../panel-endpoints';
import { useStoredToken } from './use-stored-token';

export const WALLET_PATH = '/api/wallet';

const fetchWallet = (path: string) => swrFetcher<Wallet>(path);

export function useWallet() {
  const token = useStoredToken();
  const { data, error, isLoading, mutate } = useSWR<Wallet, ApiError>(token ? WALLET_PATH : null, fetchWallet);
  return { data, error, isLoading, mutate };
}
