// Shared pieces of the product illustrations: palette, the drawing context handed to every
// product drawing, the fabric layer and the two backdrops (a room with a window, a façade).
// Everything here renders on the server: no hooks, no browser APIs.
import type { ReactNode } from 'react';
import type { FabricOpacity, FabricPattern } from './look';

export type { FabricOpacity } from './look';

/** Scene palette: flat, light and neutral so the fabric colour carries the drawing. */
export const P = {
  wall: '#e6e8e9',
  wallShade: '#dadddf',
  floor: '#d9d1c3',
  floorLine: '#c6bcaa',
  frame: '#fdfdfc',
  frameLine: '#c2c8cf',
  skyTop: '#8cc0e4',
  skyBottom: '#d9edf6',
  sun: '#ffe29a',
  hillFar: '#a8cd8e',
  hillNear: '#80b46b',
  tree: '#5f9b50',
  treeDark: '#4a8441',
  house: '#f1e2c6',
  roof: '#c0643e',
  trunk: '#8a6d50',
  glassTop: '#b9cfdb',
  glassBottom: '#e2ecf1',
  facade: '#d9d8d3',
  facadeLine: '#c6c4bd',
  paving: '#cdc6b9',
  metal: '#b3bac1',
  metalLight: '#eef0f2',
  metalDark: '#737c86',
  ink: '#4d5661',
  accent: '#b4531a',
} as const;

/** What every product drawing needs: the fabric colours and unique ids for defs. */
export interface DrawContext {
  /** A document-unique id for a def of this illustration ("sky", "mesh", …). */
  id: (name: string) => string;
  /** `url(#…)` for {@link DrawContext.id}. */
  url: (name: string) => string;
  color: string;
  /** The second colour of a striped fabric: the cloth is drawn in bands of both. */
  stripe?: string;
  opacity: FabricOpacity;
  /** The weave drawn over the cloth (look.ts); `rayas` is drawn by {@link DrawContext.stripe}. */
  pattern: FabricPattern;
  /** A screen's openness factor in %, null otherwise. */
  openness: number | null;
  /** How much of the backdrop the cloth hides: 1 for blackout (look.ts fabricFillOpacity). */
  fillOpacity: number;
  /** Blinds: the roll hidden in a cassette box instead of an open headrail. */
  cassette: boolean;
  /** Motorised: no chain, a motor head at the end of the roll. */
  motor: boolean;
  /** Outline of fabric shapes. */
  edge: string;
  /** Folds, creases, the shaded side of slats. */
  shadow: string;
  /** The lit side of folds. */
  highlight: string;
  /** Bottom bars, headrails in the fabric's tone. */
  bar: string;
  dark: boolean;
}

/** The pattern overlay drawn over the cloth, if its weave has one. */
const OVERLAY: Partial<Record<FabricPattern, string>> = { screen: 'weave', texturizado: 'slub', jacquard: 'motif' };

/**
 * The fabric layer. Children are plain shapes without a fill: they are drawn in the fabric
 * colour at the fabric's fill-opacity (what it lets through of the backdrop), then once more
 * in the weave's pattern; a blackout also casts a faint shadow.
 */
export function Fabric({ ctx, children }: { ctx: DrawContext; children: ReactNode }) {
  const overlay = OVERLAY[ctx.pattern];
  return (
    <>
      {ctx.opacity === 'blackout' && (
        <g fill="#1c2430" fillOpacity={0.16} transform="translate(2.5 3)">
          {children}
        </g>
      )}
      <g
        data-fabric={ctx.pattern}
        fill={ctx.stripe ? ctx.url('stripes') : ctx.color}
        fillOpacity={ctx.fillOpacity}
        stroke={ctx.edge}
        strokeWidth={1}
        strokeLinejoin="round"
      >
        {children}
      </g>
      {overlay && (
        <g data-weave={overlay} fill={ctx.url(overlay)}>
          {children}
        </g>
      )}
    </>
  );
}

/** Defs every illustration may use: sky and glass gradients, and only the weave this cloth needs. */
export function SharedDefs({ ctx }: { ctx: DrawContext }) {
  return (
    <defs>
      <linearGradient id={ctx.id('sky')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={P.skyTop} />
        <stop offset="1" stopColor={P.skyBottom} />
      </linearGradient>
      <linearGradient id={ctx.id('glass')} x1="0" y1="0" x2="0.35" y2="1">
        <stop offset="0" stopColor={P.glassTop} />
        <stop offset="1" stopColor={P.glassBottom} />
      </linearGradient>
      {ctx.stripe && (
        // A striped awning cloth: vertical bands of both colours, as the fabric is woven.
        <pattern id={ctx.id('stripes')} width="16" height="300" patternUnits="userSpaceOnUse">
          <rect width="8" height="300" fill={ctx.color} />
          <rect x="8" width="8" height="300" fill={ctx.stripe} />
        </pattern>
      )}
      {ctx.pattern === 'screen' && (
        // Threads in the cloth's shade over open cells: the cells show whatever is behind.
        <pattern id={ctx.id('weave')} width="3" height="3" patternUnits="userSpaceOnUse">
          <path d="M0 .5H3M.5 0V3" stroke={ctx.shadow} strokeOpacity={ctx.dark ? 0.5 : 0.35} strokeWidth="1" />
        </pattern>
      )}
      {ctx.pattern === 'texturizado' && (
        // Slubs of a linen-like yarn: short, uneven threads lighter and darker than the cloth.
        <pattern id={ctx.id('slub')} width="11" height="6" patternUnits="userSpaceOnUse">
          <path d="M0 1.5H5M7 1.5H9" stroke={ctx.highlight} strokeOpacity=".55" strokeWidth=".8" />
          <path d="M2 4.5H8" stroke={ctx.shadow} strokeOpacity=".45" strokeWidth=".8" />
        </pattern>
      )}
      {ctx.pattern === 'jacquard' && (
        // A woven diamond motif in the cloth's own tone.
        <pattern id={ctx.id('motif')} width="14" height="14" patternUnits="userSpaceOnUse">
          <path d="M7 1L13 7L7 13L1 7Z" fill="none" stroke={ctx.shadow} strokeOpacity=".45" strokeWidth=".9" />
          <circle cx="7" cy="7" r="1.4" fill={ctx.highlight} fillOpacity=".6" />
        </pattern>
      )}
    </defs>
  );
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The view through the window — sky, sun, a house among hills, a tall tree — clipped to the
 * glass: saturated enough that what a cloth lets through of it (a screen) or hides (a blackout)
 * shows at a glance.
 */
function Landscape({ ctx, glass }: { ctx: DrawContext; glass: Rect }) {
  const { x, y, w, h } = glass;
  const at = (fx: number, fy: number) => `${x + w * fx} ${y + h * fy}`;
  return (
    <>
      <clipPath id={ctx.id('glass-clip')}>
        <rect x={x} y={y} width={w} height={h} />
      </clipPath>
      <g clipPath={ctx.url('glass-clip')}>
        <rect x={x} y={y} width={w} height={h} fill={ctx.url('sky')} />
        <circle cx={x + w * 0.8} cy={y + h * 0.16} r={Math.min(w, h) * 0.09} fill={P.sun} />
        <path d={`M${at(0, 0.6)}C${at(0.3, 0.46)} ${at(0.62, 0.56)} ${at(1, 0.48)}V${y + h}H${x}Z`} fill={P.hillFar} />
        <path d={`M${at(0.56, 0.5)}H${x + w * 0.86}V${y + h * 0.68}H${x + w * 0.56}Z`} fill={P.house} />
        <path d={`M${at(0.52, 0.5)}L${at(0.71, 0.34)}L${at(0.9, 0.5)}Z`} fill={P.roof} />
        <rect x={x + w * 0.66} y={y + h * 0.56} width={w * 0.09} height={h * 0.12} fill={P.trunk} />
        <path
          d={`M${at(0, 0.76)}C${at(0.35, 0.66)} ${at(0.7, 0.76)} ${at(1, 0.68)}V${y + h}H${x}Z`}
          fill={P.hillNear}
        />
        <rect x={x + w * 0.22 - 2} y={y + h * 0.4} width="4" height={h * 0.36} fill={P.trunk} />
        <circle cx={x + w * 0.22} cy={y + h * 0.32} r={h * 0.15} fill={P.tree} />
        <circle cx={x + w * 0.22 + h * 0.08} cy={y + h * 0.42} r={h * 0.09} fill={P.treeDark} />
      </g>
    </>
  );
}

/** Two faint diagonal glints per pane, so glass reads as glass. */
function Glints({ panes }: { panes: Rect[] }) {
  return (
    <g stroke="#ffffff" strokeOpacity=".55" strokeWidth="1.5" strokeLinecap="round">
      {panes.map((p, i) => (
        <path
          key={i}
          d={`M${p.x + p.w * 0.55} ${p.y + 6}L${p.x + 6} ${p.y + p.h * 0.5}M${p.x + p.w * 0.8} ${p.y + 6}L${p.x + p.w * 0.35} ${p.y + p.h * 0.42}`}
        />
      ))}
    </g>
  );
}

/** Standard window (180 wide) or a wide patio door reaching the floor. */
const WINDOW: Record<'standard' | 'wide', Rect> = {
  standard: { x: 118, y: 58, w: 164, h: 186 },
  wide: { x: 64, y: 52, w: 272, h: 216 },
};

/** Interior: wall, floor, a window onto a garden. Products are drawn on top. */
export function Room({ ctx, wide = false }: { ctx: DrawContext; wide?: boolean }) {
  const f = wide ? WINDOW.wide : WINDOW.standard;
  const t = 7; // frame thickness
  const glass = { x: f.x + t, y: f.y + t, w: f.w - 2 * t, h: f.h - (wide ? t + 3 : 2 * t) };
  const mid = f.x + f.w / 2;
  const panes = [
    { x: glass.x, y: glass.y, w: glass.w / 2 - 2.5, h: glass.h },
    { x: mid + 2.5, y: glass.y, w: glass.w / 2 - 2.5, h: glass.h },
  ];
  return (
    <g>
      <rect width="400" height="300" fill={P.wall} />
      <rect y="268" width="400" height="32" fill={P.floor} />
      <rect y="266" width="400" height="3" fill={P.frame} stroke={P.floorLine} strokeWidth=".8" />
      <rect x={f.x} y={f.y} width={f.w} height={f.h} rx="1.5" fill={P.frame} stroke={P.frameLine} strokeWidth="1.2" />
      <Landscape ctx={ctx} glass={glass} />
      <Glints panes={panes} />
      <rect x={glass.x} y={glass.y} width={glass.w} height={glass.h} fill="none" stroke={P.frameLine} strokeWidth="1" />
      <rect x={mid - 2.5} y={glass.y} width="5" height={glass.h} fill={P.frame} stroke={P.frameLine} strokeWidth="1" />
      {!wide && (
        <rect
          x={f.x - 10}
          y={f.y + f.h}
          width={f.w + 20}
          height="7"
          rx="1.5"
          fill={P.frame}
          stroke={P.frameLine}
          strokeWidth="1.2"
        />
      )}
    </g>
  );
}

/** Exterior: sky, a stucco façade with a cornice, paving. Openings are drawn per product. */
export function Facade({ ctx }: { ctx: DrawContext }) {
  return (
    <g>
      <rect width="400" height="300" fill={ctx.url('sky')} />
      <rect y="22" width="400" height="244" fill={P.facade} />
      <rect y="18" width="400" height="8" fill={P.facadeLine} />
      <rect y="264" width="400" height="36" fill={P.paving} />
      <path
        d="M0 264H400M0 281H400M60 264L48 300M150 264L146 300M250 264L254 300M340 264L352 300"
        stroke={P.floorLine}
        strokeWidth="1"
        fill="none"
      />
    </g>
  );
}

/** A glazed opening seen from outside: frame, reflective glass, centre mullion. */
export function Glazing({ ctx, r, sill = false }: { ctx: DrawContext; r: Rect; sill?: boolean }) {
  const t = 6;
  const g = { x: r.x + t, y: r.y + t, w: r.w - 2 * t, h: r.h - 2 * t };
  const mid = r.x + r.w / 2;
  return (
    <g>
      <rect x={r.x} y={r.y} width={r.w} height={r.h} fill={P.frame} stroke={P.frameLine} strokeWidth="1.2" />
      <rect x={g.x} y={g.y} width={g.w} height={g.h} fill={ctx.url('glass')} stroke={P.frameLine} strokeWidth="1" />
      <Glints
        panes={[
          { x: g.x, y: g.y, w: g.w / 2, h: g.h },
          { x: mid + 2, y: g.y, w: g.w / 2, h: g.h },
        ]}
      />
      <rect x={mid - 2} y={g.y} width="4" height={g.h} fill={P.frame} stroke={P.frameLine} strokeWidth="1" />
      {sill && (
        <rect
          x={r.x - 8}
          y={r.y + r.h}
          width={r.w + 16}
          height="6"
          rx="1.5"
          fill={P.frame}
          stroke={P.frameLine}
          strokeWidth="1.2"
        />
      )}
    </g>
  );
}

/** A potted plant, for scale on terraces. */
export function Plant({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <circle cx={x - 7} cy={y - 30} r="10" fill={P.tree} />
      <circle cx={x + 6} cy={y - 36} r="12" fill={P.treeDark} />
      <circle cx={x + 1} cy={y - 24} r="9" fill={P.tree} />
      <path d={`M${x - 12} ${y - 20}H${x + 12}L${x + 9} ${y}H${x - 9}Z`} fill="#c98d6b" />
    </g>
  );
}
