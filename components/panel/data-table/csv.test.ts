import { tableCsvBlob, tableToCsv } from './csv';
import type { DataTableColumn } from './types';

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

type Row = { id: number; name: string; stock: number; active: boolean };
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Nombre', accessor: (r) => r.name },
  { id: 'stock', header: 'Existencia', accessor: (r) => r.stock, csv: (r) => `${r.stock} m` },
  { id: 'active', header: 'Activo', accessor: (r) => r.active },
  { id: 'actions', header: 'Acciones', render: () => null, csv: false },
  { id: 'view', header: 'Vista', render: () => null },
];

it('exports columns with a value, using `csv` over `accessor`, and leaves out the others', () => {
  expect(tableToCsv(columns, [{ id: 1, name: 'Screen 5 %', stock: 30, active: true }])).toBe(
    'Nombre,Existencia,Activo\r\nScreen 5 %,30 m,Sí\r\n',
  );
});

it('quotes commas, quotes and line breaks, and neutralizes formula cells (stock, prices, wallet and files all go through it)', () => {
  const rows = [
    { id: 1, name: 'Lona, "premium"', stock: 2, active: false },
    { id: 2, name: '=HYPERLINK("http://x")', stock: -3, active: true },
    { id: 3, name: 'línea\nnueva', stock: 0, active: true },
  ];
  expect(tableToCsv(columns, rows)).toBe(
    'Nombre,Existencia,Activo\r\n"Lona, ""premium""",2 m,No\r\n"\'=HYPERLINK(""http://x"")",\'-3 m,Sí\r\n"línea\nnueva",0 m,Sí\r\n',
  );
});

it('the file starts with the UTF-8 byte order mark, so Excel keeps the accents', async () => {
  const blob = tableCsvBlob(columns, [{ id: 1, name: 'Galería', stock: 1, active: true }]);
  expect(blob.type).toBe('text/csv;charset=utf-8');
  const bytes = await blobBytes(blob);
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(utf8(bytes.slice(3))).toBe('Nombre,Existencia,Activo\r\nGalería,1 m,Sí\r\n');
});
