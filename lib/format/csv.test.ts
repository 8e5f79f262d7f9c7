/** @jest-environment node */
import { csvLines, spreadsheetSafe } from './csv';

describe('ASVS 1.2.10: spreadsheetSafe', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+52 33 1234', "'+52 33 1234"],
    ['-x', "'-x"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['\u0000=1', "'\u0000=1"],
    ['-150.00', '-150.00'],
    ['1234.50', '1234.50'],
    ['Galería', 'Galería'],
  ])('%j → %j', (input, expected) => expect(spreadsheetSafe(input)).toBe(expected));
});

describe('csvLines', () => {
  it('writes CRLF lines, quotes what a spreadsheet would split, guards formulas', () => {
    expect(
      csvLines([
        ['a,b', 'dice "hola"', 'línea\nnueva', 'a;b', ' borde', '=1+1', '-150.00', 5, true, false, null, undefined],
      ]),
    ).toBe('"a,b","dice ""hola""","línea\nnueva","a;b"," borde",\'=1+1,-150.00,5,Sí,No,,\r\n');
  });

  it('puts the BOM and the header first, also with no rows', () => {
    expect(csvLines([['Marfil', 3]], { header: ['Color', 'Existencia'], bom: true })).toBe(
      '\uFEFFColor,Existencia\r\nMarfil,3\r\n',
    );
    expect(csvLines([], { header: ['Color'], bom: true })).toBe('\uFEFFColor\r\n');
  });

  it('writes a non-finite number as an empty cell', () => {
    expect(csvLines([[Number.NaN, Number.POSITIVE_INFINITY, 0]])).toBe(',,0\r\n');
  });
});
