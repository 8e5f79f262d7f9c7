import 'server-only';
import { PDFDict, PDFWriter, type PDFContext } from 'pdf-lib';
import { UnsupportedFileError } from '@/lib/server/errors';
import { findActiveContent, type ActiveContent } from './pdf-active-content';
import { OBJECTS_PER_TICK, parsePdf, PdfLimitError } from './pdf-parse';

// An uploaded PDF is judged by its objects and stored as written anew from them: what a reader
// opens later is exactly what was judged. Bytes outside the objects pdf-lib read (data after
// %%EOF, an object hidden inside another stream that an old cross-reference table points to,
// junk between objects) do not survive, and neither does a second reading of the file by another
// program. Digital signatures stop validating and a "fast web view" layout is lost; the pages,
// links, images, fonts, bookmarks and forms stay.

/** What to do about a refused PDF; `without` says what to leave out (" sin eso"). */
const resave = (without = '') =>
  `Guárdalo de nuevo${without} (por ejemplo, con «Imprimir → Guardar como PDF») y vuelve a subirlo.`;

const FOUND: Record<ActiveContent, string> = {
  javascript: 'JavaScript',
  xfa: 'un formulario XFA, que puede ejecutar código',
  autorun: 'acciones que se ejecutan solas (al abrirlo, al cambiar de página o al usar un campo)',
  outside: 'acciones que abren programas u otros archivos, o que envían o importan datos',
  embedded: 'archivos incrustados',
  media: 'contenido multimedia interactivo (Flash, 3D, video o sonido)',
  link: 'enlaces que no llevan a una página web, a un correo ni a un teléfono',
};

const UNREADABLE = 'No se pudo leer el PDF: el archivo está dañado o no es un PDF válido.';

async function readObjects(bytes: Uint8Array): Promise<PDFContext> {
  try {
    return await parsePdf(bytes);
  } catch (error) {
    if (error instanceof PdfLimitError)
      throw new UnsupportedFileError(
        `El PDF es demasiado complejo para revisarlo: tiene ${error.message}. ${resave()}`,
      );
    throw new UnsupportedFileError(UNREADABLE);
  }
}

/**
 * The PDF rewritten from its objects, or UnsupportedFileError (415) when it cannot be read whole,
 * is encrypted, or carries active content (lib/server/files/pdf-active-content.ts). Encrypted
 * PDFs are refused: their strings and object streams can only be read with the key, so what they
 * hold cannot be judged (a PDF "protected" against printing or copying is encrypted too).
 */
export async function cleanPdf(bytes: Uint8Array): Promise<Uint8Array> {
  const context = await readObjects(bytes);
  if (context.trailerInfo.Encrypt) {
    throw new UnsupportedFileError(
      `El PDF está cifrado o protegido con contraseña, y así no se puede revisar. ${resave(' sin protección')}`,
    );
  }
  if (!(context.lookup(context.trailerInfo.Root) instanceof PDFDict)) {
    throw new UnsupportedFileError(UNREADABLE);
  }
  const found = findActiveContent(context);
  if (found) throw new UnsupportedFileError(`El PDF contiene ${FOUND[found]} y no se acepta. ${resave(' sin eso')}`);
  return PDFWriter.forContext(context, OBJECTS_PER_TICK).serializeToBuffer();
}
