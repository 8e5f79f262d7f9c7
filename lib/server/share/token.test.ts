/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import type { QuoteConfig } from '@/lib/contract/quote-config';
import { quoteConfigSchema } from '@/lib/contract/quote-config';
import { SAMPLE_AWNING, SAMPLE_BLIND } from '@/tests/support/sample-items';
import { MAX_TOKEN_CHARS, SHARE_TTL_DAYS, openShareToken, signShareToken } from './token';

const SECRET = 'a'.repeat(40);
const NOW = new Date('2026-11-24T12:00:00Z');
const DAY = 86_400_000;

const config: QuoteConfig = quoteConfigSchema.parse({ items: [SAMPLE_BLIND, SAMPLE_AWNING] });

const sign = (c = config, now = NOW) => signShareToken(c, 'persianas', SECRET, now)!;
const resign = (signed: string) => `${signed}.${createHmac('sha256', SECRET).update(signed).digest('base64url')}`;

describe('share link tokens', () => {
  it('round-trips the configuration, its line and its dates', () => {
    const { token, expiresAt } = sign();
    expect(token).toMatch(/^1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime()).toBe(NOW.getTime() + SHARE_TTL_DAYS * DAY);
    const opened = openShareToken(token, SECRET, new Date(NOW.getTime() + DAY));
    expect(opened).toEqual({ ok: true, quote: { config, line: 'persianas', issuedAt: NOW, expiresAt } });
  });

  it('stops working once it expires, and says when it did', () => {
    const { token, expiresAt } = sign();
    expect(openShareToken(token, SECRET, new Date(expiresAt.getTime() - 1000)).ok).toBe(true);
    expect(openShareToken(token, SECRET, expiresAt)).toEqual({ ok: false, reason: 'expired', expiresAt });
  });

  it('refuses a token signed with another secret or changed by one character', () => {
    const { token } = sign();
    expect(openShareToken(token, 'b'.repeat(40), NOW)).toEqual({ ok: false, reason: 'signature' });
    const [v, body, sig] = token.split('.') as [string, string, string];
    const flipped = body.slice(0, 5) + (body[5] === 'A' ? 'B' : 'A') + body.slice(6);
    expect(openShareToken(`${v}.${flipped}.${sig}`, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(openShareToken(`${v}.${body}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, SECRET, NOW).ok).toBe(
      false,
    );
  });

  it('refuses another version and anything not shaped like a token', () => {
    const { token } = sign();
    expect(openShareToken(`2${token.slice(1)}`, SECRET, NOW)).toEqual({ ok: false, reason: 'version' });
    for (const bad of ['', 'no-es-un-enlace', '1..x', `${token}x`, 'x'.repeat(MAX_TOKEN_CHARS + 1)]) {
      expect(openShareToken(bad, SECRET, NOW).ok).toBe(false);
    }
  });

  it('refuses a correctly signed payload that is not a valid configuration (zod on decode)', () => {
    const payload = (p: unknown) => deflateRawSync(Buffer.from(JSON.stringify(p))).toString('base64url');
    const exp = Math.floor(NOW.getTime() / 1000) + 3600;
    const wrongShape = resign(`1.${payload({ i: 0, e: exp, l: '', p: [['p', 'x']] })}`);
    expect(openShareToken(wrongShape, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const badSize = resign(
      `1.${payload({ i: 0, e: exp, l: '', p: [['p', 'enrollables', 'f', 'c', -5, 100, 1, 0, 0, 0, 0]] })}`,
    );
    expect(openShareToken(badSize, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const notDeflate = resign('1.bm90LWRlZmxhdGU');
    expect(openShareToken(notDeflate, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('keeps a full 30-piece quote short enough for a link, and refuses to sign one that is not', () => {
    const thirty = quoteConfigSchema.parse({
      items: Array.from({ length: 30 }, (_, i) => ({ ...config.items[i % 2], room: `Espacio ${i + 1}` })),
    });
    const { token } = signShareToken(thirty, null, SECRET, NOW)!;
    expect(token.length).toBeLessThan(1500);
    expect(openShareToken(token, SECRET, NOW).ok).toBe(true);
    // Thirty pieces of incompressible 80-character names do not fit (the API prices first, so
    // only real slugs reach this; the limit is the last word).
    const noise = (i: number, k: string) => createHmac('sha256', `${k}${i}`).digest('hex').repeat(2).slice(0, 80);
    const huge = quoteConfigSchema.parse({
      items: Array.from({ length: 30 }, (_, i) => ({
        ...config.items[0],
        type: noise(i, 't'),
        fabric: noise(i, 'f'),
        color: noise(i, 'c'),
        room: noise(i, 'r').slice(0, 60),
      })),
    });
    expect(signShareToken(huge, null, SECRET, NOW)).toBeNull();
  });
});
