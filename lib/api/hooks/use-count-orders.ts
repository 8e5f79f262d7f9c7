// Count of the signed-in user's orders; null key (no request) without a token.

import { useCounter } from './use-counter';

export function useCountOrders() {
  return useCounter('orders');
}
