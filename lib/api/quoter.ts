// What the quoter prices with (GET /api/quoter-options). The public page renders with the public
// catalogue; a signed-in caller asks for its own (a distributor gets distributor prices).

import { isQuoterOptions, type QuoterOptions } from '@/lib/contract/quoter';
import { useApi } from './swr';

export const QUOTER_OPTIONS_PATH = '/api/quoter-options';

/** The caller's options, asked only while signed in; cached per session, so prices never cross accounts. */
export function useQuoterOptions(signedIn: boolean) {
  return useApi<QuoterOptions>(signedIn ? QUOTER_OPTIONS_PATH : null, {
    parse: (data) => (isQuoterOptions(data) ? data : null),
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
