// The signed-in user's cart priced now (GET /api/cart; the server picks the price list).
// Key null without a token. The screen writes PUT/DELETE answers back with `mutate`.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import { CART_PATH, type Cart } from '../sales-endpoints';
import { useStoredToken } from './use-stored-token';

const fetchCart = (path: string) => swrFetcher<Cart>(path);

export function useCart() {
  const token = useStoredToken();
  const { data, error, isLoading, mutate } = useSWR<Cart, ApiError>(token ? CART_PATH : null, fetchCart, {
    // A refetch on focus would overwrite quantities the user is still typing.
    revalidateOnFocus: false,
  });
  return { data, error, isLoading, mutate };
}
