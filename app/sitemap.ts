import type { MetadataRoute } from 'next';
import { getCatalog, getPublicDealers } from '@/lib/server/site-data';
import { catalogPaths } from '@/lib/catalog/select';
import { dealerPagePath } from '@/lib/dealers/slug';
import { absoluteUrl } from '@/lib/seo';

export const revalidate = 60;

const STATIC_PATHS = [
  '/',
  '/nosotros',
  '/productos/persianas',
  '/productos/toldos',
  '/productos/motorizacion',
  '/distribuidores',
  '/cotizador',
  '/como-medir',
  '/muestras',
  '/contacto',
  '/aviso-de-privacidad',
];

// Every public page: the fixed ones, each catalogue, product and details page, and each dealer's page.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [catalog, dealers] = await Promise.all([getCatalog(), getPublicDealers()]);
  const dealerPaths = dealers.flatMap((dealer) => dealerPagePath(dealer) ?? []);
  return [...STATIC_PATHS, ...catalogPaths(catalog), ...dealerPaths].map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path.startsWith('/detalles') || path.startsWith('/catalogo') ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length <= 3 ? 0.8 : 0.6,
  }));
}
