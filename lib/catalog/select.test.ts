/** @jest-environment node */
import { fixtureCatalog as c } from '@/tests/support/catalog-fixture';
import { inSentence } from './names';
import {
  catalogPaths,
  detailsPath,
  fabricPriceRange,
  fabricsForType,
  modelPriceRange,
  motorsFor,
  typeBySlug,
  typeFromPrice,
} from './select';

describe('catalogue selectors', () => {
  it('finds a type only within its line', () => {
    expect(typeBySlug(c, 'persianas', 'enrollables')?.id).toBe(10);
    expect(typeBySlug(c, 'toldos', 'enrollables')).toBeNull();
  });

  it('lists the fabrics of a type with their price for it', () => {
    expect(
      fabricsForType(c, typeBySlug(c, 'persianas', 'enrollables')!).map(({ fabric, price }) => [
        fabric.slug,
        price.publicCents,
      ]),
    ).toEqual([['screen-5', 98_000]]);
  });

  it('computes price ranges and "desde" prices', () => {
    expect(fabricPriceRange(c.fabrics[0]!)).toEqual({ lowCents: 98_000, highCents: 98_000 });
    expect(modelPriceRange(c.models[0]!)).toEqual({ lowCents: 1_200_000, highCents: 2_600_000 });
    expect(typeFromPrice(c, c.types[0]!)).toBe(98_000);
    expect(typeFromPrice(c, c.types[1]!)).toBe(1_200_000);
  });

  it('keeps only motors that fit the width and the area', () => {
    expect(motorsFor(c, 'persiana', 250, 5).map((m) => m.slug)).toEqual(['motion-30', 'motion-50']);
    expect(motorsFor(c, 'persiana', 400, 8).map((m) => m.slug)).toEqual(['motion-50']);
    expect(motorsFor(c, 'persiana', 400, 20)).toEqual([]);
  });

  it('sends awning fabrics to /detalles-toldos and blind fabrics to /detalles', () => {
    expect(detailsPath(c.fabrics[0]!, 'negro')).toBe('/detalles/screen-5/negro');
    expect(detailsPath(c.fabrics[1]!)).toBe('/detalles-toldos/acrilico');
  });

  it('lists every catalogue URL once', () => {
    const paths = catalogPaths(c);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/productos/persianas/tejidos/enrollables',
        '/catalogo/persianas/enrollables',
        '/catalogo/persianas/enrollables/screen-5',
        '/productos/toldos/retractiles',
        '/catalogo/toldos/retractiles/acrilico',
        '/productos/toldos/retractiles/cofre',
        '/catalogo/toldos/retractiles/cofre/acrilico',
        '/detalles/screen-5',
        '/detalles/screen-5/blanco',
        '/detalles-toldos/acrilico/arena',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('names in sentences', () => {
  it('lower-cases generic product names and keeps proper names', () => {
    expect(inSentence('Persianas enrollables')).toBe('persianas enrollables');
    expect(inSentence('Panel japonés')).toBe('panel japonés');
    expect(inSentence('Sheer Elegance')).toBe('Sheer Elegance');
  });
});
