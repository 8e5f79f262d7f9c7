// What each public page's og:image card says: an eyebrow, a title, a line of text and the
// colours that stand for it. Pure: the /og route (app/og) reads the catalogue through
// lib/server/site-data and passes it in, so a front end only draws the same cards as the API host.
import type { CatalogFabric, CatalogSnapshot, LineSlug } from '@/lib/contract/catalog';
import type { Dealer } from '@/lib/contract/dealers';
import { resolveCatalogPage } from '@/lib/catalog/catalog-page';
import { resolveDetails } from '@/lib/catalog/details';
import { fabricsForType, modelBySlug, typeBySlug } from '@/lib/catalog/select';
import { site } from '@/lib/site';
import { PAGE_DESCRIPTIONS } from './descriptions';

export type OgCard = {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Up to six colours (hex) shown as swatches; none for pages without a product. */
  swatches: string[];
};

export const OG_SIZE = { width: 1200, height: 630 } as const;

const MAX_SWATCHES = 6;
const HEX = /^#[0-9a-f]{6}$/i;

const rgbOf = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const distance = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + (v - b[i]!) ** 2, 0);

/**
 * Up to six colours of these fabrics, as different from each other as the range allows (each
 * next one the farthest from those already taken), so a card shows the range, not six whites.
 */
function swatchesOf(fabrics: readonly CatalogFabric[]): string[] {
  const all = [
    ...new Set(fabrics.flatMap((f) => f.colors.map((c) => c.hex.toLowerCase())).filter((hex) => HEX.test(hex))),
  ];
  const chosen = all.slice(0, 1);
  while (chosen.length < Math.min(MAX_SWATCHES, all.length)) {
    const taken = chosen.map(rgbOf);
    let best = '';
    let bestScore = -1;
    for (const hex of all) {
      if (chosen.includes(hex)) continue;
      const score = Math.min(...taken.map((t) => distance(t, rgbOf(hex))));
      if (score > bestScore) [best, bestScore] = [hex, score];
    }
    chosen.push(best);
  }
  return chosen;
}

const clip = (text: string, max = 150) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

const STATIC: Record<string, Omit<OgCard, 'swatches'>> = {
  '/': { eyebrow: 'Persianas · Toldos · Motorización', title: site.tagline, subtitle: PAGE_DESCRIPTIONS['/'] },
  '/nosotros': {
    eyebrow: 'Nosotros',
    title: 'Fabricamos en Guadalajara desde 2009',
    subtitle: PAGE_DESCRIPTIONS['/nosotros'],
  },
  '/contacto': { eyebrow: 'Contacto', title: 'Escríbenos o llámanos', subtitle: PAGE_DESCRIPTIONS['/contacto'] },
  '/aviso-de-privacidad': {
    eyebrow: 'Aviso de privacidad',
    title: 'Cómo cuidamos tus datos personales',
    subtitle: PAGE_DESCRIPTIONS['/aviso-de-privacidad'],
  },
  '/como-medir': {
    eyebrow: 'Cómo medir',
    title: 'Mide bien tu ventana, a la primera',
    subtitle: PAGE_DESCRIPTIONS['/como-medir'],
  },
  '/muestras': {
    eyebrow: 'Muestras de tela',
    title: 'Toca la tela antes de decidir',
    subtitle: PAGE_DESCRIPTIONS['/muestras'],
  },
  '/distribuidores': {
    eyebrow: 'Distribuidores',
    title: 'Un distribuidor autorizado cerca de ti',
    subtitle: PAGE_DESCRIPTIONS['/distribuidores'],
  },
  '/cotizador': {
    eyebrow: 'Cotizador en línea',
    title: 'Cotiza tu persiana o tu toldo',
    subtitle: PAGE_DESCRIPTIONS['/cotizador'],
  },
  '/persianas/cotizador': {
    eyebrow: 'Cotizador en línea',
    title: 'Cotiza tus persianas',
    subtitle: 'Elige tipo, tela, color y motor, escribe tus medidas y ve el precio con IVA al momento.',
  },
  '/toldos/cotizador': {
    eyebrow: 'Cotizador en línea',
    title: 'Cotiza tu toldo',
    subtitle: 'Elige tipo, modelo, lona, color y motor, escribe ancho y salida y ve el precio con IVA al momento.',
  },
  '/motorizacion/cotizador': {
    eyebrow: 'Cotizador en línea',
    title: 'Cotiza tu persiana o toldo motorizado',
    subtitle: 'Escribe tus medidas y te mostramos los motores que pueden moverla, con su precio con IVA.',
  },
  '/desarrolladores/api': {
    eyebrow: 'Desarrolladores',
    title: 'La API de Solara',
    subtitle: 'Cada llamada de la API, con sus datos de entrada y sus respuestas.',
  },
};

const LINE_EYEBROW: Record<LineSlug, string> = {
  persianas: 'Persianas',
  toldos: 'Toldos',
  motorizacion: 'Motorización',
};

function lineCard(c: CatalogSnapshot, slug: LineSlug): OgCard | null {
  const line = c.lines.find((l) => l.slug === slug);
  if (!line) return null;
  return {
    eyebrow: 'Productos',
    title: `${line.name} a la medida`,
    subtitle: clip(line.description),
    swatches: swatchesOf(c.fabrics.filter((f) => f.lineSlug === slug)),
  };
}

/** `/distribuidores/{estado}/{slug}`: the dealer's slug, else null. */
export function dealerSlugOfPath(path: string): string | null {
  const parts = path.split('/').filter(Boolean);
  return parts.length === 3 && parts[0] === 'distribuidores' ? decodeURIComponent(parts[2]!) : null;
}

/**
 * The card of the page at `path` (no query string), or null when no public page lives there.
 * `dealers` is needed only for a dealer's page (see dealerSlugOfPath).
 */
export function ogCardFor(c: CatalogSnapshot, path: string, dealers: readonly Dealer[] = []): OgCard | null {
  const fixed = STATIC[path];
  const lineOf = (slug: string) =>
    slug === 'persianas'
      ? c.fabrics.filter((f) => f.lineSlug === 'persianas')
      : c.fabrics.filter((f) => f.lineSlug === 'toldos');
  if (fixed) {
    const fabrics = path.startsWith('/toldos')
      ? lineOf('toldos')
      : path.startsWith('/persianas')
        ? lineOf('persianas')
        : path === '/' || path === '/cotizador'
          ? c.fabrics
          : [];
    return { ...fixed, swatches: swatchesOf(fabrics) };
  }
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
  const [first, second, third, fourth] = parts;

  if (first === 'productos') {
    if (parts.length === 2 && (second === 'persianas' || second === 'toldos' || second === 'motorizacion'))
      return lineCard(c, second);
    if (second === 'toldos' && third && parts.length <= 4) {
      const type = typeBySlug(c, 'toldos', third);
      if (!type) return null;
      const fabrics = fabricsForType(c, type).map(({ fabric }) => fabric);
      if (parts.length === 3)
        return {
          eyebrow: 'Toldos',
          title: type.name,
          subtitle: clip(type.summary || type.description),
          swatches: swatchesOf(fabrics),
        };
      const model = modelBySlug(c, type, fourth!);
      return model
        ? {
            eyebrow: `Toldos · ${type.name}`,
            title: `Toldo ${model.name}`,
            subtitle: clip(model.description),
            swatches: swatchesOf(fabrics),
          }
        : null;
    }
    if (second === 'persianas' && third === 'tejidos' && fourth && parts.length === 4) {
      const type = typeBySlug(c, 'persianas', fourth);
      if (!type) return null;
      return {
        eyebrow: 'Persianas · Tejidos',
        title: type.name,
        subtitle: clip(type.summary || type.description),
        swatches: swatchesOf(fabricsForType(c, type).map(({ fabric }) => fabric)),
      };
    }
    return null;
  }

  if ((first === 'detalles' || first === 'detalles-toldos') && second && parts.length <= 3) {
    const found = resolveDetails(c, first === 'detalles' ? 'persianas' : 'toldos', second, third ? [third] : []);
    if (!('page' in found)) return null;
    const { fabric, color } = found.page;
    return {
      eyebrow: `${LINE_EYEBROW[fabric.lineSlug]} · ${first === 'detalles' ? 'Tela' : 'Lona'}`,
      title: color ? `${fabric.name}, color ${color.name}` : fabric.name,
      subtitle: clip(fabric.description),
      swatches: color && HEX.test(color.hex) ? [color.hex] : swatchesOf([fabric]),
    };
  }

  // A dealer's page: its name and town; a hidden or unknown dealer has no page, so no card.
  if (first === 'distribuidores' && second && third && parts.length === 3) {
    const dealer = dealers.find((d) => d.slug === third);
    if (!dealer) return null;
    const place = [dealer.municipality?.name, dealer.state?.name].filter(Boolean).join(', ');
    return {
      eyebrow: 'Distribuidor autorizado',
      title: dealer.company?.trim() || dealer.name,
      subtitle: clip(dealer.description?.trim() || `Persianas, toldos y motorización en ${place || 'México'}.`),
      swatches: [],
    };
  }

  if (first === 'catalogo' && second && third) {
    const page = resolveCatalogPage(c, { product: second, tipo: third, rest: parts.slice(3) });
    if (!page) return null;
    return {
      eyebrow: `Catálogo · ${LINE_EYEBROW[page.type.lineSlug]}`,
      title: page.title,
      subtitle: clip(page.type.summary || page.type.description),
      swatches: swatchesOf(page.fabrics),
    };
  }
  return null;
}

/** Where a page's card is drawn: `/og/inicio.png` for the home page, `/og/<path>.png` for the rest. */
export function ogImagePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  return bare === '' ? '/og/inicio.png' : `/og${bare}.png`;
}

/** The page path of an /og URL's segments (`['productos', 'toldos.png']` → `/productos/toldos`), or null. */
export function pagePathOfOg(segments: readonly string[]): string | null {
  const last = segments[segments.length - 1];
  if (!last?.endsWith('.png')) return null;
  const parts = [...segments.slice(0, -1), last.slice(0, -'.png'.length)];
  if (parts.length === 1 && parts[0] === 'inicio') return '/';
  return parts.some((p) => p === '' || p === '.' || p === '..') ? null : `/${parts.join('/')}`;
}
