import { dealerPagePath, estadoSlug, uniqueSlug } from './slug';

describe('dealer slugs', () => {
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
