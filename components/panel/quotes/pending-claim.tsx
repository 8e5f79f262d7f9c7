'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { takePendingClaim } from '@/lib/api/pending-claim';
import { QUOTES } from './quote-resource';

/**
 * In the panel, once signed in: a quote the claim page kept (the visitor came from its mail's
 * link before signing in) becomes the account's and opens. Renders nothing.
 */
export function PendingClaimRunner() {
  const router = useRouter();
  useEffect(() => {
    const claim = takePendingClaim();
    if (!claim) return;
    // The call's module loads only when there is something to claim: every panel page has this.
    void import('@/lib/api/quote-flow')
      .then(({ claimQuote }) => claimQuote(claim.quoteId, claim.token))
      .then((result) => {
        if (result.ok) router.push(`${QUOTES.paths.own}/${claim.quoteId}`);
      });
  }, [router]);
  return null;
}
