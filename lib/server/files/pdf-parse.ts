import 'server-only';
import {
  decodePDFRawStream,
  PDFName,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFXRefStreamParser,
  type PDFContext,
} from 'pdf-lib';

// Parsing an uploaded PDF with pdf-lib, within bounds. pdf-lib reads every object in file order
// (not through the cross-reference table), unpacks object streams as it meets them, and keeps
// the last trailer's Root, Info, ID and Encrypt. Three of its steps have no limit of their own,
// so a small upload could hold the server for minutes:
// - an object stream is inflated whole: 1 MB of deflated zeros became 1 GB and 56 s of CPU here;
// - a cross-reference stream is walked entry by entry up to its declared /Size (a billion costs
//   a billion entries), although pdf-lib never uses those entries;
// - every object is kept: 20 MB of tiny objects made 790,000 of them, 15 s and 740 MB here.
// So object streams are inflated here first, within an allowance per document, a
// cross-reference stream only gives its trailer keys, and the objects are counted. The first two
// change pdf-lib for the whole process; nothing else here parses PDFs (the server's own PDFs are
// written, not read).

type PdfLimits = {
  /** Object streams of one document, inflated, may add up to this many bytes. */
  unpackedBytes: number;
  /** Objects in the document, in object streams or not. */
  objects: number;
};

/** Far above honest documents: a 1,000-page, 10 MB catalogue made here holds about 2,200 objects. */
const PDF_LIMITS: PdfLimits = { unpackedBytes: 16 * 1024 * 1024, objects: 100_000 };

/** The parser lets other requests run after this many objects (and so does the writer). */
export const OBJECTS_PER_TICK = 500;

/** The document goes past PdfLimits: too costly to read, not necessarily damaged. */
export class PdfLimitError extends Error {}

/** A document being parsed: what it may still inflate, and the limit it went past, if any. */
type Parse = { unpackedLeft: number; exceeded?: string };
const parses = new WeakMap<PDFContext, Parse>();

/**
 * Marks the parse as over a limit and throws. pdf-lib catches errors inside an object (an object
 * stream is one) and throws its own, so parsePdf tells a limit from damage by this mark.
 */
function overLimit(parse: Parse | undefined, what: string): never {
  if (parse) parse.exceeded = what;
  throw new PdfLimitError(what);
}

/** The stream's decoded bytes, charged to its document's allowance. */
function inflateWithinAllowance(stream: PDFRawStream): Uint8Array {
  const parse = parses.get(stream.dict.context);
  let left = parse?.unpackedLeft ?? PDF_LIMITS.unpackedBytes;
  const decoder = decodePDFRawStream(stream);
  const chunks: Uint8Array[] = [];
  for (let chunk = decoder.getBytes(64 * 1024); chunk.length > 0; chunk = decoder.getBytes(64 * 1024)) {
    left -= chunk.length;
    if (left < 0) overLimit(parse, 'objetos comprimidos que ocupan demasiado al descomprimirse');
    chunks.push(new Uint8Array(chunk));
  }
  if (parse) parse.unpackedLeft = left;
  return Buffer.concat(chunks);
}

let bounded = false;

function boundPdfLib(): void {
  if (bounded) return;
  bounded = true;
  const parseObjectStream = PDFObjectStreamParser.forStream;
  PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) => {
    const dict = stream.dict.clone(stream.dict.context);
    dict.delete(PDFName.of('Filter'));
    dict.delete(PDFName.of('DecodeParms'));
    return parseObjectStream(PDFRawStream.of(dict, inflateWithinAllowance(stream)), shouldWaitForTick);
  };
  PDFXRefStreamParser.forStream = (stream) => {
    const trailerOnly = {
      parseIntoContext() {
        const { dict } = stream;
        dict.context.trailerInfo = {
          Root: dict.get(PDFName.of('Root')),
          Encrypt: dict.get(PDFName.of('Encrypt')),
          Info: dict.get(PDFName.of('Info')),
          ID: dict.get(PDFName.of('ID')),
        };
        return [];
      },
    };
    return trailerOnly as unknown as PDFXRefStreamParser;
  };
}

/** What of PDFParser's own is used here: it calls shouldWaitForTick once for every object it parses. */
type ParserInternals = { context: PDFContext; shouldWaitForTick: () => boolean };

/**
 * The PDF's objects as pdf-lib reads them. Throws on anything it cannot read whole: a missing
 * header, an object it can only skip (`throwOnInvalidObject`), a filter it does not know in an
 * object stream; PdfLimitError past `limits`.
 */
export async function parsePdf(bytes: Uint8Array, limits: PdfLimits = PDF_LIMITS): Promise<PDFContext> {
  boundPdfLib();
  const parser = PDFParser.forBytesWithOptions(bytes, OBJECTS_PER_TICK, true);
  const internals = parser as unknown as ParserInternals;
  const parse: Parse = { unpackedLeft: limits.unpackedBytes };
  parses.set(internals.context, parse);
  const tick = internals.shouldWaitForTick;
  let objects = 0;
  internals.shouldWaitForTick = () => {
    objects += 1;
    if (objects > limits.objects) overLimit(parse, `más de ${limits.objects.toLocaleString('es-MX')} objetos`);
    return tick();
  };
  try {
    return await parser.parseDocument();
  } catch (error) {
    throw parse.exceeded ? new PdfLimitError(parse.exceeded) : error;
  }
}
