/** @jest-environment node */
import { serializeJsonLd } from '@/lib/structured-data';
import { localBusinessLd } from './structured-data';
import { GDL } from './test-dealers';

describe('localBusinessLd', () => {
  it('describes the dealer as a LocalBusiness with address, phone and coordinates', () => {
    const ld = localBusinessLd(GDL);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Persianas y Toldos de Occidente',
      telephone: '+523336424180',
      email: 'd1@example.test',
      address: { '@type': 'PostalAddress', streetAddress: 'Calle 1', addressLocality: 'Guadalajara', addressRegion: 'Jalisco', postalCode: '44100', addressCountry: 'MX' },
      geo: { '@type': 'GeoCoordinates', latitude: 20.6652, longitude: -103.3948 },
    });
    expect(String(ld.url)).toMatch(/\/distribuidores#distribuidor-1$/);
  });

  it('leaves out what the dealer has not given and escapes < when serialised', () => {
    const ld = localBusinessLd({ ...GDL, company: '</script><b>', phone: null, email: null, address: null });
    expect(ld).not.toHaveProperty('telephone');
    expect(ld).not.toHaveProperty('email');
    expect(serializeJsonLd(ld)).not.toContain('</script>');
  });
});
