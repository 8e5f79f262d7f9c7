// The dealer list grouped by state, as the locator shows it without a location.
import type { Dealer } from '@/lib/contract/dealers';

type StateGroup = {
  /** Stable key and anchor part: the state id, or "sin-estado". */
  key: string;
  stateId: number | null;
  name: string;
  dealers: Dealer[];
};

// Made on first use: the dealer cards import this module for their titles in the browser too, and
// a collator loads ICU's collation data.
let collator: Intl.Collator | undefined;
const compareText = (a: string, b: string) =>
  (collator ??= new Intl.Collator('es-MX', { sensitivity: 'base' })).compare(a, b);

/** The name a dealer is listed under: its company, else the person's name. */
export function dealerTitle(dealer: Dealer): string {
  return dealer.company?.trim() || dealer.name;
}

/** The person who attends, when the dealer is listed under its company; else null. */
export function dealerPerson(dealer: Dealer): string | null {
  return dealer.company && dealer.company.trim() !== dealer.name ? dealer.name : null;
}

/** "Guadalajara, Jalisco" (what is known of it; "" for neither). */
export function dealerPlace(dealer: Dealer): string {
  return [dealer.municipality?.name, dealer.state?.name].filter(Boolean).join(', ');
}

/** Within a state: by city, then by name. */
function compareDealers(a: Dealer, b: Dealer): number {
  return (
    compareText(a.municipality?.name ?? '', b.municipality?.name ?? '') ||
    compareText(dealerTitle(a), dealerTitle(b)) ||
    a.id - b.id
  );
}

/** States in Spanish alphabetical order (Á with A), dealers without a state last. */
export function groupByState(dealers: readonly Dealer[]): StateGroup[] {
  const groups = new Map<string, StateGroup>();
  for (const dealer of dealers) {
    const key = dealer.state ? String(dealer.state.id) : 'sin-estado';
    let group = groups.get(key);
    if (!group) {
      group = { key, stateId: dealer.state?.id ?? null, name: dealer.state?.name ?? 'Sin estado', dealers: [] };
      groups.set(key, group);
    }
    group.dealers.push(dealer);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, dealers: group.dealers.sort(compareDealers) }))
    .sort((a, b) => (a.stateId === null ? 1 : 0) - (b.stateId === null ? 1 : 0) || compareText(a.name, b.name));
}
