import { looksLikeMetres, parseCm, parseQuantity } from './parse';

describe('what is typed in the size boxes', () => {
  it.each([
    ['150', 150],
    [' 150 ', 150],
    ['150.5', 150.5],
    ['150,5', 150.5],
    ['150 cm', 150],
    ['150cm', 150],
    ['.5', 0.5],
    ['0', 0],
  ])('%j is %d cm', (text, cm) => expect(parseCm(text)).toBe(cm));

  it.each(['', ' ', 'abc', '1.5.0', '-20', '1e3', '150 m', '15O'])('%j is not a size', (text) =>
    expect(parseCm(text)).toBeNull(),
  );

  it('reads whole quantities only', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    for (const text of ['', '1.5', '-1', 'dos', '12345']) expect(parseQuantity(text)).toBeNull();
  });

  it('suggests centimetres for a size typed in metres', () => {
    expect(looksLikeMetres('1.5', 30)).toBe(150);
    expect(looksLikeMetres('1,80', 30)).toBe(180);
    expect(looksLikeMetres('150', 30)).toBeNull();
    expect(looksLikeMetres('0.1', 30)).toBeNull();
    expect(looksLikeMetres('40', 30)).toBeNull();
  });
});
