// PDFs written by hand, byte by byte, for the upload tests: the spellings a PDF reader accepts
// and a text search does not see (#xx escapes in names, hex strings, compressed object streams).
import { deflateSync } from 'node:zlib';

type Part = string | Buffer;
const bytes = (part: Part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part);

/** A stream object: `dict` (without /Length) and its data; `compress` deflates it (/FlateDecode). */
export function streamObject(dict: string, data: Part, { compress = false } = {}): Buffer {
  const body = compress ? deflateSync(bytes(data)) : bytes(data);
  const filter = compress ? '/Filter/FlateDecode' : '';
  return Buffer.concat([bytes(`<<${dict}${filter}/Length ${body.length}>>\nstream\n`), body, bytes('\nendstream')]);
}

/** An object stream (/Type/ObjStm, deflated) holding `objects`, numbered as given. */
export function objectStream(objects: Record<number, string>): Buffer {
  const entries = Object.entries(objects);
  let offset = 0;
  const index: string[] = [];
  const bodies: string[] = [];
  for (const [number, body] of entries) {
    index.push(`${number} ${offset}`);
    bodies.push(body);
    offset += body.length + 1;
  }
  const header = `${index.join(' ')}\n`;
  return streamObject(`/Type/ObjStm/N ${entries.length}/First ${header.length}`, header + bodies.join('\n'), {
    compress: true,
  });
}

type HandWritten = { trailer?: string; after?: Part; offsets?: Record<number, number> };

/**
 * A PDF whose object n is `objects[n - 1]`, with a cross-reference table and trailer
 * (`/Root 1 0 R` unless `trailer` says otherwise); `after` is appended past %%EOF. `offsets`
 * sets an object's entry in the table, also for a number past the last object (an object that
 * only the table knows, at any offset).
 */
export function handWrittenPdf(
  objects: Part[],
  { trailer = '/Root 1 0 R', after = '', offsets = {} }: HandWritten = {},
): Buffer {
  const parts: Buffer[] = [bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.length;
  const table: number[] = [];
  objects.forEach((object, index) => {
    const part = Buffer.concat([bytes(`${index + 1} 0 obj\n`), bytes(object), bytes('\nendobj\n')]);
    table.push(length);
    parts.push(part);
    length += part.length;
  });
  for (const [number, offset] of Object.entries(offsets)) table[Number(number) - 1] = offset;
  const rows = Array.from(
    table,
    (offset) => `${String(offset ?? 0).padStart(10, '0')} 00000 ${offset === undefined ? 'f' : 'n'} \n`,
  ).join('');
  parts.push(
    bytes(
      `xref\n0 ${table.length + 1}\n0000000000 65535 f \n${rows}trailer\n<</Size ${table.length + 1}${trailer}>>\nstartxref\n${length}\n%%EOF\n`,
    ),
    bytes(after),
  );
  return Buffer.concat(parts);
}

/** Objects 1–3 of a one-page document: catalog (with `catalog` added), page tree, page (with `page` added). */
export function onePage({ catalog = '', page = '' } = {}): string[] {
  return [
    `<</Type/Catalog/Pages 2 0 R${catalog}>>`,
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    `<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]${page}>>`,
  ];
}

/** The smallest honest document: one blank page. */
export const BLANK_PDF = handWrittenPdf(onePage());
