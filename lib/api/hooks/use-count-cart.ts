// Count of the signed-in user's cart items; null key (no request) without a token.

import { useCounter } from './use-counter';

export function useCountCart() {
  return useCounter('cart');
}
