// How a catalogue fabric looks in a drawing: its tone, its weave (pattern) and how much of the
// view it lets through (openness). The catalogue has no pattern column: a fabric's pattern
// follows from what it already records — a second stripe colour, a screen's openness factor,
// or its name and composition ("jacquard", "lino", "textura"). Pure and dependency-free, so the
// server pages, the quoter and the visualizer all derive the same look from the same data.

/** The catalogue's opacity of a fabric (fabrics.opacity). */
export type FabricOpacity = 'transparente' | 'traslucido' | 'filtrante' | 'blackout';

export type FabricPattern = 'liso' | 'texturizado' | 'rayas' | 'screen' | 'jacquard';

export const FABRIC_PATTERNS: readonly FabricPattern[] = ['liso', 'texturizado', 'rayas', 'screen', 'jacquard'];

/** The fields of a catalogue fabric and colour the look depends on. */
export interface LookSource {
  name?: string;
  composition?: string;
  opacity: FabricOpacity;
  opennessPct?: number | null;
}

export interface LookColor {
  hex: string;
  stripeHex?: string | null;
  name?: string;
}

/** The illustration props that paint a fabric: spread them into a ProductIllustration/ProductPhoto. */
export interface FabricLook {
  color?: string;
  stripe?: string | null;
  colorName?: string;
  opacity: FabricOpacity;
  pattern: FabricPattern;
  /** Openness factor in % (a screen's 1/3/5/10 %), null when not a screen. */
  openness: number | null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function patternOf(fabric: LookSource, color?: LookColor | null): FabricPattern {
  if (color?.stripeHex) return 'rayas';
  const words = fold(`${fabric.name ?? ''} ${fabric.composition ?? ''}`);
  if (fabric.opennessPct || /screen|microperfor|malla/.test(words)) return 'screen';
  if (/jacquard|damasco/.test(words)) return 'jacquard';
  if (/lino|textur|tweed|yute/.test(words)) return 'texturizado';
  return 'liso';
}

/** The look of `color` (else the fabric's first colour) of `fabric`; empty when there is no fabric. */
export function fabricLook(
  fabric: (LookSource & { colors?: readonly LookColor[] }) | null | undefined,
  color?: LookColor | null,
): Partial<FabricLook> {
  if (!fabric) return {};
  const shown = color ?? fabric.colors?.[0] ?? null;
  return {
    color: shown?.hex,
    stripe: shown?.stripeHex ?? null,
    colorName: shown?.name,
    opacity: fabric.opacity,
    pattern: patternOf(fabric, shown),
    openness: fabric.opennessPct ?? null,
  };
}

/**
 * How opaque the cloth is drawn. A blackout is solid; a translucent cloth glows but hides the
 * view; a screen's weave lets the view through in proportion to its openness factor.
 */
export function fabricFillOpacity(opacity: FabricOpacity, openness?: number | null): number {
  if (opacity === 'blackout') return 1;
  if (opacity === 'transparente') return 0.35;
  if (opacity === 'traslucido') return 0.84;
  if (openness && openness > 0) return Math.round(Math.min(0.74, Math.max(0.4, 0.74 - openness * 0.03)) * 100) / 100;
  return 0.8;
}
