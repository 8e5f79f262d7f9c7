// Product illustrations for the catalogue: no stock photos, so each blind, awning and motor is
// a small SVG drawn in the fabric's colour and opacity. The public pages load it as a file
// (`<img src="/ilustraciones/…svg">`, ./illustration-image.tsx: the page's HTML and RSC payload
// do not carry the drawing twice); the quoter draws it inline (ProductIllustration), where the
// only hook, useId, keeps gradient, pattern and title ids unique per illustration.
import { useId } from 'react';
import { DEFAULT_FABRIC_COLOR, isDark, normalizeHex, shade } from './color';
import { DRAWINGS } from './drawings';
import { FABRIC_PATTERNS, fabricFillOpacity, type FabricPattern } from './look';
import { SharedDefs, type DrawContext, type FabricOpacity } from './parts';
import { ILLUSTRATION_KINDS, type IllustrationKind } from './kinds';

export type { FabricOpacity } from './parts';

export { ILLUSTRATION_KINDS, kindForModel, kindForType, type IllustrationKind } from './kinds';

/** How opaque the fabric is drawn for each catalogue opacity (a screen's openness refines it: look.ts). */
export const FABRIC_FILL_OPACITY: Readonly<Record<FabricOpacity, number>> = {
  transparente: fabricFillOpacity('transparente'),
  traslucido: fabricFillOpacity('traslucido'),
  filtrante: fabricFillOpacity('filtrante'),
  blackout: fabricFillOpacity('blackout'),
};

/** Spanish names used in the default accessible title. */
const ILLUSTRATION_LABELS: Readonly<Record<IllustrationKind, string>> = {
  enrollable: 'persiana enrollable',
  sheer: 'persiana Sheer Elegance',
  romana: 'persiana romana',
  vertical: 'persiana vertical',
  'panel-japones': 'panel japonés',
  celular: 'persiana celular',
  'toldo-retractil': 'toldo retráctil de brazo invisible',
  'toldo-cofre': 'toldo retráctil con cofre',
  'toldo-semicofre': 'toldo retráctil semicofre',
  'toldo-vertical': 'toldo vertical con guías zip',
  'toldo-cable': 'toldo vertical con guía de cable',
  'toldo-proyeccion': 'toldo de proyección para balcón',
  'toldo-punto-recto': 'toldo de punto recto',
  motor: 'motor tubular con control remoto',
};

const OPACITY_LABELS: Readonly<Record<FabricOpacity, string>> = {
  transparente: 'transparente',
  traslucido: 'traslúcida',
  filtrante: 'filtrante',
  blackout: 'blackout',
};

function isKind(value: unknown): value is IllustrationKind {
  return typeof value === 'string' && (ILLUSTRATION_KINDS as readonly string[]).includes(value);
}

function isOpacity(value: unknown): value is FabricOpacity {
  return typeof value === 'string' && Object.hasOwn(FABRIC_FILL_OPACITY, value);
}

function isPattern(value: unknown): value is FabricPattern {
  return typeof value === 'string' && (FABRIC_PATTERNS as readonly string[]).includes(value);
}

export interface ProductIllustrationProps {
  kind: IllustrationKind;
  /** Fabric colour, "#rgb" or "#rrggbb"; anything else falls back to the default. */
  color?: string;
  /** A striped fabric's second colour (the catalogue's `stripeHex`). */
  stripe?: string | null;
  opacity?: FabricOpacity;
  /** The cloth's weave (look.ts patternOf); `rayas` needs `stripe`. Default: liso. */
  pattern?: FabricPattern;
  /** A screen's openness factor in % (1, 3, 5, 10): how much of the view shows through. */
  openness?: number | null;
  /** Blinds: the roll in a cassette box. */
  cassette?: boolean;
  /** Motorised: no chain. */
  motor?: boolean;
  /** Accessible name; defaults to a Spanish description of the product and colour. */
  title?: string;
  /** Colour name for the default title ("Marfil"); the hex code is used without it. */
  colorName?: string;
  className?: string;
  /** Hidden from assistive technology (when the text next to it already says what it is). */
  decorative?: boolean;
}

export function defaultIllustrationTitle(
  kind: IllustrationKind,
  color: string,
  opacity: FabricOpacity,
  colorName?: string,
): string {
  const name = colorName?.trim() || color;
  return `Ilustración de ${ILLUSTRATION_LABELS[kind]} en color ${name}, tela ${OPACITY_LABELS[opacity]}`;
}

/** An inline SVG of the product in a window or façade scene; scales to its container's width. */
export function ProductIllustration(props: ProductIllustrationProps) {
  return illustrationSvg(props, `pi${useId().replace(/[^A-Za-z0-9_-]/g, '')}`);
}

/**
 * The drawing as an `<svg>` element, its gradient, pattern and title ids prefixed with `uid`
 * (unique per page when inline). `standalone`: for a file of its own (the `.svg` the public
 * pages load as an `<img>`): no title, role or inline style — the `<img>` carries the name.
 */
/** The context every drawing reads: sanitized colours, weave, openness and unique ids. */
function drawContext(
  {
    kind,
    color = DEFAULT_FABRIC_COLOR,
    stripe,
    opacity = 'traslucido',
    pattern,
    openness,
    cassette = false,
    motor = false,
  }: ProductIllustrationProps,
  uid: string,
): { k: IllustrationKind; ctx: DrawContext } {
  const k = isKind(kind) ? kind : 'enrollable';
  const hex = normalizeHex(color) ?? DEFAULT_FABRIC_COLOR;
  const op = isOpacity(opacity) ? opacity : 'traslucido';
  const stripeHex = (stripe && normalizeHex(stripe)) || undefined;
  const open =
    typeof openness === 'number' && Number.isFinite(openness) && openness > 0 ? Math.min(openness, 20) : null;
  const dark = isDark(hex);
  const ctx: DrawContext = {
    id: (name) => `${uid}-${name}`,
    url: (name) => `url(#${uid}-${name})`,
    color: hex,
    stripe: stripeHex,
    opacity: op,
    pattern: stripeHex ? 'rayas' : isPattern(pattern) && pattern !== 'rayas' ? pattern : open ? 'screen' : 'liso',
    openness: open,
    fillOpacity: fabricFillOpacity(op, open),
    cassette: cassette === true,
    motor: motor === true,
    edge: shade(hex, dark ? -0.4 : -0.3),
    shadow: shade(hex, dark ? -0.45 : -0.2),
    highlight: shade(hex, dark ? 0.22 : 0.45),
    bar: shade(hex, dark ? 0.12 : -0.14),
    dark,
  };
  return { k, ctx };
}

/**
 * The drawing as an `<svg>` element, its gradient, pattern and title ids prefixed with `uid`
 * (unique per page when inline). `standalone`: for a file of its own (the `.svg` the public
 * pages load as an `<img>`): no title, role or inline style — the `<img>` carries the name.
 */
export function illustrationSvg(
  props: ProductIllustrationProps,
  uid: string,
  { standalone = false }: { standalone?: boolean } = {},
) {
  const { title, colorName, className, decorative = false } = props;
  const { k, ctx } = drawContext(props, uid);
  const { scene, piece } = DRAWINGS[k](ctx);
  if (standalone) {
    return (
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" data-kind={k}>
        <SharedDefs ctx={ctx} />
        {scene}
        {piece}
      </svg>
    );
  }
  const titleId = `${uid}-title`;
  const a11y = decorative
    ? { 'aria-hidden': true as const, focusable: 'false' as const }
    : { role: 'img', 'aria-labelledby': titleId };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 400 300"
      className={className}
      style={{ display: 'block', width: '100%', height: 'auto' }}
      data-kind={k}
      {...a11y}
    >
      {!decorative && (
        <title id={titleId}>{title?.trim() || defaultIllustrationTitle(k, ctx.color, ctx.opacity, colorName)}</title>
      )}
      <SharedDefs ctx={ctx} />
      {scene}
      {piece}
    </svg>
  );
}

/**
 * The piece alone — no room, façade or sky — on the same 400 × 300 canvas with a transparent
 * background, for drawing over a photo (the visualizer maps it in perspective). A pure function
 * of plain data: the same element on the server and in the browser.
 */
export function pieceSvg(props: ProductIllustrationProps, uid = 'p') {
  const { k, ctx } = drawContext(props, uid);
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" data-kind={k}>
      <SharedDefs ctx={ctx} />
      {DRAWINGS[k](ctx).piece}
    </svg>
  );
}
