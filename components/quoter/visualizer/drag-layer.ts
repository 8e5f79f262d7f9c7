// The piece while a corner is dragged: drawn alone, with the corners' dashed outline, on a
// transparent canvas above the photo, at the drag's smaller size. A frame clears what the last one
// drew and paints the new piece in one put of the box the two cover, so it touches the pixels the
// piece covered and covers, never the whole picture, and nothing but this canvas repaints (moving
// an SVG outline's points repainted the stage at every move: half of a frame's work).
import { warpInto, type Box, type Pixels, type Quad } from '@/lib/visualizer/homography';

type Size = { width: number; height: number };

/** How far the stroked outline reaches past the corners' box, in layer pixels. */
const OUTLINE_REACH = 3;

/** The quad's corners (shares of the picture) in the pixels of a picture of `size`. */
export const inPixels = (quad: Quad, size: Size) =>
  quad.map((p) => ({ x: p.x * size.width, y: p.y * size.height })) as unknown as Quad;

/** `box` grown by `by` pixels on each side, on whole pixels and within the picture. */
function grow(box: Box, by: number, size: Size): Box {
  return {
    x0: Math.max(0, Math.floor(box.x0 - by)),
    y0: Math.max(0, Math.floor(box.y0 - by)),
    x1: Math.min(size.width - 1, Math.ceil(box.x1 + by)),
    y1: Math.min(size.height - 1, Math.ceil(box.y1 + by)),
  };
}

function boxOf(quad: Quad, size: Size): Box {
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  return grow({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) }, 0, size);
}

function union(a: Box | null, b: Box | null): Box | null {
  if (!a || !b) return a ?? b;
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/** The SVG outline's dashed white line; `scale` is layer pixels per CSS pixel. */
function strokeOutline(ctx: CanvasRenderingContext2D, corners: Quad, scale: number) {
  ctx.beginPath();
  corners.forEach((p, k) => (k ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
  ctx.closePath();
  ctx.setLineDash([4 * scale, 3 * scale]);
  ctx.lineWidth = 1.5 * scale;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
}

export class DragLayer {
  private pixels: ImageData;
  /** What the last frame drew (piece and outline), to clear in the next one. */
  private drawn: Box | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly size: Size,
  ) {
    canvas.width = size.width;
    canvas.height = size.height;
    this.pixels = new ImageData(size.width, size.height);
  }

  fits(canvas: HTMLCanvasElement, size: Size) {
    return canvas === this.canvas && size.width === this.size.width && size.height === this.size.height;
  }

  /**
   * One frame: the outline of `quad` and, when `texture` is given, the piece in it; with no quad,
   * the layer is cleared (the finished picture below has taken over). `cssWidth` is the stage's
   * width on screen, so the outline is as thick as the SVG's.
   */
  draw(quad: Quad | null, texture: Pixels | null, cssWidth: number) {
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    const { width } = this.size;
    const { data } = this.pixels;
    const last = this.drawn;
    if (last)
      for (let y = last.y0; y <= last.y1; y++) data.fill(0, (y * width + last.x0) * 4, (y * width + last.x1 + 1) * 4);
    const corners = quad && inPixels(quad, this.size);
    const piece = corners && texture ? warpInto(this.pixels, texture, corners, 'copy') : null;
    const dirty = union(last && grow(last, OUTLINE_REACH, this.size), piece);
    if (dirty)
      ctx.putImageData(this.pixels, 0, 0, dirty.x0, dirty.y0, dirty.x1 - dirty.x0 + 1, dirty.y1 - dirty.y0 + 1);
    this.drawn = corners && (piece ?? boxOf(corners, this.size));
    if (corners) strokeOutline(ctx, corners, width / (cssWidth || width));
  }
}
