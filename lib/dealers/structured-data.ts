// schema.org LocalBusiness for each dealer: on /distribuidores (one per card) and on the dealer's
// own page. Rendered with components/seo/json-ld.tsx, which escapes `<`.
import { absoluteUrl } from '@/lib/seo';
import { site } from '@/lib/site';
import type { JsonLd } from '@/lib/structured-data';
import { dealerAnchor, nationalDigits } from './contact';
import { dealerTitle } from './group';
import { openingHoursSpecification } from './opening-hours-ld';
import { productsInWords } from './offer';
import { dealerPagePath } from './slug';
import { LOCATOR_PATH } from './url';
import type { Dealer } from '@/lib/contract/dealers';

/** The dealer's page, or its card's anchor on the locator when it has no page (a host without them). */
function dealerUrl(dealer: Dealer): string {
  return absoluteUrl(dealerPagePath(dealer) ?? `${LOCATOR_PATH}#${dealerAnchor(dealer.id)}`);
}

/** "Distribuidor autorizado de …: persianas y toldos." — what it sells, in words. */
function defaultDescription(dealer: Dealer): string {
  return `Distribuidor autorizado de ${site.name}: ${productsInWords(dealer) ?? 'persianas, toldos y motorización'} a la medida.`;
}

export function localBusinessLd(dealer: Dealer): JsonLd {
  const url = dealerUrl(dealer);
  const phone = dealer.phone ? nationalDigits(dealer.phone) : null;
  const hours = openingHoursSpecification(dealer.opening_hours);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    url,
    name: dealerTitle(dealer),
    description: dealer.description?.trim() || defaultDescription(dealer),
    ...(dealer.phone ? { telephone: phone ? `+52${phone}` : dealer.phone } : {}),
    ...(dealer.email ? { email: dealer.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(dealer.address ? { streetAddress: dealer.address } : {}),
      ...(dealer.municipality ? { addressLocality: dealer.municipality.name } : {}),
      ...(dealer.state ? { addressRegion: dealer.state.name } : {}),
      ...(dealer.postal_code ? { postalCode: dealer.postal_code } : {}),
      addressCountry: 'MX',
    },
    geo: { '@type': 'GeoCoordinates', latitude: dealer.coordinates.lat, longitude: dealer.coordinates.lng },
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    brand: { '@type': 'Brand', name: site.shortName },
  };
}
