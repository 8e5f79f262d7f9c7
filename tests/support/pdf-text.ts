// The text a PDF of ours shows, for assertions: pdf-lib writes each line as a hex string in
// (deflated) content streams.
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** Every line of text the PDF draws, one per line, in the order of its content streams. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  let text = '';
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.get(PDFName.of('Filter'));
    let content: Buffer;
    try {
      content = filter ? inflateSync(Buffer.from(object.contents)) : Buffer.from(object.contents);
    } catch {
      continue;
    }
    for (const m of content.toString('latin1').matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      text += `${Buffer.from(m[1]!, 'hex').toString('latin1')}\n`;
  }
  return text;
}
