// What a dealer sells and does, as the site shows it: only the slugs it knows, in a fixed order
// (a host may send others; they are left out).
import { DEALER_PRODUCTS, DEALER_SERVICES, PRODUCT_LABELS, type DealerProduct, type DealerService } from '@/lib/contract/dealer-profiles';
import type { Dealer } from '@/lib/contract/dealers';

export function dealerOffer(dealer: Pick<Dealer, 'products' | 'services'>): { products: DealerProduct[]; services: DealerService[] } {
  return {
    products: DEALER_PRODUCTS.filter((p) => dealer.products.includes(p)),
    services: DEALER_SERVICES.filter((s) => dealer.services.includes(s)),
  };
}

/** "persianas, toldos y motorización"; null when it lists no product. */
export function productsInWords(dealer: Pick<Dealer, 'products' | 'services'>): string | null {
  const names = dealerOffer(dealer).products.map((p) => PRODUCT_LABELS[p].toLowerCase());
  if (names.length === 0) return null;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : names[0]!;
}
