import type { Metadata } from 'next';
import { env } from '@/lib/env';
import { site } from '@/lib/site';

/**
 * The public base URL of canonical links, Open Graph, JSON-LD and the sitemap: SITE_URL, else
 * http://localhost:PORT, as the build saw them (next.config.js inlines SOLARA_SITE_URL), so pages ISR
 * renders again keep the canonicals of the rest. Not the request's Host: cached pages would carry
 * whatever host the request that rendered them named.
 */
export function siteUrl(): string {
  return (process.env.SOLARA_SITE_URL ?? env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

export const absoluteUrl = (path: string) => `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;

/** Title, description, canonical URL and Open Graph of one public page. */
export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title: `${title} · ${site.shortName}`, description, url: path, siteName: site.name, locale: 'es_MX', type: 'website' },
  };
}
