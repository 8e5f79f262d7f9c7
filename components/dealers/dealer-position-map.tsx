import { MEXICO_OUTLINE } from '@/lib/dealers/mexico-outline';
import { MAP_COLORS } from '@/lib/dealers/map-style';
import type { LatLng } from '@/lib/dealers/geo';
import styles from './dealer-page.module.css';

/** Where a point falls on the outline's drawing (the same projection as scripts/build-dealer-outline.mjs). */
function outlinePosition({ lat, lng }: LatLng): { x: number; y: number } {
  const { west, east, north, kx, width } = MEXICO_OUTLINE;
  const scale = width / ((east - west) * kx);
  return { x: (lng - west) * kx * scale, y: (north - lat) * scale };
}

/**
 * A dealer's place on the outline of Mexico: a server-rendered SVG, no map library and no tiles,
 * so the page stays light. "Cómo llegar" and the locator's map are the links for the details.
 */
export function DealerPositionMap({ point, label }: { point: LatLng; label: string }) {
  const { x, y } = outlinePosition(point);
  const { width, height, path } = MEXICO_OUTLINE;
  // Room around the outline for the whole pin (24 units tall above its point): Tijuana's sits on
  // the northern edge.
  const m = 30;
  return (
    <svg
      className={styles.positionMap}
      viewBox={`${-m} ${-m} ${width + 2 * m} ${height + 2 * m}`}
      role="img"
      aria-label={label}
    >
      <rect x={-m} y={-m} width={width + 2 * m} height={height + 2 * m} fill={MAP_COLORS.sea} />
      <path d={path} fill={MAP_COLORS.land} stroke={MAP_COLORS.coast} strokeWidth={1.2} strokeLinejoin="round" />
      <circle cx={x} cy={y} r={14} className={styles.positionHalo} />
      <path d={`M${x} ${y}c-5-6-9-10.5-9-15a9 9 0 0 1 18 0c0 4.5-4 9-9 15z`} className={styles.positionPin} />
      <circle cx={x} cy={y - 15} r={3.2} fill="#fff" />
    </svg>
  );
}
