// The configured piece alone, as SVG markup: what the visualizer draws in perspective over the
// visitor's photo. Plain data in, a string out — no React renderer, no DOM — so it runs the same
// on the server and in the browser.
import type { FabricPattern } from './look';
import type { FabricOpacity } from './parts';
import { kindForModel, pieceSvg } from './product-illustration';
import { svgMarkup } from './svg-markup';

export interface PieceDrawing {
  /** The catalogue type slug ("enrollables", "retractiles"…). */
  type: string;
  /** An awning's model slug ("cofre-total-500"): each model has its own head and arms. */
  model?: string | null;
  /** "#rrggbb". */
  color?: string;
  stripe?: string | null;
  pattern?: FabricPattern;
  opacity?: FabricOpacity;
  /** A screen's openness factor in %. */
  openness?: number | null;
  cassette?: boolean;
  motor?: boolean;
}

/**
 * `<svg viewBox="0 0 400 300">` markup of the piece with a transparent background. `uid` prefixes
 * its pattern ids: pass a different one for each piece inlined in the same document.
 */
export function pieceMarkup({ type, model, ...look }: PieceDrawing, uid = 'piece'): string {
  return svgMarkup(pieceSvg({ kind: kindForModel(model, type), ...look }, uid));
}
