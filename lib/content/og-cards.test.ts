import { GDL } from '@/tests/support/test-dealers';
import { fixtureCatalog as c } from '@/tests/support/catalog-fixture';
import { ogCardFor, ogImagePath, pagePathOfOg } from './og-cards';

describe('og:image cards', () => {
  it('maps a page path to its image URL and back', () => {
    for (const path of ['/', '/cotizador', '/productos/toldos/retractiles/cofre', '/detalles/screen-5/blanco']) {
      const url = ogImagePath(path);
      expect(url).toMatch(/^\/og\/.+\.png$/);
      expect(pagePathOfOg(url.slice('/og/'.length).split('/'))).toBe(path);
    }
    expect(ogImagePath('/cotizador?c=1.a.b')).toBe('/og/cotizador.png');
    expect(pagePathOfOg(['productos', 'toldos'])).toBeNull();
    expect(pagePathOfOg(['..', 'x.png'])).toBeNull();
  });

  it('has a card for every public page type, with its own words and colours', () => {
    const cards = {
      home: ogCardFor(c, '/'),
      line: ogCardFor(c, '/productos/persianas'),
      awningType: ogCardFor(c, '/productos/toldos/retractiles'),
      model: ogCardFor(c, '/productos/toldos/retractiles/cofre'),
      weaves: ogCardFor(c, '/productos/persianas/tejidos/enrollables'),
      colour: ogCardFor(c, '/detalles/screen-5/negro'),
      fabric: ogCardFor(c, '/detalles-toldos/acrilico'),
      catalogue: ogCardFor(c, '/catalogo/persianas/enrollables'),
      quoter: ogCardFor(c, '/toldos/cotizador'),
      contact: ogCardFor(c, '/contacto'),
      about: ogCardFor(c, '/nosotros'),
      privacy: ogCardFor(c, '/aviso-de-privacidad'),
      dealers: ogCardFor(c, '/distribuidores'),
    };
    for (const [name, card] of Object.entries(cards)) {
      expect({ name, ok: card !== null && card.title.length > 0 && card.subtitle.length > 0 }).toEqual({
        name,
        ok: true,
      });
    }
    expect(cards.colour).toMatchObject({
      title: 'Screen 5 %, color Negro',
      swatches: [c.fabrics[0]!.colors.find((x) => x.slug === 'negro')!.hex],
    });
    expect(cards.model!.title).toBe('Toldo Cofre');
    expect(cards.line!.swatches.length).toBeGreaterThan(0);
    expect(new Set(Object.values(cards).map((card) => card!.title)).size).toBe(Object.keys(cards).length);
  });

  it("gives a dealer's page the dealer's own card, and a hidden or unknown dealer none", () => {
    const dealers = [{ ...GDL, description: null }];
    expect(ogCardFor(c, `/distribuidores/jalisco/${GDL.slug}`, dealers)).toMatchObject({
      eyebrow: 'Distribuidor autorizado',
      title: 'Persianas y Toldos de Occidente',
      subtitle: 'Persianas, toldos y motorización en Guadalajara, Jalisco.',
    });
    expect(ogCardFor(c, '/distribuidores/jalisco/no-existe', dealers)).toBeNull();
    expect(ogCardFor(c, '/distribuidores/jalisco')).toBeNull();
  });

  it('has no card where there is no page', () => {
    for (const path of [
      '/no-existe',
      '/productos/toldos/no-existe',
      '/detalles/no-existe',
      '/detalles/screen-5/no-existe',
      '/catalogo/cortinas/x',
      '/panel',
    ]) {
      expect(ogCardFor(c, path)).toBeNull();
    }
  });
});
