import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import { QUOTE_VALIDITY_DAYS } from '@/lib/content/validity';
import { quoteConfigSchema, type QuoteConfig } from '@/lib/contract/quote-config';

// A share link's token: `1.<payload>.<signature>`, all base64url. The payload is the quote's
// configuration (no prices: they are computed again when the link is opened), its line and its
// dates, as compact JSON arrays compressed with raw DEFLATE; the signature is HMAC-SHA256 of
// `1.<payload>` with the server's secret. The version lets a later format coexist with links
// already sent. Nothing is stored: the link is the whole quote.

const SHARE_TOKEN_VERSION = 1;
/** A link lives as long as a quote holds: one validity, stated the same everywhere. */
export const SHARE_TTL_DAYS = QUOTE_VALIDITY_DAYS;
/** Longest token issued or read: the link must fit in a chat message and any server's URL limit. */
export const MAX_TOKEN_CHARS = 4000;
/** A forged payload is never inflated (the signature is checked first); this caps an honest one. */
const MAX_JSON_BYTES = 64 * 1024;

type ShareLine = 'persianas' | 'toldos' | null;

type SharedQuote = { config: QuoteConfig; line: ShareLine; issuedAt: Date; expiresAt: Date };

type OpenFailure = 'malformed' | 'version' | 'signature' | 'expired' | 'invalid';

type OpenResult = { ok: true; quote: SharedQuote } | { ok: false; reason: OpenFailure; expiresAt?: Date };

// ── Compact form: one array per piece, positions instead of names ──
// blind:  ['p', type, fabric, color, width, height, quantity, room, motor, gallery, installation, mount?]
//         (mount 'd'/'f' only when told: links sent before it existed keep their 11 places)
// awning: ['t', type, model, fabric, color, width, projection, quantity, room, motor, installation, wind_sensor]
const str = z.string().max(80);
const maybe = z.union([z.string().max(80), z.literal(0)]).transform((v) => (v === 0 ? null : v));
const num = z.number().finite();
const flag = z.union([z.literal(0), z.literal(1)]).transform((v) => v === 1);
const compactBlind = z.tuple([z.literal('p'), str, str, str, num, num, num, maybe, maybe, maybe, flag]);
const mountCode = z.enum(['d', 'f']).transform((v) => (v === 'd' ? 'dentro' : 'fuera'));
const compactMountedBlind = z.tuple([
  z.literal('p'),
  str,
  str,
  str,
  num,
  num,
  num,
  maybe,
  maybe,
  maybe,
  flag,
  mountCode,
]);
const compactAwning = z.tuple([z.literal('t'), str, str, str, str, num, num, num, maybe, maybe, flag, flag]);
const payloadSchema = z.object({
  i: z.number().int(),
  e: z.number().int(),
  l: z.enum(['persianas', 'toldos', '']),
  p: z.array(z.union([compactBlind, compactMountedBlind, compactAwning])).max(100),
});

type Payload = z.input<typeof payloadSchema>;

const or0 = (v: string | null | undefined) => v ?? 0;
const bit = (v: boolean | undefined) => (v ? 1 : 0);

function compact(config: QuoteConfig): Payload['p'] {
  return config.items.map((item) => {
    const o = item.options;
    return item.line === 'toldos'
      ? ([
          't',
          item.type,
          item.model,
          item.fabric,
          item.color,
          item.width_cm,
          item.projection_cm,
          item.quantity,
          or0(item.room),
          or0(o.motor),
          bit(o.installation),
          bit(o.wind_sensor),
        ] as const)
      : ([
          'p',
          item.type,
          item.fabric,
          item.color,
          item.width_cm,
          item.height_cm,
          item.quantity,
          or0(item.room),
          or0(o.motor),
          or0(o.gallery),
          bit(o.installation),
          ...(item.mount ? [item.mount === 'dentro' ? 'd' : 'f'] : []),
        ] as const);
  }) as Payload['p'];
}

function expand(pieces: z.output<typeof payloadSchema>['p']): unknown[] {
  return pieces.map((p) =>
    p[0] === 't'
      ? {
          line: 'toldos',
          type: p[1],
          model: p[2],
          fabric: p[3],
          color: p[4],
          width_cm: p[5],
          projection_cm: p[6],
          quantity: p[7],
          room: p[8],
          options: { motor: p[9], gallery: null, installation: p[10], wind_sensor: p[11] },
        }
      : {
          line: 'persianas',
          type: p[1],
          fabric: p[2],
          color: p[3],
          width_cm: p[4],
          height_cm: p[5],
          quantity: p[6],
          room: p[7],
          ...(p.length > 11 ? { mount: (p as z.output<typeof compactMountedBlind>)[11] } : {}),
          options: { motor: p[8], gallery: p[9], installation: p[10], wind_sensor: false },
        },
  );
}

const sign = (secret: string, signed: string) => createHmac('sha256', secret).update(signed).digest('base64url');

/** A token for `config`, valid SHARE_TTL_DAYS from `now`; null when it would be longer than MAX_TOKEN_CHARS. */
export function signShareToken(
  config: QuoteConfig,
  line: ShareLine,
  secret: string,
  now = new Date(),
): { token: string; expiresAt: Date } | null {
  const issued = Math.floor(now.getTime() / 1000);
  const expires = issued + SHARE_TTL_DAYS * 86_400;
  const payload: Payload = { i: issued, e: expires, l: line ?? '', p: compact(config) };
  const body = deflateRawSync(Buffer.from(JSON.stringify(payload)), { level: 9 }).toString('base64url');
  const signed = `${SHARE_TOKEN_VERSION}.${body}`;
  const token = `${signed}.${sign(secret, signed)}`;
  return token.length <= MAX_TOKEN_CHARS ? { token, expiresAt: new Date(expires * 1000) } : null;
}

const TOKEN_SHAPE = /^(\d{1,3})\.([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{43})$/;

/**
 * Reads a token: its shape, version and signature (in constant time) before anything in it is
 * decoded, then its dates, then the configuration through the same zod schema as quote-price.
 */
export function openShareToken(token: string, secret: string, now = new Date()): OpenResult {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_CHARS) return { ok: false, reason: 'malformed' };
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, version, body, signature] = match as unknown as [string, string, string, string];
  if (Number(version) !== SHARE_TOKEN_VERSION) return { ok: false, reason: 'version' };
  const expected = Buffer.from(sign(secret, `${version}.${body}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };

  let raw: unknown;
  try {
    raw = JSON.parse(
      inflateRawSync(Buffer.from(body, 'base64url'), { maxOutputLength: MAX_JSON_BYTES }).toString('utf8'),
    );
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const payload = payloadSchema.safeParse(raw);
  if (!payload.success) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(payload.data.e * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired', expiresAt };
  const config = quoteConfigSchema.safeParse({ items: expand(payload.data.p) });
  if (!config.success) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    quote: { config: config.data, line: payload.data.l || null, issuedAt: new Date(payload.data.i * 1000), expiresAt },
  };
}
