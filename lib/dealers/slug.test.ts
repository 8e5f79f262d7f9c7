import { dealerPagePath, estadoSlug, slugify, uniqueSlug } from './slug';

describe('dealer slugs', () => {
  it('strip accents, case and punctuation', () => {
    expect(slugify('Decoración Angelópolis Persianas y Toldos')).toBe('decoracion-angelopolis-persianas-y-toldos');
    expect(slugify('  Toldos Ñandú, S.A. de C.V.  ')).toBe('toldos-nandu-s-a-de-c-v');
    expect(slugify('¡¿!?')).toBe('');
  });

  it('are cut at a word boundary without a trailing dash', () => {
    const slug = slugify('Persianas '.repeat(20), 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug).not.toMatch(/-$/);
  });

  it('take a numeric suffix on a clash', () => {
    expect(uniqueSlug('toldos-sur', new Set())).toBe('toldos-sur');
    expect(uniqueSlug('toldos-sur', new Set(['toldos-sur', 'toldos-sur-2']))).toBe('toldos-sur-3');
    expect(uniqueSlug('', new Set())).toBe('distribuidor');
  });

  it('name the state segment and the page path', () => {
    expect(estadoSlug('Ciudad de México')).toBe('ciudad-de-mexico');
    expect(estadoSlug('Nuevo León')).toBe('nuevo-leon');
    expect(estadoSlug(null)).toBe('mexico');
    expect(dealerPagePath({ slug: 'ventana-viva', state: { name: 'Ciudad de México' } })).toBe(
      '/distribuidores/ciudad-de-mexico/ventana-viva',
    );
    expect(dealerPagePath({ slug: '', state: null })).toBeNull();
  });
});
