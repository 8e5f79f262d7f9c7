import { siteAddressNotice, tagsToRenewAtStart } from './expire-at-start';

const built = 'http://localhost:3000';

describe('what a server renews of its build when it starts', () => {
  it('every page when the build prerendered them for another address; nothing when for this one', () => {
    expect(
      tagsToRenewAtStart({ frontEndOnly: false, siteUrl: 'https://persianas.example.mx', buildSiteUrl: built }),
    ).toEqual(['site']);
    expect(tagsToRenewAtStart({ frontEndOnly: false, siteUrl: 'http://localhost:3903', buildSiteUrl: built })).toEqual([
      'site',
    ]);
    expect(tagsToRenewAtStart({ frontEndOnly: false, siteUrl: built, buildSiteUrl: built })).toEqual([]);
    // Development: no build to compare with.
    expect(
      tagsToRenewAtStart({ frontEndOnly: false, siteUrl: 'http://localhost:3903', buildSiteUrl: undefined }),
    ).toEqual([]);
  });

  it('a front end only also renews the pages of the data the build rendered from', () => {
    expect(tagsToRenewAtStart({ frontEndOnly: true, siteUrl: built, buildSiteUrl: built })).toEqual([
      'catalog',
      'dealers',
    ]);
    expect(tagsToRenewAtStart({ frontEndOnly: true, siteUrl: 'https://www.example.mx', buildSiteUrl: built })).toEqual([
      'catalog',
      'dealers',
      'site',
    ]);
  });
});

describe('the start-up line about the address', () => {
  it('names the address in use, where it comes from, and the address of the build when they differ', () => {
    expect(
      siteAddressNotice({ frontEndOnly: false, siteUrl: 'http://localhost:3903', buildSiteUrl: built }, false),
    ).toBe(
      '[sitio] SITE_URL no está definida: enlaces canónicos, sitemap, robots.txt, Open Graph, JSON-LD y PDF usan http://localhost:3903. ' +
        'La compilación es para http://localhost:3000: sus páginas se renuevan al iniciar.',
    );
    expect(
      siteAddressNotice(
        { frontEndOnly: false, siteUrl: 'https://persianas.example.mx', buildSiteUrl: 'https://persianas.example.mx' },
        true,
      ),
    ).toBe(
      '[sitio] Dirección pública (SITE_URL): https://persianas.example.mx; la usan enlaces canónicos, sitemap, robots.txt, Open Graph, JSON-LD y PDF.',
    );
  });
});
