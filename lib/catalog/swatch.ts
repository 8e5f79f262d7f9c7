// How a colour is painted in swatches and chips: solid, or, for a striped fabric, stripes of its
// two colours (the catalogue's `stripeHex`), so "Rayas Arena y Blanco" looks striped everywhere.

type Paintable = { hex: string; stripeHex?: string | null };

/** Stripe width in CSS pixels: wide enough to read as awning stripes on a 24 px chip. */
const STRIPE_PX = 6;

/** The CSS `background` of a swatch. */
export function swatchBackground({ hex, stripeHex }: Paintable): string {
  if (!stripeHex) return hex;
  return `repeating-linear-gradient(90deg, ${hex} 0 ${STRIPE_PX}px, ${stripeHex} ${STRIPE_PX}px ${STRIPE_PX * 2}px)`;
}
