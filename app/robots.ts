import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';

// The dashboard, the API and the account screens are not for search engines.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/panel', '/api', '/login', '/registro', '/recuperar', '/autenticacion'],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
