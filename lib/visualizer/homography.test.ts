/** @jest-environment node */
import path from 'node:path';
import sharp from 'sharp';
import { invert, isConvex, project, squareToQuad, warpInto, type Pixels, type Quad } from './homography';
import { fabricAlpha, pieceTexture, type PieceLook } from './texture';

const FIXTURE = path.join(__dirname, '..', '..', 'tests', 'fixtures', 'visualizer', 'window.jpg');

/** The fixture photo as a browser shows it: EXIF orientation applied, RGBA. */
async function photo(): Promise<Pixels> {
  const { data, info } = await sharp(FIXTURE).rotate().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
}
const at = (p: Pixels, x: number, y: number) => [...p.data.slice((y * p.width + x) * 4, (y * p.width + x) * 4 + 3)];
const near = (a: number[], b: number[], tolerance = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

const BLACKOUT: PieceLook = {
  line: 'persianas',
  kind: 'enrollable',
  hex: '#b03020',
  stripeHex: null,
  opacity: 'blackout',
  opennessPct: null,
  cassette: false,
  motor: true,
  drop: 1,
};

describe('the homography', () => {
  it('takes the unit square exactly onto four corners in perspective', () => {
    const quad: Quad = [
      { x: 100, y: 50 },
      { x: 300, y: 80 },
      { x: 280, y: 260 },
      { x: 120, y: 300 },
    ];
    const m = squareToQuad(quad)!;
    const square = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as const;
    square.forEach(([u, v], i) => {
      expect(project(m, u, v).x).toBeCloseTo(quad[i]!.x, 6);
      expect(project(m, u, v).y).toBeCloseTo(quad[i]!.y, 6);
    });
    const back = project(invert(m)!, 280, 260);
    expect(back.x).toBeCloseTo(1, 6);
    expect(back.y).toBeCloseTo(1, 6);
  });

  it('refuses a folded (bow-tie) or flat quad', () => {
    const bowTie: Quad = [
      { x: 0, y: 0 },
      { x: 100, y: 100 },
      { x: 100, y: 0 },
      { x: 0, y: 100 },
    ];
    expect(isConvex(bowTie)).toBe(false);
    const flat: Quad = [
      { x: 0, y: 0 },
      { x: 50, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: 100 },
    ];
    expect(squareToQuad(flat) === null || !isConvex(flat)).toBe(true);
    const target = { width: 4, height: 4, data: new Uint8ClampedArray(64) };
    expect(warpInto(target, pieceTexture(BLACKOUT, 8, 8), bowTie)).toBeNull();
    expect(target.data.every((v) => v === 0)).toBe(true);
  });
});

describe('drawing the piece on the fixture photo', () => {
  it('honours EXIF: the stored portrait file is the landscape wall', async () => {
    const p = await photo();
    expect([p.width, p.height]).toEqual([480, 360]);
    expect(near(at(p, 200, 150), [0x5b, 0x7f, 0xa3])).toBe(true); // the glass
  });

  it('paints inside the four corners of the window and leaves the wall untouched', async () => {
    const p = await photo();
    const before = { ...p, data: p.data.slice() };
    // The glass of the fixture, seen a little from the left: the right side shorter.
    const quad: Quad = [
      { x: 160, y: 90 },
      { x: 320, y: 110 },
      { x: 320, y: 270 },
      { x: 160, y: 290 },
    ];
    const texture = pieceTexture(BLACKOUT, 64, 64);
    expect(warpInto(p, texture, quad)).toEqual({ x0: 160, y0: 90, x1: 320, y1: 290 });

    // The middle of the fabric (the texture's centre, mapped by the homography) is the fabric's red.
    const centre = project(squareToQuad(quad)!, 0.5, 0.5);
    expect(near(at(p, Math.round(centre.x), Math.round(centre.y)), [172, 47, 31], 10)).toBe(true);
    // The bottom rail runs along the bottom edge, the roller tube along the top.
    const rail = project(squareToQuad(quad)!, 0.3, 0.985);
    expect(Math.max(...at(p, Math.round(rail.x), Math.round(rail.y)))).toBeLessThan(110);
    // Outside the quad: the wall, the tree, and the glass's corner above the sloped top edge stay as they were.
    for (const [x, y] of [
      [60, 60],
      [400, 200],
      [318, 95],
      [100, 330],
    ] as const)
      expect(at(p, x, y)).toEqual(at(before, x, y));
  });

  it('lets a screen show the window through, and a rolled-up blind leaves the glass bare', async () => {
    const quad: Quad = [
      { x: 160, y: 90 },
      { x: 320, y: 90 },
      { x: 320, y: 290 },
      { x: 160, y: 290 },
    ];
    const screen = await photo();
    const look: PieceLook = { ...BLACKOUT, hex: '#ffffff', opacity: 'transparente', opennessPct: 3 };
    warpInto(screen, pieceTexture(look, 64, 64), quad);
    const a = fabricAlpha(look);
    expect(a).toBeLessThan(0.5);
    // White at alpha a over the blue glass: between the two, by that share.
    const [r] = at(screen, 200, 200);
    expect(r).toBeGreaterThan(0x5b + (255 - 0x5b) * a - 12);
    expect(r).toBeLessThan(0x5b + (255 - 0x5b) * a + 12);

    const rolled = await photo();
    warpInto(rolled, pieceTexture({ ...BLACKOUT, drop: 0 }, 64, 64), quad);
    expect(near(at(rolled, 200, 250), [0x5b, 0x7f, 0xa3])).toBe(true);
    expect(near(at(rolled, 200, 250), [0xb0, 0x30, 0x20], 60)).toBe(false);
  });

  it('draws the same piece on a transparent layer while a corner is dragged', async () => {
    // The drag paints the piece alone (copy mode) on a layer above the untouched photo; the
    // browser lays it over the photo by its alpha, and that must look like the finished picture.
    const quad: Quad = [
      { x: 150, y: 80 },
      { x: 330, y: 100 },
      { x: 330, y: 300 },
      { x: 150, y: 280 },
    ];
    const look: PieceLook = { ...BLACKOUT, opacity: 'traslucido', opennessPct: 5 };
    const texture = pieceTexture(look, 64, 64);
    const finished = await photo();
    const base = { ...finished, data: finished.data.slice() };
    warpInto(finished, texture, quad);
    const layer = { width: base.width, height: base.height, data: new Uint8ClampedArray(base.data.length) };
    expect(warpInto(layer, texture, quad, 'copy')).toEqual({ x0: 150, y0: 80, x1: 330, y1: 300 });
    let worst = 0;
    for (let o = 0; o < base.data.length; o += 4) {
      const a = layer.data[o + 3]! / 255;
      for (let c = 0; c < 3; c++) {
        const seen = layer.data[o + c]! * a + base.data[o + c]! * (1 - a);
        worst = Math.max(worst, Math.abs(seen - finished.data[o + c]!));
      }
    }
    expect(worst).toBeLessThanOrEqual(1);
    // Outside the quad the layer stays clear, so the photo shows as it is.
    expect(layer.data[(10 * base.width + 10) * 4 + 3]).toBe(0);
  });
});
