// What a dealer sells and does, as the site shows it: only the slugs it knows, in a fixed order
// (a host may send others; they are left out).
import {
  DEALER_PRODUCTS,
  DEALER_SERVICES,
  PRODUCT_LABELS,
  type DealerProduct,
  type DealerService,
} from '@/lib/contract/dealer-profiles';
import type { Dealer } from '@/lib/contract/dealers';

export function dealerOffer(dealer: Pick<Dealer, 'products' | 'services'>): {
  products: DealerProduct[];
  services: DealerService[];
} {
  return {
    products: DEALER_PRODUCTS.filter((p) => dealer.products.includes(p)),
    services: DEALER_SERVICES.filter((s) => dealer.services.includes(s)),
  };
}

/** "persianas, toldos y motorización"; null for none. */
export function linesInWords(lines: readonly DealerProduct[]): string | null {
  const names = DEALER_PRODUCTS.filter((p) => lines.includes(p)).map((p) => PRODUCT_LABELS[p].toLowerCase());
  if (names.length === 0) return null;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : names[0]!;
}

/** "persianas, toldos y motorización"; null when it lists no product. */
export function productsInWords(dealer: Pick<Dealer, 'products' | 'services'>): string | null {
  return linesInWords(dealerOffer(dealer).products);
}

/** A piece of a quote, as far as what it needs from a dealer. */
type RequestedPiece = { line: 'persianas' | 'toldos'; options?: { motor?: string | null } | null };

/** The product lines a quote needs from its dealer: each piece's line, and motorización for a motorized piece. */
export function requestedLines(pieces: readonly RequestedPiece[]): DealerProduct[] {
  const lines = new Set<DealerProduct>(pieces.map((piece) => piece.line));
  if (pieces.some((piece) => piece.options?.motor)) lines.add('motorizacion');
  return DEALER_PRODUCTS.filter((line) => lines.has(line));
}

/** The lines of `lines` the dealer does not list (a dealer that lists none sells none for sure). */
export function missingLines(dealer: Pick<Dealer, 'products'>, lines: readonly DealerProduct[]): DealerProduct[] {
  return lines.filter((line) => !dealer.products.includes(line));
}

export function sellsAll(dealer: Pick<Dealer, 'products'>, lines: readonly DealerProduct[]): boolean {
  return missingLines(dealer, lines).length === 0;
}
