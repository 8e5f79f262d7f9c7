import { catalogImageOf, catalogVariantKey, srcSetOf } from './catalog';

describe('catalogue photo URLs', () => {
  it('names each variant catalog/{key}-{width}.webp', () => {
    expect(catalogVariantKey('k1', 640)).toBe('catalog/k1-640.webp');
  });

  it('lists the variants ascending and falls back to the widest one up to 960 px', () => {
    const image = catalogImageOf({ key: 'k1', width: 2400, height: 1600, widths: [1920, 320, 960, 640, 1280] });
    expect(image.srcset.map((v) => v.width)).toEqual([320, 640, 960, 1280, 1920]);
    expect(image.src).toBe('/api/catalog-images/k1-960.webp');
    expect(image).toMatchObject({ width: 2400, height: 1600 });
    expect(srcSetOf(image)).toBe(
      [320, 640, 960, 1280, 1920].map((w) => `/api/catalog-images/k1-${w}.webp ${w}w`).join(', '),
    );
  });

  it('a small photo has only its own width, which is the fallback', () => {
    const image = catalogImageOf({ key: 'k2', width: 280, height: 200, widths: [280] });
    expect(image.src).toBe('/api/catalog-images/k2-280.webp');
    expect(image.srcset).toEqual([{ src: '/api/catalog-images/k2-280.webp', width: 280 }]);
  });
});
