// Meta descriptions: one hand-written text per static page, and builders for pages generated
// from catalogue data (fabrics, types). Every description fits in 160 characters.
import { site } from '../site';
import { type Opacity } from '@/lib/contract/catalog';
import { countLabel } from '@/lib/format/count';
import { formatCmRange } from '@/lib/format/measures';

export const META_DESCRIPTION_MAX = 160;

export const STATIC_PATHS = [
  '/',
  '/nosotros',
  '/contacto',
  '/aviso-de-privacidad',
  '/distribuidores',
  '/cotizador',
  '/productos/persianas',
  '/productos/toldos',
  '/productos/motorizacion',
  '/como-medir',
  '/muestras',
] as const;

type StaticPath = (typeof STATIC_PATHS)[number];

/** Default meta description of each static page (120–160 characters, all different). */
export const PAGE_DESCRIPTIONS: Record<StaticPath, string> = {
  '/':
    'Persianas, toldos y motorización a la medida, fabricados en Guadalajara desde 2009. Cotiza en línea ' +
    'y encuentra un distribuidor autorizado cerca de ti.',
  '/nosotros':
    'Empresa familiar de Guadalajara que fabrica persianas y toldos desde 2009: conoce cómo cortamos, ' +
    'confeccionamos y revisamos cada pieza, y nuestra garantía.',
  '/contacto':
    'Escríbenos o llámanos para cotizar persianas, toldos o motorización, o para ser distribuidor. Te ' +
    'respondemos en un día hábil desde Guadalajara.',
  '/aviso-de-privacidad':
    'Aviso de privacidad integral: qué datos personales recabamos, para qué los usamos, con quién los ' +
    'compartimos y cómo ejercer tus derechos ARCO.',
  '/distribuidores':
    'Encuentra en el mapa al distribuidor autorizado más cercano: toma medidas, instala y da garantía a ' +
    'tus persianas y toldos en tu ciudad.',
  '/cotizador':
    'Cotiza en línea tu persiana o toldo a la medida: elige tipo, tela, color y motor, escribe tus ' +
    'medidas y conoce el precio con IVA al momento.',
  '/productos/persianas':
    'Persianas enrollables, Sheer Elegance, romanas, verticales, panel japonés y celulares a la medida, ' +
    'en screen, traslúcido o blackout. Cotiza en línea.',
  '/productos/toldos':
    'Toldos retráctiles, verticales y de proyección a la medida, de aluminio con lonas acrílicas, ' +
    'microperforadas o impermeables. Manuales o motorizados.',
  '/productos/motorizacion':
    'Motores silenciosos para persianas y toldos: de corriente, de batería recargable y Wi-Fi, con ' +
    'control remoto, sensor de viento y control desde tu celular.',
  '/como-medir':
    'Cómo medir tu ventana para persianas y toldos: dentro o fuera del vano, tres anchos y la menor, ' +
    'y lo que descontamos en fábrica. Con dibujos.',
  '/muestras':
    'Pide gratis hasta 5 muestras de tela para persianas o toldos: compara color y textura en tu casa. ' +
    'Te las envía el distribuidor más cercano.',
};

/** The default description of a static page (the site's description for anything else). */
export function pageDescription(path: string): string {
  return Object.hasOwn(PAGE_DESCRIPTIONS, path) ? PAGE_DESCRIPTIONS[path as StaticPath] : site.description;
}

/**
 * Joins the parts in order, skipping optional ones that would push the text past `max`.
 * The first part is required; if even it is too long it is cut at a word boundary with "…".
 */
export function fitDescription(parts: readonly string[], max: number = META_DESCRIPTION_MAX): string {
  const [first = '', ...rest] = parts.map((p) => p.trim()).filter((p) => p !== '');
  let text = truncateWords(first, max);
  for (const part of rest) {
    const candidate = `${text} ${part}`;
    if (candidate.length <= max) text = candidate;
  }
  return text;
}

function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = (lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.—-]+$/, '');
  return `${base}…`;
}

function sentence(text: string): string {
  const t = text.trim();
  return t === '' || /[.!?…]$/.test(t) ? t : `${t}.`;
}

/** What a fabric of each opacity does, as the end of "tela … que …". */
const OPACITY_EFFECT: Record<Opacity, string> = {
  transparente: 'deja pasar casi toda la luz',
  traslucido: 'deja pasar una luz suave y difusa',
  filtrante: 'filtra el sol y el calor',
  blackout: 'bloquea la luz por completo',
};

type FabricForSeo = {
  name: string;
  opacity: Opacity;
  composition?: string | null;
  /** Apertura del screen, en %. */
  opennessPct?: number | null;
  /** How many colours it comes in (a number or the list itself). */
  colors: number | readonly unknown[];
  /** 'persianas' or 'toldos', to word the closing phrase. */
  line?: string | null;
};

/** A unique meta description for a fabric page, built from its data, at most 160 characters. */
export function describeFabric(fabric: FabricForSeo): string {
  const colors = typeof fabric.colors === 'number' ? fabric.colors : fabric.colors.length;
  const effect =
    fabric.opennessPct != null && fabric.opennessPct > 0
      ? `${OPACITY_EFFECT[fabric.opacity]} con ${fabric.opennessPct} % de apertura`
      : OPACITY_EFFECT[fabric.opacity];
  const product = fabric.line === 'toldos' ? 'toldos' : 'persianas';
  return fitDescription([
    sentence(`${fabric.name}: tela que ${effect}`),
    colors > 0 ? sentence(`Disponible en ${countLabel(colors, 'color', 'colores')}`) : '',
    fabric.composition ? sentence(`Composición: ${fabric.composition}`) : '',
    sentence(`Para ${product} a la medida de ${site.shortName}`),
    'Cotiza en línea.',
  ]);
}

type TypeForSeo = {
  slug?: string;
  name: string;
  /** 'persianas' or 'toldos'. */
  line?: string | null;
  minWidthCm: number;
  maxWidthCm: number;
  /** For awnings, the projection (the drop, for vertical awnings). */
  minHeightCm: number;
  maxHeightCm: number;
  /** How many fabrics can be chosen (a number or the list itself). */
  fabrics?: number | readonly unknown[];
  /** Short summary of the type; added when it fits. */
  summary?: string | null;
};

/** A unique meta description for a type page, built from its data, at most 160 characters. */
export function describeType(type: TypeForSeo): string {
  const heightWord = type.line === 'toldos' && type.slug !== 'verticales-exterior' ? 'de proyección' : 'de alto';
  const fabrics =
    type.fabrics === undefined ? 0 : typeof type.fabrics === 'number' ? type.fabrics : type.fabrics.length;
  return fitDescription([
    sentence(
      `${type.name} a la medida: ${formatCmRange(type.minWidthCm, type.maxWidthCm)} de ancho y ` +
        `${formatCmRange(type.minHeightCm, type.maxHeightCm)} ${heightWord}`,
    ),
    fabrics > 0 ? sentence(`Elige entre ${countLabel(fabrics, 'tela', 'telas')}`) : '',
    type.summary ? sentence(type.summary) : '',
    'Cotiza en línea.',
  ]);
}
