// Shared pieces of the product illustrations: palette, the drawing context handed to every
// product drawing, the fabric layer and the two backdrops (a room with a window, a façade).
// Everything here renders on the server: no hooks, no browser APIs.
import type { ReactNode } from 'react';

export type FabricOpacity = 'transparente' | 'traslucido' | 'filtrante' | 'blackout';

/** Scene palette: flat, light and neutral so the fabric colour carries the drawing. */
export const P = {
  wall: '#e6e8e9',
  wallShade: '#dadddf',
  floor: '#d9d1c3',
  floorLine: '#c6bcaa',
  frame: '#fdfdfc',
  frameLine: '#c2c8cf',
  skyTop: '#c9e0ee',
  skyBottom: '#eef6f9',
  sun: '#fbf0cb',
  hillFar: '#d3e4c5',
  hillNear: '#b4d0a1',
  tree: '#92b882',
  treeDark: '#7ea66e',
  trunk: '#a08a72',
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
  fillOpacity: number;
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

/**
 * The fabric layer. Children are plain shapes without a fill: they are drawn in the fabric
 * colour at the fabric's fill-opacity, with a faint cast shadow under blackout and a fine
 * mesh over filtrante (screen) fabrics.
 */
export function Fabric({ ctx, children }: { ctx: DrawContext; children: ReactNode }) {
  return (
    <>
      {ctx.opacity === 'blackout' && (
        <g fill="#1c2430" fillOpacity={0.16} transform="translate(2.5 3)">
          {children}
        </g>
      )}
      <g
        data-fabric=""
        fill={ctx.stripe ? ctx.url('stripes') : ctx.color}
        fillOpacity={ctx.fillOpacity}
        stroke={ctx.edge}
        strokeWidth={1}
        strokeLinejoin="round"
      >
        {children}
      </g>
      {ctx.opacity === 'filtrante' && <g fill={ctx.url('mesh')}>{children}</g>}
    </>
  );
}

/** Defs every illustration may use: sky and glass gradients, the screen mesh. */
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
      {ctx.opacity === 'filtrante' && (
        <pattern id={ctx.id('mesh')} width="3" height="3" patternUnits="userSpaceOnUse">
          <rect width="3" height="3" fill={ctx.shadow} fillOpacity=".12" />
          <rect x=".9" y=".9" width="1.2" height="1.2" fill="#ffffff" fillOpacity={ctx.dark ? 0.22 : 0.32} />
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

/** A garden under a light sky, clipped to the glass. */
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
        <circle cx={x + w * 0.78} cy={y + h * 0.2} r={Math.min(w, h) * 0.08} fill={P.sun} />
        <path d={`M${at(0, 0.66)}C${at(0.3, 0.54)} ${at(0.62, 0.62)} ${at(1, 0.56)}V${y + h}H${x}Z`} fill={P.hillFar} />
        <path d={`M${at(0, 0.8)}C${at(0.35, 0.7)} ${at(0.7, 0.8)} ${at(1, 0.72)}V${y + h}H${x}Z`} fill={P.hillNear} />
        <rect x={x + w * 0.22 - 1.5} y={y + h * 0.6} width="3" height={h * 0.16} fill={P.trunk} />
        <circle cx={x + w * 0.22} cy={y + h * 0.56} r={h * 0.075} fill={P.tree} />
        <circle cx={x + w * 0.22 + h * 0.05} cy={y + h * 0.6} r={h * 0.05} fill={P.treeDark} />
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
