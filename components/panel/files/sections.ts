import type { FilesSection } from './files-screen';

export const PRICE_LISTS: FilesSection = {
  kind: 'list-price',
  path: '/panel/lista-precios',
  intro: 'Listas de precios vigentes de persianas, toldos y motorización. Ábrelas aquí o descárgalas en PDF.',
  label: 'Listas de precios',
  emptyTitle: 'Aún no hay listas de precios',
  emptyHint: 'Cuando publiquemos una nueva, aparecerá aquí.',
};

export const DIGITAL_CATALOGS: FilesSection = {
  kind: 'digital-catalog',
  path: '/panel/listas-catalogo',
  intro: 'Catálogos digitales con tejidos, colores, modelos y accesorios, para consultar o compartir con tus clientes.',
  label: 'Catálogos digitales',
  emptyTitle: 'Aún no hay catálogos',
  emptyHint: 'Cuando publiquemos uno nuevo, aparecerá aquí.',
};

export const PROMOTIONS: FilesSection = {
  kind: 'promotions',
  path: '/panel/gaseta-promociones',
  intro: 'Promociones y boletines vigentes. Revisa las condiciones y vigencia de cada una.',
  label: 'Promociones',
  emptyTitle: 'Aún no hay promociones',
  emptyHint: 'Cuando publiquemos una nueva, aparecerá aquí.',
  dated: true,
};
