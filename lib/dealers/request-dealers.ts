// The dealer picker of the quoter's request form: which dealers it offers for the pieces of a
// quote, by the rules the API routes with (lib/server/services/quote-requests.ts, chooseDealer).
import type { DealerProduct } from '@/lib/contract/dealer-offer';
import type { Dealer } from '@/lib/contract/dealers';
import { distanceKm } from './geo';
import { dealerTitle } from './group';
import { sellsAll } from './offer';
import { stateInfo } from './states';

type DealerChoices =
  /**
   * Dealers of the visitor's state that sell every line (their municipality's first); none: the API
   * picks the nearest elsewhere.
   */
  | { kind: 'sells-all'; dealers: Dealer[] }
  /**
   * No dealer sells every line: the nearest to the visitor's state, each saying what it sells; the
   * visitor picks one.
   */
  | { kind: 'choose'; dealers: Dealer[] }
  /** There are no dealers: the brand answers. */
  | { kind: 'brand'; dealers: Dealer[] };

/** How many dealers "choose" offers. */
const NEAREST_CHOICES = 5;

export function dealerChoices(
  dealers: readonly Dealer[],
  lines: readonly DealerProduct[],
  stateId: number | null,
  municipalityId: number | null,
): DealerChoices {
  if (dealers.length === 0) return { kind: 'brand', dealers: [] };
  // As the API: a dealer whose page lists no product line has not said what it sells; when none
  // says (or the host predates the lines), every dealer may take any request.
  const listing = dealers.filter((d) => (d.products ?? []).length > 0);
  const able = listing.length === 0 ? [...dealers] : listing.filter((d) => sellsAll(d, lines));
  const home = (d: Dealer) => (municipalityId !== null && d.municipality?.id === municipalityId ? 0 : 1);
  if (able.length > 0) {
    const inState = stateId === null ? [] : able.filter((d) => d.state?.id === stateId);
    return { kind: 'sells-all', dealers: inState.sort((a, b) => home(a) - home(b)) };
  }
  const state = stateInfo(stateId);
  const away = (d: Dealer) => (state ? distanceKm(state, d.coordinates) : 0);
  const nearest = [...listing].sort(
    (a, b) => home(a) - home(b) || away(a) - away(b) || dealerTitle(a).localeCompare(dealerTitle(b), 'es-MX'),
  );
  return { kind: 'choose', dealers: nearest.slice(0, NEAREST_CHOICES) };
}
