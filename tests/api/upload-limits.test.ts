/** @jest-environment node */
// Uploads and body limits: the type comes from the bytes (wrong magic → 415), polyglots are
// refused (415), and an oversize body is refused (413) from its Content-Length before a byte
// is read, or — chunked, without Content-Length — as soon as the count passes the limit.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, tokenFor } from '@/tests/support/accounts';
import { POST as uploadImage } from '@/app/api/image-user/route';
import { POST as uploadFile } from '@/app/api/files/[kind]/route';
import { GET as downloadFile } from '@/app/api/files/[kind]/[id]/route';
import { PUT as putMe } from '@/app/api/login-user/route';
import { files } from '@/lib/server/db/schema';
import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { handWrittenPdf, objectStream, onePage, streamObject } from '@/tests/support/pdf';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let admin: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  [customer, admin] = await Promise.all([tokenFor(CUSTOMER), tokenFor(ADMIN)]);
});
afterAll(async () => {
  await db.dispose();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

function form(field: string, bytes: Buffer, name: string, type: string) {
  const data = new FormData();
  data.set(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

/** A body that counts what the server pulls from it: `size` bytes in 64 KiB chunks. */
function countingStream(size: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= size) return controller.close();
      state.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

const uploadsOnDisk = () => {
  try {
    return readdirSync(path.join(process.env.DATA_DIR!, 'uploads'), { recursive: true }).length;
  } catch {
    return 0;
  }
};
const fileRows = async () => (await db.db.select({ id: files.id }).from(files)).length;

describe('magic bytes and polyglots', () => {
  const cases: [string, Buffer, string, string][] = [
    ['a GIF (not accepted)', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'x.gif', 'image/gif'],
    ['HTML named .png', Buffer.from('<!doctype html><h1>hola</h1>'), 'x.png', 'image/png'],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    [
      'a JPEG header followed by HTML',
      Buffer.concat([JPEG_HEAD, Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
      'x.jpg',
      'image/jpeg',
    ],
  ];
  // A real picture with markup after it: a profile photo keeps only its pixels (image-user.test.ts),
  // the panel's files, stored as sent, refuse it.
  const pngWithSvg: [string, Buffer, string, string] = [
    'a PNG with an SVG appended',
    Buffer.concat([PNG, Buffer.from('<svg onload=alert(1)>')]),
    'x.png',
    'image/png',
  ];

  it.each(cases)('profile photo: %s → 415, nothing stored', async (_, bytes, name, type) => {
    const before = uploadsOnDisk();
    const res = await call(uploadImage, { token: customer, body: form('image', bytes, name, type) });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(uploadsOnDisk()).toBe(before);
  });

  it.each([...cases, pngWithSvg])('admin file: %s → 415, nothing stored', async (_, bytes, name, type) => {
    const [rows, disk] = [await fileRows(), uploadsOnDisk()];
    const res = await call(uploadFile, {
      token: admin,
      params: { kind: 'promotions' },
      body: form('file', bytes, name, type),
    });
    expect(res.status).toBe(415);
    expect([await fileRows(), uploadsOnDisk()]).toEqual([rows, disk]);
  });

  it('a clean PNG and a clean PDF are still accepted', async () => {
    expect(
      (await call(uploadImage, { token: customer, body: form('image', PNG, 'foto.png', 'image/png') })).status,
    ).toBe(200);
    expect(
      (
        await call(uploadFile, {
          token: admin,
          params: { kind: 'promotions' },
          body: form('file', PDF, 'promo.pdf', 'application/pdf'),
        })
      ).status,
    ).toBe(201);
  });
});

describe('ASVS 5.2.2: a PDF is judged by its decoded objects, and stored as rewritten from them', () => {
  const sendPdf = (bytes: Buffer, name = 'lista.pdf') =>
    call(uploadFile, {
      token: admin,
      params: { kind: 'list-price' },
      body: form('file', bytes, name, 'application/pdf'),
    });
  const served = async (id: number) => {
    const res = await call(downloadFile, { token: customer, params: { kind: 'list-price', id: String(id) } });
    expect(res.status).toBe(200);
    return Buffer.from(await res.raw.arrayBuffer());
  };
  const SCRIPT = '<</S/JavaScript/JS(app.alert(1))>>';
  /** The objects in use in the last cross-reference table of a PDF written with one. */
  const objectsInTable = (pdf: Buffer) => {
    const lines = pdf
      .toString('latin1')
      .split(/(?:^|\n)xref\r?\n/)
      .pop()!
      .split('trailer')[0]!
      .trim()
      .split(/\r?\n/);
    const inUse: number[] = [];
    for (let i = 0; i < lines.length;) {
      const [first, count] = lines[i]!.trim().split(' ').map(Number) as [number, number];
      for (let n = 0; n < count; n++) if (lines[i + 1 + n]!.trim().endsWith('n')) inUse.push(first + n);
      i += 1 + count;
    }
    return inUse;
  };
  const link = (action: string) =>
    onePage({ page: '/Annots[4 0 R]' }).concat(`<</Type/Annot/Subtype/Link/Rect[0 0 100 20]/A${action}>>`);
  const refusals: [string, Buffer, RegExp][] = [
    [
      'a script action spelled with #xx escapes (/J#61vaScript, /#4A#53) and its code as a hex string',
      handWrittenPdf(link('<</S/J#61vaScript/#4A#53 <6170702e616c657274283129>>>')),
      /contiene JavaScript/,
    ],
    [
      'escapes in lower-case hex (/#4aavaScript, /#4a#53), which pdf-lib alone leaves undecoded',
      handWrittenPdf(link('<</S/#4aavaScript/#4a#53(app.alert(1))>>')),
      /contiene JavaScript/,
    ],
    [
      'a script inside a compressed object stream',
      handWrittenPdf([
        ...onePage({ page: '/Annots[5 0 R]' }),
        objectStream({ 5: '<</Type/Annot/Subtype/Link/Rect[0 0 100 20]/A 6 0 R>>', 6: SCRIPT }),
      ]),
      /contiene JavaScript/,
    ],
    [
      "JavaScript in the document's name tree",
      handWrittenPdf([...onePage({ catalog: '/Names<</Java#53cript 4 0 R>>' }), '<</Names[(inicio) 5 0 R]>>', SCRIPT]),
      /contiene JavaScript/,
    ],
    [
      'an action a page runs when it opens (/AA, spelled /A#41), even a harmless one',
      handWrittenPdf(onePage({ page: '/A#41<</O<</S/URI/URI(https://solara.example/)>>>>' })),
      /acciones que se ejecutan solas/,
    ],
    [
      'an action a link runs when the pointer enters it (its /AA)',
      handWrittenPdf(link('<</S/URI/URI(https://solara.example/)>>/AA<</E<</S/URI/URI(https://otro.example/)>>>>')),
      /acciones que se ejecutan solas/,
    ],
    [
      'an OpenAction that opens a web page by itself',
      handWrittenPdf(onePage({ catalog: '/OpenAction<</S/URI/URI(https://solara.example/)>>' })),
      /acciones que se ejecutan solas/,
    ],
    [
      'an embedded file in the EmbeddedFiles name tree',
      handWrittenPdf([
        ...onePage({ catalog: '/Names<</EmbeddedFiles 4 0 R>>' }),
        '<</Names[(factura.exe) <</Type/Filespec/F(factura.exe)/EF<</F 5 0 R>>>>]>>',
        streamObject('/Type/EmbeddedFile', 'MZ\x90\x00'),
      ]),
      /archivos incrustados/,
    ],
    [
      'a file attachment annotation',
      handWrittenPdf(onePage({ page: '/Annots[<</Subtype/FileAttachment/Rect[0 0 9 9]/FS<</F(x.txt)>>>>]' })),
      /archivos incrustados/,
    ],
    [
      'a launch action',
      handWrittenPdf(link('<</S/Launch/F(C:\\\\Windows\\\\System32\\\\cmd.exe)>>')),
      /abren programas/,
    ],
    [
      'a launch action whose type is a string, not a name',
      handWrittenPdf(link('<</S(Launch)/F(cmd.exe)>>')),
      /abren programas/,
    ],
    [
      'a link to a PDF on a network share (GoToR)',
      handWrittenPdf(link('<</S/GoToR/F(\\\\\\\\servidor\\\\c\\\\x.pdf)/D[0/Fit]>>')),
      /abren programas u otros archivos/,
    ],
    [
      'a form that sends its fields (SubmitForm)',
      handWrittenPdf(link('<</S/SubmitForm/F<</FS/URL/F(https://otro.example/)>>>>')),
      /envían o importan datos/,
    ],
    [
      'a javascript: link',
      handWrittenPdf(link('<</S/URI/URI(javascript:app.alert(1))>>')),
      /enlaces que no llevan a una página web/,
    ],
    [
      'an XFA form',
      handWrittenPdf([...onePage({ catalog: '/AcroForm<</Fields[]/XFA 4 0 R>>' }), streamObject('', '<xdp:xdp/>')]),
      /formulario XFA/,
    ],
    [
      'a RichMedia (Flash) annotation',
      handWrittenPdf(onePage({ page: '/Annots[<</Subtype/RichMedia/Rect[0 0 9 9]>>]' })),
      /multimedia/,
    ],
    [
      'encryption (a PDF "protected" against copying)',
      handWrittenPdf([...onePage(), '<</Filter/Standard/V 1/R 2/O<00>/U<00>/P -4>>'], {
        trailer: '/Root 1 0 R/Encrypt 4 0 R',
      }),
      /cifrado o protegido/,
    ],
    [
      'no catalog (nothing a reader could open)',
      Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      /No se pudo leer el PDF/,
    ],
    ['an object pdf-lib cannot read', handWrittenPdf([...onePage(), '<</A (sin cerrar>>']), /No se pudo leer el PDF/],
    [
      'an object stream that inflates past 16 MB (a "zip bomb")',
      handWrittenPdf([
        ...onePage(),
        streamObject('/Type/ObjStm/N 1/First 4', Buffer.alloc(17 * 1024 * 1024), { compress: true }),
      ]),
      /demasiado complejo/,
    ],
  ];

  it.each(refusals)('%s → 415 in Spanish, nothing stored', async (_, bytes, message) => {
    const [rows, disk] = [await fileRows(), uploadsOnDisk()];
    const res = await sendPdf(bytes);
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(message);
    expect([await fileRows(), uploadsOnDisk()]).toEqual([rows, disk]);
  });

  it('an object that only the cross-reference table points at, hidden inside another stream, is not stored', async () => {
    // Object 5, a link with a script, is text inside stream 4: read in file order it is data, but
    // a reader that follows the table (as readers do) finds an object there.
    const objects = [
      ...onePage({ page: '/Annots[5 0 R]' }),
      streamObject('', `5 0 obj\n<</Type/Annot/Subtype/Link/Rect[0 0 100 20]/A${SCRIPT}>>\nendobj`),
    ];
    const hidden = handWrittenPdf(objects, { offsets: { 5: handWrittenPdf(objects).indexOf('5 0 obj') } });
    expect(objectsInTable(hidden)).toEqual([1, 2, 3, 4, 5]);
    const res = await sendPdf(hidden);
    expect(res.status).toBe(201);
    // What is stored has a table of its own, naming only the objects that were judged.
    expect(objectsInTable(await served(res.body.id))).toEqual([1, 2, 3, 4]);
  });

  it('bytes after %%EOF (markup for a browser that sniffs) are not stored', async () => {
    const res = await sendPdf(
      handWrittenPdf(onePage(), { after: '<html><script>alert(document.cookie)</script></html>' }),
    );
    expect(res.status).toBe(201);
    expect((await served(res.body.id)).includes('<script')).toBe(false);
  });

  it('a cross-reference stream that claims a billion entries is not walked', async () => {
    const res = await sendPdf(
      handWrittenPdf([...onePage(), streamObject('/Type/XRef/Size 1000000000/W[1 4 2]/Root 1 0 R', Buffer.alloc(7))]),
    );
    expect(res.status).toBe(201);
  });

  it('an honest PDF — text, an image, links to a web page and an e-mail, a form without scripts, opening at its page — is stored and still has them all', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([400, 300]);
    page.drawText('Lista de precios', { x: 40, y: 250, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
    page.drawImage(
      await doc.embedPng(
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f5d8a' } })
          .png()
          .toBuffer(),
      ),
      { x: 300, y: 200, width: 64, height: 64 },
    );
    const form = doc.getForm();
    form.createTextField('cliente').addToPage(page, { x: 40, y: 180, width: 200, height: 20 });
    form.createCheckBox('acepto').addToPage(page, { x: 40, y: 150, width: 14, height: 14 });
    const line = form.createDropdown('linea');
    line.setOptions(['Persianas', 'Toldos']);
    line.addToPage(page, { x: 40, y: 120, width: 120, height: 20 });
    for (const [uri, y] of [
      ['https://solara.example/precios', 60],
      ['mailto:ventas@solara.example', 30],
    ] as const) {
      page.node.addAnnot(
        doc.context.register(
          doc.context.obj({
            Type: 'Annot',
            Subtype: 'Link',
            Rect: [40, y, 240, y + 20],
            Border: [0, 0, 0],
            A: { Type: 'Action', S: 'URI', URI: PDFString.of(uri) },
          }),
        ),
      );
    }
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([page.ref, PDFName.of('Fit')]));
    const res = await sendPdf(Buffer.from(await doc.save()), 'Lista honesta.pdf');
    expect(res.status).toBe(201);

    const stored = await PDFDocument.load(await served(res.body.id));
    expect(stored.getPageCount()).toBe(1);
    expect(
      stored
        .getForm()
        .getFields()
        .map((f) => f.getName())
        .sort(),
    ).toEqual(['acepto', 'cliente', 'linea']);
    const uris = stored
      .getPage(0)
      .node.Annots()!
      .asArray()
      .map((ref) =>
        stored.context.lookup(ref, PDFDict).lookupMaybe(PDFName.of('A'), PDFDict)?.lookup(PDFName.of('URI')),
      )
      .filter((uri): uri is PDFString => uri instanceof PDFString)
      .map((uri) => uri.decodeText());
    expect(uris).toEqual(['https://solara.example/precios', 'mailto:ventas@solara.example']);
  });
});

describe('size limits', () => {
  it.each([
    ['profile photo', uploadImage, customer, {}],
    ['admin file', uploadFile, admin, { kind: 'list-price' }],
    ['a JSON body', putMe, customer, {}],
  ] as const)(
    '%s: a huge declared Content-Length is a fast 413 without reading the body',
    async (_, handler, __, params) => {
      const token = handler === uploadFile ? admin : customer;
      const { stream, state } = countingStream(1024 * 1024 * 1024);
      const res = await call(handler, {
        token,
        method: handler === putMe ? 'PUT' : 'POST',
        params,
        body: stream,
        headers: {
          'Content-Type': handler === putMe ? 'application/json' : 'multipart/form-data; boundary=x',
          'Content-Length': String(50 * 1024 * 1024 * 1024),
        },
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: expect.any(String) });
      // How fast: `npm run bench hostile`.
      expect(state.pulled).toBeLessThanOrEqual(128 * 1024); // at most what the stream buffers ahead, never the body
    },
  );

  it.each([
    ['profile photo', 5 * 1024 * 1024],
    ['admin file', 20 * 1024 * 1024],
  ] as const)('%s: a chunked body with no Content-Length stops being read at the limit', async (what, limit) => {
    const handler = what === 'admin file' ? uploadFile : uploadImage;
    const { stream, state } = countingStream(1024 * 1024 * 1024);
    const res = await call(handler, {
      token: what === 'admin file' ? admin : customer,
      params: { kind: 'list-price' },
      body: stream,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(res.status).toBe(413);
    expect(state.pulled).toBeGreaterThan(limit);
    expect(state.pulled).toBeLessThan(limit + 1024 * 1024); // the limit plus what was in flight
  });

  it('a chunked JSON body over 1 MB is 413 and is not read to the end', async () => {
    const { stream, state } = countingStream(64 * 1024 * 1024);
    const res = await call(putMe, {
      token: customer,
      method: 'PUT',
      body: stream,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(state.pulled).toBeLessThan(3 * 1024 * 1024);
  });

  it('a malformed Content-Length is a 400, not a crash', async () => {
    const res = await call(uploadImage, {
      token: customer,
      body: 'x',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': 'mucho' },
    });
    expect(res.status).toBe(400);
  });

  it('a body that is not multipart is 415', async () => {
    const res = await call(uploadImage, { token: customer, json: { image: 'data:image/png;base64,AAAA' } });
    expect(res.status).toBe(415);
  });
});
