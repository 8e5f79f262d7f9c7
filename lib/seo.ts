import type { Metadata } from 'next';
import { env } from '@/lib/env';
import { OG_SIZE, ogImagePath } from '@/lib/content/og-cards';
import { site } from '@/lib/site';

/**
 * The public base URL of canonical links and the sitemap: SITE_URL, else the brand's configured URL.
 * Never derived from the runtime port: pages re-rendered by ISR must keep the canonicals they were built with.
 */
export function siteUrl(): string {
  return (env.SITE_URL ?? site.url).replace(/\/$/, '');
}

export const absoluteUrl = (path: string) => `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * Title, description, canonical URL, Open Graph and Twitter card of one public page. Its image is
 * the page's card drawn by app/og (lib/content/og-cards.ts); metadataBase (app/layout.tsx) makes
 * every URL absolute, as crawlers require.
 */
export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  const image = { url: ogImagePath(path), ...OG_SIZE, alt: `${title} · ${site.name}`, type: 'image/png' };
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title: `${title} · ${site.shortName}`, description, url: path, siteName: site.name, locale: 'es_MX', type: 'website', images: [image] },
    twitter: { card: 'summary_large_image', title: `${title} · ${site.shortName}`, description, images: [image.url] },
  };
}
