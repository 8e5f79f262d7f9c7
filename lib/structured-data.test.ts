/** @jest-environment node */
import { breadcrumbLd, productLd, serializeJsonLd } from './structured-data';

describe('JSON-LD', () => {
  it('escapes < so a name can never close the script tag', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('numbers breadcrumb positions from 1 with absolute URLs', () => {
    const ld = breadcrumbLd([{ label: 'Inicio', href: '/' }, { label: 'Persianas', href: '/productos/persianas' }]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Persianas', item: 'http://localhost:3000/productos/persianas' },
    ]);
  });

  it('gives a product an MXN price range with two decimals', () => {
    const ld = productLd({ name: 'Screen 5 %', description: 'd', path: '/detalles/screen-5', sku: 'screen-5', lowCents: 98_000, highCents: 123_450, inStock: true });
    expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'MXN', lowPrice: '980.00', highPrice: '1234.50' });
  });
});
