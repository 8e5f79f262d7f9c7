// A random request to one API route: who sends it, path params, query string, headers and a
// body of one of many shapes (JSON, broken text, forms, multipart with lying files, huge or
// endless bodies). Built as plain data by fast-check, turned into a real Request when sent.
import fc from 'fast-check';
import type { ApiRoute } from '../api-routes';
import type { World } from '../world';
import {
  CONTENT_TYPES,
  HOSTILE_STRINGS,
  KEYS,
  VALID_BODIES,
  hostileJson,
  hostileObject,
  hostileString,
  malformedText,
  nearValidObject,
  oneFieldBroken,
} from './payloads';

const FUZZ_ACTORS = ['anonymous', 'customer', 'distributor', 'admin'] as const;
export type FuzzActor = (typeof FUZZ_ACTORS)[number];

type FileSpec = { field: string; name: string; type: string; bytes: Uint8Array };
export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'text'; text: string; contentType: string }
  | { kind: 'form'; fields: [string, string][] }
  | { kind: 'multipart'; fields: [string, string][]; file: FileSpec | null }
  | { kind: 'huge-json'; bytes: number }
  | { kind: 'endless'; contentType: string }
  | { kind: 'declared-huge'; contentLength: string; contentType: string };

export type FuzzRequest = {
  route: number;
  actor: FuzzActor;
  /** Replaces the actor's Authorization header with a broken one. */
  authorization: string | null;
  params: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body: BodySpec;
};

// Header values must be byte strings without line breaks (Node's HTTP parser refuses the rest).
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').trim();

const MAGIC = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  webp: [...Buffer.from('RIFF'), 26, 0, 0, 0, ...Buffer.from('WEBPVP8L')],
  pdf: [...Buffer.from('%PDF-1.7\n')],
};
const MARKUP = [
  '<script>alert(1)</script>',
  '<html><body onload=alert(1)>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  '<?php system($_GET[1]); ?>',
  '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
  'javascript:alert(1)',
];

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc
    .record({ magic: fc.constantFrom(...Object.values(MAGIC)), rest: fc.uint8Array({ maxLength: 200 }) })
    .map(({ magic, rest }) => Uint8Array.from([...magic, ...rest])),
  fc
    .record({ magic: fc.constantFrom(...Object.values(MAGIC)), markup: fc.constantFrom(...MARKUP), pad: fc.nat(64) })
    .map(({ magic, markup, pad }) => Uint8Array.from([...magic, ...new Uint8Array(pad), ...Buffer.from(markup)])),
  fc
    .constantFrom(...MARKUP, '<svg><script>alert(1)</script></svg>', 'GIF89a<script>')
    .map((s) => new Uint8Array(Buffer.from(s))),
);

const fileSpec: fc.Arbitrary<FileSpec> = fc.record({
  field: fc.constantFrom('image', 'file', 'imagen', ''),
  name: fc.oneof(
    fc.constantFrom('foto.png', 'lista.pdf', '../../x.pdf', 'a"b.pdf', '.htaccess', 'x.svg', 'ñ 🪟.jpg'),
    hostileString,
  ),
  type: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'application/pdf',
    'image/svg+xml',
    'text/html',
    'application/octet-stream',
    '',
  ),
  bytes: fileBytes,
});

const stringPairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 6 })), hostileString), {
  maxLength: 6,
});

const bodySpec: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('json' as const),
      value: fc.oneof(
        { weight: 3, arbitrary: nearValidObject },
        { weight: 3, arbitrary: hostileObject },
        { weight: 1, arbitrary: hostileJson },
      ),
      contentType: fc.constantFrom('application/json', 'application/json', ...CONTENT_TYPES),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      text: malformedText,
      contentType: fc.constantFrom(...CONTENT_TYPES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('form' as const), fields: stringPairs }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('multipart' as const),
      fields: stringPairs,
      file: fc.option(fileSpec, { freq: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('huge-json' as const), bytes: fc.constantFrom(1_000_001, 1_300_000) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('endless' as const),
      contentType: fc.constantFrom('application/json', 'multipart/form-data; boundary=x', 'text/plain'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('declared-huge' as const),
      contentLength: fc.constantFrom('99999999999', '21000000', '5300000', '1000001', '-1', 'abc', '1e9', ' 12 '),
      contentType: fc.constantFrom('application/json', 'multipart/form-data; boundary=x'),
    }),
  },
);

// Mostly the actor's own token; now and then a broken Authorization header instead.
const authorization = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constantFrom(
        'Bearer no token',
        'Bearer',
        'Bearer ',
        'Basic YWRtaW46YWRtaW4=',
        'bearer 1|' + 'a'.repeat(40),
        'Bearer 1|short',
        'Bearer 99999999999|' + 'A'.repeat(40),
        'Bearer 1|' + 'A'.repeat(40),
        'Bearer ' + 'x'.repeat(5000),
        'Token abc',
        'Bearer 1 | abc',
      ),
      hostileString.map((s) => `Bearer ${headerSafe(s)}`),
    ),
  },
);

// A client address per request (the public forms are rate-limited per IP), plus odd headers.
const extraHeaders = fc
  .tuple(
    fc.ipV4(),
    fc.dictionary(
      fc.constantFrom(
        'x-forwarded-for',
        'x-real-ip',
        'idempotency-key',
        'accept',
        'accept-language',
        'origin',
        'cookie',
        'x-http-method-override',
        'range',
        'if-none-match',
      ),
      fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 20 }), fc.uuid()).map(headerSafe),
      { maxKeys: 3 },
    ),
  )
  .map(([ip, headers]) => ({ 'x-forwarded-for': ip, ...headers }));

const query = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constantFrom(
        'page',
        'per_page',
        'status',
        'search',
        'role',
        'download',
        // the business summary's year (GET /api/business-summary)
        'anio',
        'page[]',
        '__proto__',
        // the audit trail's filters (GET /api/audit, /api/exports/audit)
        'kind',
        'entity',
        'entity_id',
        'actor',
        'from',
        'to',
      ),
      fc.string({ maxLength: 6 }),
    ),
    fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.integer().map(String), fc.string({ maxLength: 20 })),
  ),
  { maxLength: 4 },
);

/** Real ids of the world's objects (so requests reach the services), or nonsense. */
function paramValue(name: string, world: World): fc.Arbitrary<string> {
  const real: Record<string, (string | number)[]> = {
    id: [world.mine.quote, world.mine.order, world.other.quote, world.other.order, world.userIds.target, world.file, 1],
    itemId: [world.mine.cartItem, world.other.cartItem],
    userId: [world.userIds.target, world.userIds.other],
    stateId: [14, 1, 32, 33],
    kind: ['list-price', 'digital-catalog', 'promotions', 'LIST-PRICE'],
    file: ['a'.repeat(32) + '.png', 'x.svg', '..%2f..%2fetc%2fpasswd'],
    path: ['no-existe', 'users/1', '..', ''],
  };
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(real[name] ?? ['1'])).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.oneof(fc.nat().map(String), fc.integer().map(String), fc.string({ maxLength: 12 })) },
  );
}

/** Half the time, the route's own valid body with one field broken: that reaches the services. */
function bodyFor(path: string): fc.Arbitrary<BodySpec> {
  const valid = VALID_BODIES[path];
  if (!valid) return bodySpec;
  const broken = fc.record({
    kind: fc.constant('json' as const),
    value: oneFieldBroken(valid),
    contentType: fc.constant('application/json'),
  });
  return fc.oneof({ weight: 3, arbitrary: broken }, { weight: 1, arbitrary: bodySpec });
}

export function fuzzRequest(routes: ApiRoute[], world: World): fc.Arbitrary<FuzzRequest> {
  return fc.nat(routes.length - 1).chain((route) => {
    const r = routes[route]!;
    const params = fc.record(
      Object.fromEntries(r.params.map((p) => [p, paramValue(p, world)])) as Record<string, fc.Arbitrary<string>>,
    );
    return fc.record({
      route: fc.constant(route),
      actor: fc.constantFrom(...FUZZ_ACTORS, 'customer', 'admin'),
      authorization,
      params,
      query,
      headers: extraHeaders,
      body: r.method === 'GET' || r.method === 'HEAD' ? fc.constant({ kind: 'none' as const }) : bodyFor(r.path),
    });
  });
}

/** A body that never ends: 64 KiB chunks until the reader stops asking. */
function endlessStream(): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      // A safety stop far past every limit, so a reader that never stops cannot hang the run.
      if ((sent += chunk.length) > 64 * 1024 * 1024) controller.close();
      else controller.enqueue(chunk);
    },
  });
}

/** The request's body and the headers that go with it. */
export function materializeBody(body: BodySpec): { body?: BodyInit; headers: Record<string, string> } {
  switch (body.kind) {
    case 'none':
      return { headers: {} };
    case 'json':
      return {
        body: JSON.stringify(body.value) ?? 'null',
        headers: body.contentType ? { 'Content-Type': body.contentType } : {},
      };
    case 'text':
      return { body: body.text, headers: body.contentType ? { 'Content-Type': body.contentType } : {} };
    case 'form':
      return { body: new URLSearchParams(body.fields), headers: {} };
    case 'multipart': {
      const form = new FormData();
      for (const [k, v] of body.fields) form.append(k, v);
      if (body.file)
        form.append(
          body.file.field,
          new Blob([body.file.bytes as BlobPart], { type: body.file.type }),
          body.file.name || 'archivo',
        );
      return { body: form, headers: {} };
    }
    case 'huge-json':
      return {
        body: JSON.stringify({ name: 'x'.repeat(body.bytes) }),
        headers: { 'Content-Type': 'application/json' },
      };
    case 'endless':
      return { body: endlessStream(), headers: { 'Content-Type': body.contentType } };
    case 'declared-huge':
      return { body: '{}', headers: { 'Content-Type': body.contentType, 'Content-Length': body.contentLength } };
  }
}
