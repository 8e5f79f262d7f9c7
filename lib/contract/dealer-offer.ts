// What a dealer sells and does, and their names: apart from dealer-profiles.ts (and its zod
// schemas) so that the locator's browser code can name the filters without loading zod.

/** Product lines a dealer may sell (slugs of product_lines). */
export const DEALER_PRODUCTS = ['persianas', 'toldos', 'motorizacion'] as const;
export type DealerProduct = (typeof DEALER_PRODUCTS)[number];

/** Services a dealer may offer. */
export const DEALER_SERVICES = ['medicion', 'instalacion', 'motorizacion'] as const;
export type DealerService = (typeof DEALER_SERVICES)[number];

export const PRODUCT_LABELS: Record<DealerProduct, string> = {
  persianas: 'Persianas',
  toldos: 'Toldos',
  motorizacion: 'Motorización',
};
export const SERVICE_LABELS: Record<DealerService, string> = {
  medicion: 'Medición',
  instalacion: 'Instalación',
  motorizacion: 'Motorización',
};
