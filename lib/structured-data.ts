// JSON-LD objects for search engines (schema.org), built from typed data.
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/seo';
import type { TrailStep } from '@/lib/trail';

export type JsonLd = Record<string, unknown>;

export function organizationLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: Object.values(site.social),
  };
}

/** One step of a page's trail, as the Breadcrumbs component shows it. */

export function breadcrumbLd(trail: readonly TrailStep[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      item: absoluteUrl(step.href),
    })),
  };
}

/** A fabric as a Product with its price range in MXN (IVA not included), per m² or per piece. */
export function productLd(input: {
  name: string;
  description: string;
  path: string;
  sku: string;
  color?: string;
  lowCents: number;
  highCents: number;
  inStock: boolean;
  /** The admin's photo, when there is one: a path on this site or an absolute URL (the API host's). */
  image?: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    sku: input.sku,
    ...(input.color ? { color: input.color } : {}),
    ...(input.image ? { image: /^https?:\/\//.test(input.image) ? input.image : absoluteUrl(input.image) } : {}),
    brand: { '@type': 'Brand', name: site.shortName },
    url: absoluteUrl(input.path),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'MXN',
      lowPrice: (input.lowCents / 100).toFixed(2),
      highPrice: (input.highCents / 100).toFixed(2),
      availability: input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
    },
  };
}

/** Serialises for a <script> tag: `<` escaped so data can never close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
