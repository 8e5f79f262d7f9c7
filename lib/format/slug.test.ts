import { slugify } from './slug';

describe('slugify', () => {
  it('cuts at 80 characters unless told', () => {
    expect(slugify('toldo '.repeat(30)).length).toBeLessThanOrEqual(80);
  });

  it('strips Spanish accents and the tilde of ñ', () => {
    expect(slugify('Toldos Retráctiles')).toBe('toldos-retractiles');
    expect(slugify('Año Ñandú Pingüino')).toBe('ano-nandu-pinguino');
  });

  it('turns spaces, symbols and runs of them into single hyphens, none at the ends', () => {
    expect(slugify('  Screen 5 % (Blackout)  ')).toBe('screen-5-blackout');
    expect(slugify('Rayas Arena / Blanco')).toBe('rayas-arena-blanco');
  });

  it('is empty for a name with no letters or digits', () => {
    expect(slugify('¡¿ — ?!')).toBe('');
  });

  it('keeps within the column length without a trailing hyphen', () => {
    const slug = slugify('palabra '.repeat(20), 40);
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug.endsWith('-')).toBe(false);
  });
});
