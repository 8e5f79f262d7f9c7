// The perspective map of the visualizer: the 3×3 homography that takes the unit square onto the
// four corners the visitor placed, and the inverse-mapping warp that paints a texture inside that
// quadrilateral pixel by pixel. Pure (plain arrays, no canvas), so it is tested in Node; a few
// lines of our own instead of a package, since the whole thing is smaller than its import.

export type Point = { x: number; y: number };
/** Top-left, top-right, bottom-right, bottom-left: the order of the handles on screen. */
export type Quad = readonly [Point, Point, Point, Point];
/** Row-major 3×3 matrix. */
export type Matrix3 = readonly [number, number, number, number, number, number, number, number, number];
/** The shape of `ImageData`: RGBA bytes, row by row. */
export type Pixels = { width: number; height: number; data: Uint8ClampedArray };

/**
 * The homography taking (0,0), (1,0), (1,1), (0,1) to the quad's corners (Heckbert's closed form
 * for the square-to-quad case). Null when three corners fall on a line: there is no picture then.
 */
export function squareToQuad([p0, p1, p2, p3]: Quad): Matrix3 | null {
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  let g = 0;
  let h = 0;
  if (Math.abs(sx) > 1e-9 || Math.abs(sy) > 1e-9) {
    const dx1 = p1.x - p2.x;
    const dx2 = p3.x - p2.x;
    const dy1 = p1.y - p2.y;
    const dy2 = p3.y - p2.y;
    const den = dx1 * dy2 - dx2 * dy1;
    if (Math.abs(den) < 1e-9) return null;
    g = (sx * dy2 - dx2 * sy) / den;
    h = (dx1 * sy - sx * dy1) / den;
  }
  const a = p1.x - p0.x + g * p1.x;
  const b = p3.x - p0.x + h * p3.x;
  const d = p1.y - p0.y + g * p1.y;
  const e = p3.y - p0.y + h * p3.y;
  const m: Matrix3 = [a, b, p0.x, d, e, p0.y, g, h, 1];
  return Math.abs(determinant(m)) < 1e-9 ? null : m;
}

function determinant(m: Matrix3): number {
  return m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6]);
}

/** The inverse matrix (adjugate over determinant); null when singular. */
export function invert(m: Matrix3): Matrix3 | null {
  const det = determinant(m);
  if (Math.abs(det) < 1e-12) return null;
  const k = 1 / det;
  return [
    (m[4] * m[8] - m[5] * m[7]) * k,
    (m[2] * m[7] - m[1] * m[8]) * k,
    (m[1] * m[5] - m[2] * m[4]) * k,
    (m[5] * m[6] - m[3] * m[8]) * k,
    (m[0] * m[8] - m[2] * m[6]) * k,
    (m[2] * m[3] - m[0] * m[5]) * k,
    (m[3] * m[7] - m[4] * m[6]) * k,
    (m[1] * m[6] - m[0] * m[7]) * k,
    (m[0] * m[4] - m[1] * m[3]) * k,
  ];
}

/** Applies a homography to a point (with the perspective divide). */
export function project(m: Matrix3, x: number, y: number): Point {
  const w = m[6] * x + m[7] * y + m[8];
  return { x: (m[0] * x + m[1] * y + m[2]) / w, y: (m[3] * x + m[4] * y + m[5]) / w };
}

/** A quad that can be drawn: convex, corners in order (no bow tie, no fold). */
export function isConvex(quad: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    const c = quad[(i + 2) % 4]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) < 1e-9) return false;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/** The pixels a warp touched: columns x0–x1 and rows y0–y1, both inclusive. */
export type Box = { x0: number; y0: number; x1: number; y1: number };

/**
 * Paints `texture` into `target` inside `quad` (in target pixels): every target pixel of the
 * quad's bounding box is mapped back through the inverse homography to a point of the texture
 * (nearest texel). `over` blends the texel over what is there by its alpha (the finished picture);
 * `copy` writes the texel as it is, alpha too, into a transparent layer drawn above the photo (the
 * drag). Rows are walked with the projective numerators and denominator updated by addition, so a
 * pixel costs a divide. Returns the bounding box it walked, or null (nothing painted) when the
 * quad cannot be drawn.
 */
export function warpInto(target: Pixels, texture: Pixels, quad: Quad, mode: 'over' | 'copy' = 'over'): Box | null {
  if (!isConvex(quad)) return null;
  const forward = squareToQuad(quad);
  const inverse = forward && invert(forward);
  if (!inverse) return null;
  const { width: tw, height: th, data: dst } = target;
  const { width: sw, height: sh, data: src } = texture;
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(tw - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(th - 1, Math.ceil(Math.max(...ys)));
  if (x1 < x0 || y1 < y0) return null;
  const [a, b, c, d, e, f, g, h, i] = inverse;
  const copy = mode === 'copy';
  for (let y = y0; y <= y1; y++) {
    // Pixel centres: (x + 0.5, y + 0.5).
    const py = y + 0.5;
    let u = a * (x0 + 0.5) + b * py + c;
    let v = d * (x0 + 0.5) + e * py + f;
    let w = g * (x0 + 0.5) + h * py + i;
    let o = (y * tw + x0) * 4;
    for (let x = x0; x <= x1; x++, u += a, v += d, w += g, o += 4) {
      const s = u / w;
      const t = v / w;
      if (s < 0 || s >= 1 || t < 0 || t >= 1) continue;
      const k = ((((t * sh) | 0) * sw + ((s * sw) | 0)) * 4) | 0;
      const alpha = src[k + 3]!;
      if (copy) {
        dst[o] = src[k]!;
        dst[o + 1] = src[k + 1]!;
        dst[o + 2] = src[k + 2]!;
        dst[o + 3] = alpha;
        continue;
      }
      if (alpha === 0) continue;
      if (alpha === 255) {
        dst[o] = src[k]!;
        dst[o + 1] = src[k + 1]!;
        dst[o + 2] = src[k + 2]!;
      } else {
        const keep = 255 - alpha;
        dst[o] = (src[k]! * alpha + dst[o]! * keep) / 255;
        dst[o + 1] = (src[k + 1]! * alpha + dst[o + 1]! * keep) / 255;
        dst[o + 2] = (src[k + 2]! * alpha + dst[o + 2]! * keep) / 255;
      }
      dst[o + 3] = 255;
    }
  }
  return { x0, y0, x1, y1 };
}
