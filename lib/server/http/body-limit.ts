import 'server-only';
import { InvalidInputError } from '@/lib/server/errors';
import { HttpError } from './errors';

// Request bodies are read with a byte budget: a declared Content-Length over it is refused before
// a single byte is read, and a chunked body (no Content-Length) is cut off as soon as it passes it,
// so an oversize upload never sits in memory whole.

/** 413 from the Content-Length header alone; a malformed header is a 400. */
function assertDeclaredLength(req: Request, maxBytes: number, tooLarge: string): void {
  const declared = req.headers.get('content-length');
  if (declared === null) return;
  if (!/^\s*\d+\s*$/.test(declared)) throw new HttpError(400, 'La cabecera Content-Length no es válida.');
  if (Number(declared) > maxBytes) throw new HttpError(413, tooLarge);
}

/** The whole body, or 413 the moment it passes `maxBytes` (the rest is never read). */
export async function readBodyBytes(req: Request, maxBytes: number, tooLarge: string): Promise<Uint8Array> {
  assertDeclaredLength(req, maxBytes, tooLarge);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new HttpError(413, tooLarge);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'No se pudo leer el cuerpo de la solicitud.');
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** Parses bytes already read as a form of the given content type; a broken form is a 400. */
export async function parseForm(bytes: Uint8Array, contentType: string): Promise<FormData> {
  try {
    return await new Response(bytes as BodyInit, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'El formulario enviado no es válido.');
  }
}

/** A multipart upload within `maxBytes`: 413 (declared or counted), 415 when it is not multipart. */
async function readMultipart(
  req: Request,
  maxBytes: number,
  messages: { tooLarge: string; notMultipart: string },
): Promise<FormData> {
  assertDeclaredLength(req, maxBytes, messages.tooLarge);
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new HttpError(415, messages.notMultipart);
  return parseForm(await readBodyBytes(req, maxBytes, messages.tooLarge), type);
}

// A multipart form is a little larger than the file it carries: room for the boundaries and fields.
const FORM_OVERHEAD_BYTES = 64 * 1024;

type UploadLimits = {
  field: string;
  maxBytes: number;
  messages: { required: string; tooLarge: string; notMultipart: string };
};

/**
 * The file sent in multipart field `field`, at most `maxBytes`: 413 when larger (declared or
 * counted), 415 when the body is not multipart, 422 on the field when it is missing or empty.
 * Returns the form too, for its other fields.
 */
export async function readUpload(
  req: Request,
  { field, maxBytes, messages }: UploadLimits,
): Promise<{ file: File; form: FormData }> {
  const form = await readMultipart(req, maxBytes + FORM_OVERHEAD_BYTES, messages);
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) throw InvalidInputError.field(field, messages.required);
  if (file.size > maxBytes) throw new HttpError(413, messages.tooLarge);
  return { file, form };
}
