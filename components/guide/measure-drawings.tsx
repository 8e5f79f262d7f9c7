// The measuring guide's drawings, inline SVG (nothing to download): a wall with its opening,
// the piece, and the measure arrows. Each has a text alternative saying what it shows.
import type { ReactNode } from 'react';
import styles from './measure-drawings.module.css';

type DrawingKind = 'dentro' | 'fuera' | 'tres' | 'toldo';

/** A measure line with arrow heads and its label. */
function Measure({
  m,
  x1,
  y1,
  x2,
  y2,
  label,
  lx,
  ly,
}: Record<'x1' | 'y1' | 'x2' | 'y2' | 'lx' | 'ly', number> & { label: string; m: string }) {
  return (
    <g className={styles.measure}>
      <line x1={x1} y1={y1} x2={x2} y2={y2} markerStart={`url(#${m})`} markerEnd={`url(#${m})`} />
      <text x={lx} y={ly} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

function Frame({ title, marker, children }: { title: string; marker: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 320 240" className={styles.drawing} role="img" aria-label={title}>
      <defs>
        <marker
          id={marker}
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0 0 10 5 0 10z" className={styles.arrow} />
        </marker>
      </defs>
      <rect x="0" y="0" width="320" height="240" className={styles.wall} />
      {children}
    </svg>
  );
}

/** The opening in the wall: its reveal, the glass and the sill. */
function Opening() {
  return (
    <>
      <rect x="90" y="50" width="140" height="150" className={styles.reveal} />
      <rect x="104" y="64" width="112" height="122" className={styles.glass} />
      <line x1="160" y1="64" x2="160" y2="186" className={styles.mullion} />
      <rect x="80" y="200" width="160" height="10" className={styles.sill} />
    </>
  );
}

const DRAWINGS: Record<DrawingKind, { title: string; body: (m: string) => ReactNode }> = {
  dentro: {
    title:
      'Persiana dentro del vano: el ancho se mide de muro a muro del hueco y el alto del techo del hueco a la repisa.',
    body: (m) => (
      <>
        <Opening />
        <rect x="91" y="51" width="138" height="20" rx="3" className={styles.tube} />
        <rect x="92" y="71" width="136" height="90" className={styles.blind} />
        <Measure m={m} x1={92} y1={30} x2={228} y2={30} lx={160} ly={24} label="Ancho: muro a muro" />
        <Measure m={m} x1={262} y1={52} x2={262} y2={198} lx={262} ly={226} label="Alto" />
      </>
    ),
  },
  fuera: {
    title: 'Persiana fuera del vano: cubre el hueco y el marco, con 5 cm de más por cada lado.',
    body: (m) => (
      <>
        <Opening />
        <rect x="64" y="30" width="192" height="18" rx="3" className={styles.tube} />
        <rect x="66" y="48" width="188" height="120" className={styles.blind} />
        <Measure m={m} x1={66} y1={16} x2={254} y2={16} lx={160} ly={12} label="Ancho del hueco + 10 cm" />
        <Measure m={m} x1={286} y1={32} x2={286} y2={212} lx={286} ly={230} label="Alto + 10" />
        <text x="42" y="110" textAnchor="middle" className={styles.note}>
          +5
        </text>
        <text x="278" y="110" textAnchor="middle" className={styles.note}>
          +5
        </text>
      </>
    ),
  },
  tres: {
    title: 'Tres medidas del ancho, arriba, en medio y abajo: se anota la menor.',
    body: (m) => (
      <>
        <Opening />
        <Measure m={m} x1={92} y1={70} x2={228} y2={70} lx={160} ly={64} label="1 · arriba" />
        <Measure m={m} x1={94} y1={126} x2={226} y2={126} lx={160} ly={120} label="2 · en medio (menor)" />
        <Measure m={m} x1={92} y1={182} x2={228} y2={182} lx={160} ly={176} label="3 · abajo" />
      </>
    ),
  },
  toldo: {
    title:
      'Toldo visto de lado: la salida es cuánto sale del muro, medida en horizontal; el ancho es el tramo de fachada que cubre.',
    body: (m) => (
      <>
        <rect x="30" y="20" width="26" height="200" className={styles.reveal} />
        <rect x="56" y="60" width="16" height="16" rx="3" className={styles.tube} />
        <path d="M64 70 262 120 262 132 64 76z" className={styles.blind} />
        <line x1="64" y1="150" x2="220" y2="110" className={styles.arm} />
        <line x1="30" y1="220" x2="300" y2="220" className={styles.mullion} />
        <Measure m={m} x1={66} y1={42} x2={262} y2={42} lx={164} ly={34} label="Salida (proyección)" />
        <text x="164" y="196" textAnchor="middle" className={styles.note}>
          El ancho se mide a lo largo del muro
        </text>
      </>
    ),
  },
};

/** One of the guide's drawings, with its figure caption read as its name. */
export function MeasureDrawing({ kind }: { kind: DrawingKind }) {
  const { title, body } = DRAWINGS[kind];
  return (
    <figure className={styles.figure}>
      <Frame title={title} marker={`flecha-${kind}`}>
        {body(`flecha-${kind}`)}
      </Frame>
    </figure>
  );
}
