/** @jest-environment node */
import { serializeJsonLd } from '@/lib/structured-data';
import { localBusinessLd } from './structured-data';
import { GDL } from '@/tests/support/test-dealers';

describe('localBusinessLd', () => {
  it('describes the dealer as a LocalBusiness with address, phone, coordinates and its page as url', () => {
    const ld = localBusinessLd(GDL);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Persianas y Toldos de Occidente',
      telephone: '+523336424180',
      email: 'd1@example.test',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Calle 1',
        addressLocality: 'Guadalajara',
        addressRegion: 'Jalisco',
        postalCode: '44100',
        addressCountry: 'MX',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 20.6652, longitude: -103.3948 },
    });
    expect(String(ld.url)).toMatch(/\/distribuidores\/jalisco\/distribuidor-1$/);
    expect(ld['@id']).toBe(ld.url);
  });

  it('lists the opening hours as OpeningHoursSpecification, days sharing an interval together', () => {
    const ld = localBusinessLd({
      ...GDL,
      opening_hours: [
        { day: 1, opens: '09:00', closes: '14:00' },
        { day: 1, opens: '16:00', closes: '19:00' },
        { day: 2, opens: '09:00', closes: '14:00' },
        { day: 2, opens: '16:00', closes: '19:00' },
        { day: 6, opens: '10:00', closes: '14:00' },
      ],
    });
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
        opens: '09:00',
        closes: '14:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
        opens: '16:00',
        closes: '19:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '10:00',
        closes: '14:00',
      },
    ]);
  });

  it("uses the dealer's description, else says what it sells", () => {
    expect(localBusinessLd({ ...GDL, description: 'Toldos para terrazas.' }).description).toBe('Toldos para terrazas.');
    expect(localBusinessLd({ ...GDL, products: ['persianas', 'toldos'], description: null }).description).toMatch(
      /: persianas y toldos a la medida\.$/,
    );
  });

  it('falls back to the locator anchor and no hours for a host without dealer pages', () => {
    const ld = localBusinessLd({ ...GDL, slug: '', opening_hours: [] });
    expect(String(ld.url)).toMatch(/\/distribuidores#distribuidor-1$/);
    expect(ld).not.toHaveProperty('openingHoursSpecification');
  });

  it('leaves out what the dealer has not given and escapes < when serialised', () => {
    const ld = localBusinessLd({ ...GDL, company: '</script><b>', phone: null, email: null, address: null });
    expect(ld).not.toHaveProperty('telephone');
    expect(ld).not.toHaveProperty('email');
    expect(serializeJsonLd(ld)).not.toContain('</script>');
  });
});
