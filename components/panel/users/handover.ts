// Who gets a hidden dealer's new requests: the public forms route a request without a chosen
// dealer to the nearest one on the map (lib/server/services/quote-requests.ts, chooseDealer), so
// around the hidden dealer that is, as a rule, the visible dealer nearest to it. Pure.

import type { Dealer } from '@/lib/contract/dealers';
import type { LatLng } from '@/lib/dealers/geo';
import { distanceKm } from '@/lib/dealers/geo';
import { dealerPlace, dealerTitle } from '@/lib/dealers/group';

export type Handover =
  /** The nearest other dealer on the map, and how far it is from the one hidden. */
  | { kind: 'nearest'; name: string; place: string; km: number }
  /** No other dealer on the map: the brand answers. */
  | { kind: 'brand' }
  /** The hidden dealer has no point: each request goes to the one nearest the customer. */
  | { kind: 'nearest-to-customer' };

export function handoverOf(dealers: readonly Dealer[], hidden: { id: number; coordinates: LatLng | null }): Handover {
  const others = dealers.filter((dealer) => dealer.id !== hidden.id);
  if (others.length === 0) return { kind: 'brand' };
  const from = hidden.coordinates;
  if (!from) return { kind: 'nearest-to-customer' };
  const [nearest] = others
    .map((dealer) => ({ dealer, km: distanceKm(from, dealer.coordinates) }))
    .sort((a, b) => a.km - b.km || a.dealer.id - b.dealer.id);
  return {
    kind: 'nearest',
    name: dealerTitle(nearest!.dealer),
    place: dealerPlace(nearest!.dealer),
    km: Math.max(1, Math.round(nearest!.km)),
  };
}
