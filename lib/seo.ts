import type { Metadata } from 'next';
import { env } from '@/lib/env';
import { OG_SIZE, ogImagePath } from '@/lib/content/og-cards';
import { site } from '@/lib/site';
import { siteUrlOf } from '@/lib/site-url';

/**
 * The public base URL of canonical links, Open Graph, JSON-LD, the sitemap and the quote PDF:
 * SITE_URL, else http://localhost:PORT, as this server was started (one build serves any address).
 * Not the request's Host: cached pages would carry whatever host the request that rendered them named.
 */
export function siteUrl(): string {
  return siteUrlOf(env);
}

/**
 * The address the build prerendered its pages with (next.config.js compiles it in); when the server
 * is started under another, those pages are renewed once it listens (instrumentation.ts).
 */
export function buildSiteUrl(): string | undefined {
  return process.env.SOLARA_BUILD_SITE_URL;
}

export const absoluteUrl = (path: string) => `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * Title, description, canonical URL, Open Graph and Twitter card of one public page. Its image is
 * the page's card drawn by app/og (lib/content/og-cards.ts); metadataBase (app/layout.tsx) makes
 * every URL absolute, as crawlers require.
 */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}): Metadata {
  const image = { url: ogImagePath(path), ...OG_SIZE, alt: `${title} · ${site.name}`, type: 'image/png' };
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: `${title} · ${site.shortName}`,
      description,
      url: path,
      siteName: site.name,
      locale: 'es_MX',
      type: 'website',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: `${title} · ${site.shortName}`, description, images: [image.url] },
  };
}
