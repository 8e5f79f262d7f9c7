import 'server-only';
import type { OgCard } from '@/lib/content/og-cards';
import { logFailure } from '@/lib/server/log';
import { renderOgCard } from './render';

/**
 * The HTTP reply of an og:image: the PNG, cached by browsers and crawlers for an hour and by a
 * CDN for a day (the catalogue may rename a product; the URL stays). No card: 404.
 */
export async function renderOgImage(card: OgCard | null): Promise<Response> {
  if (!card)
    return new Response('No existe esa página.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    });
  try {
    const png = await renderOgCard(card);
    return new Response(new Uint8Array(png), {
      headers: {
        'Content-Type': 'image/png',
        'Content-Length': String(png.length),
        'Cache-Control': 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    logFailure('[og] no se pudo dibujar la imagen', error);
    return new Response('No se pudo generar la imagen.', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
