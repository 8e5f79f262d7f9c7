import type { MetadataRoute } from 'next';
import { getCatalog } from '@/lib/server/site-data';
import { catalogPaths } from '@/lib/catalog/select';
import { absoluteUrl } from '@/lib/seo';

export const revalidate = 60;

const STATIC_PATHS = ['/', '/nosotros', '/productos/persianas', '/productos/toldos', '/productos/motorizacion', '/distribuidores', '/cotizador', '/contacto', '/aviso-de-privacidad'];

// Every public page: the fixed ones and each catalogue, product and details page.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const catalog = await getCatalog();
  return [...STATIC_PATHS, ...catalogPaths(catalog)].map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path.startsWith('/detalles') || path.startsWith('/catalogo') ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length <= 3 ? 0.8 : 0.6,
  }));
}
