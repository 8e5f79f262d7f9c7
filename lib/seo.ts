import type { Metadata } from 'next';
import { env } from '@/lib/env';
import { site } from '@/lib/site';

/**
 * The public base URL of canonical links and the sitemap: SITE_URL, else the brand's configured URL.
 * Never derived from the runtime port: pages re-rendered by ISR must keep the canonicals they were built with.
 */
export function siteUrl(): string {
  return (env.SITE_URL ?? site.url).replace(/\/$/, '');
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
