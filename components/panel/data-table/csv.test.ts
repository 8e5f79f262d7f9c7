import { csvBlob, csvField, tableToCsv, toCsv } from './csv';
import type { DataTableColumn } from './types';


describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['Galería Ñandú', 'Galería Ñandú'],
    ['a,b', '"a,b"'],
    ['dice "hola"', '"dice ""hola"""'],
    ['línea\nnueva', '"línea\nnueva"'],
    ['a;b', '"a;b"'],
    [' espacio', '" espacio"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+52 33', "'+52 33"],
    ['@x', "'@x"],
    ['-150.00', '-150.00'],
    ['-x,y', '"\'-x,y"'],
  ])('%j → %j', (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('writes numbers, booleans and blanks', () => {
    expect(csvField(1234.5)).toBe('1234.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('Sí');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});

it('toCsv joins fields with commas and lines with CRLF', () => {
  expect(toCsv(['Nombre', 'Precio'], [['Lona, "premium"', '1200.00'], ['Galería', 5]])).toBe(
    'Nombre,Precio\r\n"Lona, ""premium""",1200.00\r\nGalería,5\r\n',
  );
});

/** The bytes of a blob (jsdom has no Response or Blob.arrayBuffer). */
function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** UTF-8 bytes to text without TextDecoder (missing in jsdom). */
function utf8(bytes: Uint8Array): string {
  return decodeURIComponent([...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
}

type Row = { id: number; name: string; stock: number };
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Nombre', accessor: (r) => r.name },
  { id: 'stock', header: 'Existencia', accessor: (r) => r.stock, csv: (r) => `${r.stock} m` },
  { id: 'actions', header: 'Acciones', render: () => null, csv: false },
  { id: 'view', header: 'Vista', render: () => null },
];

it('tableToCsv exports columns with a value, using `csv` over `accessor`', () => {
  expect(tableToCsv(columns, [{ id: 1, name: 'Screen 5 %', stock: 30 }])).toBe('Nombre,Existencia\r\nScreen 5 %,30 m\r\n');
});

it('csvBlob starts with the UTF-8 byte order mark', async () => {
  const blob = csvBlob('Galería\r\n');
  expect(blob.type).toBe('text/csv;charset=utf-8');
  const bytes = await blobBytes(blob);
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(utf8(bytes.slice(3))).toBe('Galería\r\n');
});
