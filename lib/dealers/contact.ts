// How a dealer's contact data is shown and linked: phone, directions, quote request (WhatsApp:
// components/ui/contact-links.ts).
import type { LatLng } from './geo';
import type { Dealer } from '@/lib/contract/dealers';

/** The 10 national digits of a Mexican number ("+52 33 3642 4180", "523336424180" → "3336424180"), else null. */
export function nationalDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('52')) digits = digits.slice(2);
  else if (digits.length === 13 && digits.startsWith('521')) digits = digits.slice(3);
  return digits.length === 10 ? digits : null;
}

// Display and dialling go through lib/format/phone.ts (libphonenumber-js), like every phone on the site.
export { formatPhone, telHref } from '@/lib/format/phone';

/** Google Maps directions from wherever the visitor is to the dealer. */
export function directionsHref({ lat, lng }: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** The contact page with this dealer chosen (it routes the message to them). */
export function quoteHref(dealerId: number): string {
  return `/contacto?distribuidor=${dealerId}`;
}

/** The dealer's address in two lines: the street, then "C.P. 44520, Guadalajara, Jalisco". */
export function addressLines(dealer: Dealer): string[] {
  const place = [
    dealer.postal_code ? `C.P. ${dealer.postal_code}` : null,
    dealer.municipality?.name,
    dealer.state?.name,
  ]
    .filter(Boolean)
    .join(', ');
  return [dealer.address?.trim(), place].filter((line): line is string => Boolean(line));
}

export { dealerAnchor } from './anchor';
