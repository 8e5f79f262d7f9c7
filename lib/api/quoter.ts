// What the quoter prices with (GET /api/quoter-options). The public page renders with the public
// catalogue; a signed-in caller asks for its own (a distributor gets distributor prices).

import { quoterOptionsCall } from '@/lib/contract/calls/quoter-options';
import type { QuoterOptions } from '@/lib/contract/quoter';
import { useApi } from './swr';

// Checked by hand, not by the contract's zod schema: the quoter's page loads no zod.
/** Runtime check before the quoter prices with a reply: the parts the engine reads must be there. */
function isQuoterOptions(value: unknown): value is QuoterOptions {
  if (!value || typeof value !== 'object') return false;
  const v = value as { catalog?: { types?: unknown; fabrics?: unknown; motors?: unknown }; price_list?: unknown };
  return (
    (v.price_list === 'publico' || v.price_list === 'distribuidor') &&
    Array.isArray(v.catalog?.types) &&
    Array.isArray(v.catalog?.fabrics) &&
    Array.isArray(v.catalog?.motors)
  );
}

/** The caller's options, asked only while signed in; cached per session, so prices never cross accounts. */
export function useQuoterOptions(signedIn: boolean) {
  return useApi<QuoterOptions>(signedIn ? quoterOptionsCall.path : null, {
    parse: (data) => (isQuoterOptions(data) ? data : null),
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
