// Count of the signed-in user's quotes (cot); null key (no request) without a token.

import { useCounter } from './use-counter';

export function useCountCot() {
  return useCounter('cot');
}
