/** @jest-environment node */
import { fixtureCatalog as c } from '@/tests/support/catalog-fixture';
import { catalogPageParams, resolveCatalogPage } from './catalog-page';
import { resolveDetails } from './details';

describe('catalogue pages', () => {
  it('a type shows all its fabrics; a fabric filters to it', () => {
    expect(resolveCatalogPage(c, { product: 'persianas', tipo: 'enrollables' })).toMatchObject({
      title: 'Catálogo de persianas enrollables',
      fabric: null,
      path: '/catalogo/persianas/enrollables',
    });
    expect(
      resolveCatalogPage(c, { product: 'persianas', tipo: 'enrollables', rest: ['screen-5'] })?.fabrics.map(
        (f) => f.slug,
      ),
    ).toEqual(['screen-5']);
  });

  it('an awning model and fabric make a four-segment page', () => {
    const page = resolveCatalogPage(c, { product: 'toldos', tipo: 'retractiles', rest: ['cofre', 'acrilico'] });
    expect(page).toMatchObject({
      title: 'Toldo Cofre en Acrílico',
      path: '/catalogo/toldos/retractiles/cofre/acrilico',
    });
  });

  it.each([
    { product: 'motorizacion', tipo: 'x' },
    { product: 'persianas', tipo: 'no-existe' },
    { product: 'persianas', tipo: 'enrollables', rest: ['acrilico'] },
    { product: 'persianas', tipo: 'enrollables', rest: ['a', 'b'] },
    { product: 'toldos', tipo: 'retractiles', rest: ['no-modelo', 'acrilico'] },
    { product: 'toldos', tipo: 'retractiles', rest: ['cofre', 'acrilico', 'extra'] },
  ])('unknown slugs resolve to nothing: %o', (params) => {
    expect(resolveCatalogPage(c, params)).toBeNull();
  });

  it('lists every catalogue page as params, and each resolves', () => {
    const params = catalogPageParams(c);
    expect(params).toHaveLength(5);
    for (const p of params) expect(resolveCatalogPage(c, p)).not.toBeNull();
  });
});

describe('details pages', () => {
  it('selects the path colour', () => {
    const found = resolveDetails(c, 'persianas', 'screen-5', ['negro']);
    expect('page' in found && found.page.color?.name).toBe('Negro');
  });

  it('sends an awning fabric asked under /detalles to /detalles-toldos, and unknown slugs to /', () => {
    expect(resolveDetails(c, 'persianas', 'acrilico', ['arena'])).toEqual({
      redirectTo: '/detalles-toldos/acrilico/arena',
    });
    expect(resolveDetails(c, 'persianas', 'nada')).toEqual({ unknown: true });
    expect(resolveDetails(c, 'persianas', 'screen-5', ['rosa'])).toEqual({ unknown: true });
    expect(resolveDetails(c, 'persianas', 'screen-5', ['blanco', 'x'])).toEqual({ unknown: true });
  });

  it('prices awning fabrics by the finished awning and blind fabrics per m²', () => {
    const blind = resolveDetails(c, 'persianas', 'screen-5');
    const awning = resolveDetails(c, 'toldos', 'acrilico');
    expect('page' in blind && blind.page.price).toEqual({ lowCents: 98_000, highCents: 98_000 });
    expect('page' in awning && awning.page.price).toEqual({ lowCents: 1_200_000, highCents: 2_600_000 });
  });
});
