import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { markSvg } from '@/lib/brand/mark';
import { OG_SIZE, type OgCard } from '@/lib/content/og-cards';
import { site } from '@/lib/site';
import { siteUrl } from '@/lib/seo';
import { logFailure } from '@/lib/server/log';
import { BoundedCache } from '@/lib/server/site-data/bounded-cache';

// The og:image cards (1200 × 630 PNG) drawn by next/og. Satori reads TTF/OTF/WOFF, not WOFF2, and
// next/font/google is offline: Roboto's WOFF files of @fontsource/roboto are read from disk once.
// The PNG of each card is kept (a card is a few dozen kB; drawing one costs ~100 ms of CPU).

type Font = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' };

let fonts: Promise<Font[]> | null = null;

async function loadFonts(): Promise<Font[]> {
  const dir = path.join(process.cwd(), 'node_modules/@fontsource/roboto/files');
  const read = async (weight: 400 | 700): Promise<Font> => {
    const bytes = await readFile(path.join(dir, `roboto-latin-${weight}-normal.woff`));
    return {
      name: 'Roboto',
      data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      weight,
      style: 'normal',
    };
  };
  try {
    return await Promise.all([read(400), read(700)]);
  } catch (error) {
    // Without them next/og's own font draws the card: plainer, still right.
    logFailure('[og] no se pudo leer Roboto de @fontsource/roboto; se usa la fuente de next/og', error);
    return [];
  }
}

const BRAND = '#b4531a';
const INK = '#1c2430';
const MUTED = '#5c6675';
const MARK = `data:image/svg+xml;base64,${Buffer.from(markSvg()).toString('base64')}`;

function Card({ card, host }: { card: OgCard; host: string }) {
  // One colour (a colour's own page) is shown large, beside the text; several, as a row of dots.
  const single = card.swatches.length === 1 ? card.swatches[0] : null;
  const long = card.title.length > (single ? 30 : 42);
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: '#fbf8f4',
        fontFamily: 'Roboto',
        color: INK,
      }}
    >
      <div style={{ width: 24, height: '100%', background: BRAND }} />
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', padding: '56px 72px 52px 64px' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
          <img src={MARK} width={64} height={64} alt="" />
          <div style={{ marginLeft: 20, fontSize: 34, fontWeight: 700, color: BRAND }}>{site.name}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'center' }}>
          <div style={{ fontSize: 28, fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', color: BRAND }}>
            {card.eyebrow}
          </div>
          <div style={{ marginTop: 14, fontSize: long ? 56 : 70, fontWeight: 700, lineHeight: 1.1 }}>{card.title}</div>
          <div style={{ marginTop: 20, fontSize: 28, lineHeight: 1.35, color: MUTED, maxWidth: 960 }}>
            {card.subtitle}
          </div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <div style={{ display: 'flex' }}>
            {(single ? [] : card.swatches).map((hex, i) => (
              <div
                key={`${hex}-${i}`}
                style={{
                  width: 56,
                  height: 56,
                  marginRight: 14,
                  borderRadius: 28,
                  background: hex,
                  border: '3px solid #ffffff',
                  boxShadow: '0 0 0 1px #d9dee5',
                }}
              />
            ))}
          </div>
          <div style={{ fontSize: 26, color: MUTED }}>{host}</div>
        </div>
      </div>
      {single ? (
        <div style={{ width: 300, height: '100%', background: single, borderLeft: '1px solid #d9dee5' }} />
      ) : null}
    </div>
  );
}

const drawn = new BoundedCache<Uint8Array>(200);

/** The card as PNG bytes, drawn once per content. */
export async function renderOgCard(card: OgCard): Promise<Uint8Array> {
  const host = new URL(siteUrl()).host;
  const key = JSON.stringify([card, host]);
  const cached = drawn.get(key);
  if (cached) return cached;
  fonts ??= loadFonts();
  const response = new ImageResponse(<Card card={card} host={host} />, { ...OG_SIZE, fonts: await fonts });
  const png = new Uint8Array(await response.arrayBuffer());
  drawn.set(key, png);
  return png;
}
