// schema.org LocalBusiness for each dealer of /distribuidores (rendered with components/seo/json-ld.tsx,
// which escapes `<`).
import { absoluteUrl } from '@/lib/seo';
import { site } from '@/lib/site';
import type { JsonLd } from '@/lib/structured-data';
import { dealerAnchor, nationalDigits } from './contact';
import { dealerTitle } from './group';
import { LOCATOR_PATH } from './url';
import type { Dealer } from '@/lib/contract/dealers';

export function localBusinessLd(dealer: Dealer): JsonLd {
  const url = absoluteUrl(`${LOCATOR_PATH}#${dealerAnchor(dealer.id)}`);
  const phone = dealer.phone ? nationalDigits(dealer.phone) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    url,
    name: dealerTitle(dealer),
    description: `Distribuidor autorizado de ${site.name}: persianas, toldos y motorización a la medida.`,
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
    brand: { '@type': 'Brand', name: site.shortName },
  };
}
