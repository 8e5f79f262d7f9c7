// The configured piece as a flat picture (the texture the homography lays on the photo): the
// fabric's colour and stripes, its openness as alpha (a 3 % screen lets the window show through,
// a blackout does not), the kind's pattern (sheer bands, roman folds, vertical vanes…), the
// cassette or roller tube at the top, the bottom rail, and a motor or chain/crank hint. Pure
// pixel code (no canvas) so it is unit-tested like the warp.
import type { Pixels } from './homography';

export type Opacity = 'transparente' | 'traslucido' | 'filtrante' | 'blackout';

export type PieceLook = {
  line: 'persianas' | 'toldos';
  /** The illustration kind of the type (components/catalog/illustrations' kindForType). */
  kind: string;
  hex: string;
  stripeHex: string | null;
  opacity: Opacity;
  /** The fabric's openness factor in % (screens), when the catalogue gives it. */
  opennessPct: number | null;
  /** A cassette (or awning cofre) at the top instead of a bare roller tube. */
  cassette: boolean;
  motor: boolean;
  /** How far the fabric is let down: 0 rolled up, 1 fully down. */
  drop: number;
};

/** Fabric alpha by opacity: what a person sees through it against daylight. */
const ALPHA: Record<Opacity, number> = { transparente: 0.42, traslucido: 0.72, filtrante: 0.86, blackout: 1 };

/** Alpha of the fabric itself: an open screen's weave lets its openness through, plus its opacity class. */
export function fabricAlpha(look: Pick<PieceLook, 'opacity' | 'opennessPct'>): number {
  const base = ALPHA[look.opacity] ?? 0.8;
  if (look.opennessPct === null || look.opacity === 'blackout') return base;
  // A 3 % screen still reads as a veil: openness scales what is left, never to nothing.
  return Math.max(0.3, base * (1 - (look.opennessPct / 100) * 4));
}

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return [200, 200, 200];
  const s = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [parseInt(s.slice(0, 2), 16), parseInt(s.slice(2, 4), 16), parseInt(s.slice(4, 6), 16)];
}

const shade = ([r, g, b]: Rgb, k: number): Rgb => [r * k, g * k, b * k];
const ALUMINIUM: Rgb = [226, 228, 230];
const DARK: Rgb = [58, 60, 64];

/** Share of the texture's height taken by the cassette (or tube) and the bottom rail. */
export const HEAD = 0.07;
const RAIL = 0.025;

/** The piece as RGBA pixels, `width` × `height`. */
export function pieceTexture(look: PieceLook, width = 384, height = 384): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  const base = parseHex(look.hex);
  const second = look.stripeHex ? parseHex(look.stripeHex) : null;
  const alpha = fabricAlpha(look);
  const awning = look.line === 'toldos';
  const head = Math.round(height * (look.cassette || awning ? HEAD : HEAD * 0.6));
  const drop = Math.min(1, Math.max(0, look.drop));
  // Where the fabric ends: at least a hand's width shows below the head, so a rolled-up piece is seen.
  const bottom = Math.round(head + (height - head) * Math.max(0.04, drop));
  const rail = Math.max(2, Math.round(height * RAIL));
  const valance = awning ? Math.round(height * 0.1) : 0;
  const stripe = Math.max(2, Math.round(width / 16));
  const put = (o: number, [r, g, b]: Rgb, a: number) => {
    data[o] = r;
    data[o + 1] = g;
    data[o + 2] = b;
    data[o + 3] = Math.round(a * 255);
  };

  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (y < head) {
        // Cassette / cofre: a lit box with a shadow line; a bare tube is the fabric rolled, darker.
        const t = y / head;
        const box = look.cassette || awning ? ALUMINIUM : shade(base, 0.8);
        put(o, shade(box, 1.05 - 0.25 * t * t), 1);
        continue;
      }
      if (y >= bottom) continue; // nothing: the photo shows
      if (!awning && y >= bottom - rail) {
        put(o, shade(DARK, 1 + 0.4 * ((y - (bottom - rail)) / rail)), 1);
        continue;
      }
      let colour: Rgb = second && Math.floor(x / stripe) % 2 === 1 ? second : base;
      let a = alpha;
      const fy = (y - head) / Math.max(1, height - head);
      switch (look.kind) {
        case 'sheer': {
          // Alternating solid and sheer bands.
          const band = Math.floor((y - head) / Math.max(3, height / 24)) % 2;
          a = band ? alpha : Math.min(alpha, 0.35);
          break;
        }
        case 'romana': {
          // Soft folds: each fold darker at its bottom.
          const fold = ((y - head) / Math.max(4, height / 7)) % 1;
          colour = shade(colour, 1.05 - 0.22 * fold * fold);
          break;
        }
        case 'vertical':
        case 'panel-japones': {
          const pitch = look.kind === 'vertical' ? Math.max(4, width / 14) : Math.max(8, width / 4);
          const p = (x % pitch) / pitch;
          colour = shade(colour, 0.86 + 0.18 * Math.sin(p * Math.PI));
          break;
        }
        case 'celular': {
          const cell = ((y - head) / Math.max(3, height / 30)) % 1;
          colour = shade(colour, cell < 0.12 ? 0.82 : 1);
          break;
        }
        default:
          // Roller fabric: a faint daylight gradient down the drop.
          colour = shade(colour, 1.02 - 0.08 * fy);
      }
      if (awning) {
        // An awning seen from below: the fabric darker near the cofre, the valance (faldón) scalloped.
        colour = shade(colour, 0.8 + 0.2 * fy);
        if (y >= bottom - valance) {
          const scallop = Math.sin(((x % stripe) / stripe) * Math.PI);
          if (y > bottom - valance * 0.35 * (1 - scallop)) continue;
          colour = shade(colour, 0.92);
        }
      }
      put(o, colour, a);
    }
  }
  drawDrive(data, width, height, head, bottom, look);
  return { width, height, data };
}

/** A motor cap at the right end of the head, or a chain (blinds) / crank (awnings) hanging on the right. */
function drawDrive(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  head: number,
  bottom: number,
  look: PieceLook,
) {
  const fill = (x0: number, y0: number, x1: number, y1: number, rgb: Rgb) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++)
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) {
        const o = (y * width + x) * 4;
        data[o] = rgb[0];
        data[o + 1] = rgb[1];
        data[o + 2] = rgb[2];
        data[o + 3] = 255;
      }
  };
  const unit = Math.max(2, Math.round(width / 64));
  if (look.motor) {
    // The motor's end cap with its status light.
    fill(width - unit * 5, 0, width, head, DARK);
    fill(
      width - unit * 3,
      Math.round(head / 2) - unit / 2,
      width - unit * 2,
      Math.round(head / 2) + unit / 2,
      [80, 200, 120],
    );
    return;
  }
  const x = width - unit * 3;
  if (look.line === 'toldos') {
    // The crank rod, down from the cofre.
    fill(x, head, x + unit, Math.round(head + (height - head) * 0.55), [150, 152, 156]);
    return;
  }
  // Chain beads, down to about two thirds of the window whatever the drop.
  const end = Math.max(bottom, Math.round(height * 0.66));
  for (let y = head; y < end; y += unit * 2) fill(x, y, x + unit, y + unit, [128, 130, 134]);
}
