// Slugs of the dealers' pages: /distribuidores/{estado}/{slug}, both from names people read.
import { slugify } from '@/lib/format/slug';

/** The first of `base`, `base-2`, `base-3`… that is not taken; "distribuidor" when the name gives nothing. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'distribuidor';
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The state segment: "Ciudad de México" → "ciudad-de-mexico"; "mexico" for a dealer without a state. */
export function estadoSlug(stateName: string | null | undefined): string {
  return (stateName && slugify(stateName)) || 'mexico';
}

/** A dealer's page, or null when it has no slug (a host that predates the pages). */
export function dealerPagePath(dealer: { slug: string; state: { name: string } | null }): string | null {
  return dealer.slug ? `/distribuidores/${estadoSlug(dealer.state?.name)}/${dealer.slug}` : null;
}
