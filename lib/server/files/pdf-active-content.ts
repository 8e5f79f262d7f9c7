import 'server-only';
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFStream,
  PDFString,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

// What in a PDF can act on the reader's machine, found in its decoded objects (never in its text,
// which escapes such as /J#61vaScript or hex strings disguise): script, actions that start
// programs, open other files or send data, actions that run by themselves, embedded files and
// interactive media. Names are compared as a reader decodes them.

export type ActiveContent = 'javascript' | 'xfa' | 'autorun' | 'outside' | 'embedded' | 'media' | 'link';

/** Dictionary keys that only exist to carry such content. */
const KEYS: Record<string, ActiveContent> = {
  js: 'javascript', // an action's script, or the Names tree's JavaScript
  javascript: 'javascript',
  xfa: 'xfa', // XML forms, which run their own scripts
  aa: 'autorun', // "additional actions": on opening a page, focusing a field, closing the document…
  embeddedfiles: 'embedded',
  ef: 'embedded', // a file specification's embedded file
  richmediacontent: 'media',
  alternatepresentations: 'media', // slide shows, which may carry script
};

/** Names, as action types (/S), object types or annotation subtypes. */
const NAMES: Record<string, ActiveContent> = {
  javascript: 'javascript',
  launch: 'outside', // starts a program or opens a file
  gotor: 'outside', // opens another PDF, on disk or on the network
  gotoe: 'outside', // opens an embedded PDF
  submitform: 'outside', // sends the form's fields somewhere
  importdata: 'outside', // fills the form from a file
  embeddedfile: 'embedded',
  fileattachment: 'embedded',
  richmedia: 'media',
  richmediaexecute: 'media',
  rendition: 'media', // may carry script of its own
  movie: 'media',
  sound: 'media',
  '3d': 'media', // 3D models may carry script
};

const decoded = new WeakMap<PDFName, string>();

/** Link schemes a reader may follow: a web page, an e-mail, a phone number. */
const SAFE_LINK = /^(?:https?|mailto|tel):/i;

/**
 * A name as a reader spells it, lower case. pdf-lib decodes #xx escapes in upper case only
 * (/#4a#53 stays "#4aS"), so what it left is decoded here; decoding again what already was
 * decoded ("#2341" → "#41" → "A") can only find more, never hide anything.
 */
function plainName(name: PDFName): string {
  // pdf-lib keeps one PDFName per name, so each is decoded once (a 1,000-page PDF repeats a few dozen).
  const known = decoded.get(name);
  if (known !== undefined) return known;
  let text = name.decodeText();
  for (let round = 0; round < 4 && /#[0-9a-f]{2}/i.test(text); round++) {
    text = text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  const plain = text.toLowerCase();
  decoded.set(name, plain);
  return plain;
}

/** A name, or a string where a reader might take one (/S (JavaScript)), as plain lower-case text. */
function plainText(value: PDFObject | undefined): string | null {
  if (value instanceof PDFName) return plainName(value);
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  return null;
}

/** An OpenAction may go to a page (a destination, named or not, or a GoTo action); any other action runs by itself. */
function isAutorun(value: PDFObject, context: PDFContext): boolean {
  const target = context.lookup(value);
  if (!(target instanceof PDFDict)) return false;
  return plainText(target.get(PDFName.of('S')))?.toLowerCase() !== 'goto';
}

function inEntry(key: string, value: PDFObject, context: PDFContext): ActiveContent | null {
  const byKey = KEYS[key];
  if (byKey) return byKey;
  if (key === 'openaction' && isAutorun(value, context)) return 'autorun';
  if (
    key === 'uri' &&
    (value instanceof PDFString || value instanceof PDFHexString) &&
    !SAFE_LINK.test(value.decodeText().trim())
  )
    return 'link';
  if (key === 's' || key === 'type' || key === 'subtype') return NAMES[plainText(value)?.toLowerCase() ?? ''] ?? null;
  return null;
}

/**
 * The first kind of active content found in any object of the document (every indirect object,
 * those unpacked from object streams included, the trailer's, and everything nested in them), or
 * null when there is none.
 */
export function findActiveContent(context: PDFContext): ActiveContent | null {
  const pending: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  for (const value of Object.values(context.trailerInfo)) if (value) pending.push(value);
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) pending.push(item);
    } else if (object instanceof PDFName) {
      const found = NAMES[plainName(object)];
      if (found) return found;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const found = inEntry(plainName(key), value, context);
        if (found) return found;
        pending.push(value);
      }
    }
  }
  return null;
}
