/** @jest-environment node */
import { breadcrumbLd, productLd, serializeJsonLd } from './structured-data';

describe('JSON-LD', () => {
  it('escapes < so a name can never close the script tag', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('numbers breadcrumb positions from 1 with absolute URLs', () => {
    const ld = breadcrumbLd([
      { label: 'Inicio', href: '/' },
      { label: 'Persianas', href: '/productos/persianas' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Persianas', item: 'http://localhost:3000/productos/persianas' },
    ]);
  });

  it('gives a product an MXN price range with two decimals', () => {
    const ld = productLd({
      name: 'Screen 5 %',
      description: 'd',
      path: '/detalles/screen-5',
      sku: 'screen-5',
      lowCents: 98_000,
      highCents: 123_450,
      inStock: true,
    });
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'MXN',
      lowPrice: '980.00',
      highPrice: '1234.50',
    });
    expect(ld).not.toHaveProperty('image');
  });

  it('names the photo by an absolute URL: a path on this site, or the API host as given', () => {
    const base = {
      name: 'Screen 5 %',
      description: 'd',
      path: '/detalles/screen-5',
      sku: 'screen-5',
      lowCents: 1,
      highCents: 2,
      inStock: true,
    };
    expect(productLd({ ...base, image: '/api/catalog-images/k-1920.webp' }).image).toMatch(
      /^https?:\/\/[^/]+\/api\/catalog-images\/k-1920\.webp$/,
    );
    expect(productLd({ ...base, image: 'https://api.example.mx/api/catalog-images/k-1920.webp' }).image).toBe(
      'https://api.example.mx/api/catalog-images/k-1920.webp',
    );
  });
});
