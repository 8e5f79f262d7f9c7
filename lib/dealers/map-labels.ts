// Which place names the offline map shows at a zoom level: each state's name sits under its
// capital (from CAPITAL_LABEL_ZOOM on, the capital's own name, with a dot) and is dropped where
// it would overlap a marker or a name already placed (greedy, in priority order). HTML labels,
// so no glyphs are needed.
import { projectToPixels, type LatLng } from './geo';
import { STATES, type StateInfo } from './states';

type LabelMetrics = {
  /** Average width of one character of the label, px. */
  charWidth: number;
  /** Label height, px. */
  height: number;
  /** Gap from the capital's point down to the label's top, px. */
  offsetY: number;
  /** Half the size of a marker (the box each marker keeps clear), px. */
  markerRadius: number;
  /** Extra space kept around every label, px. */
  margin: number;
};

const DEFAULT_LABEL_METRICS: LabelMetrics = {
  charWidth: 6.6,
  height: 14,
  offsetY: 6,
  markerRadius: 18,
  margin: 4,
};

/** From this zoom the map names the capital cities instead of the states (a city fills the view). */
export const CAPITAL_LABEL_ZOOM = 8;

/** The text of a state's label at a zoom level. */
export function labelText(state: StateInfo, zoom: number): string {
  return zoom >= CAPITAL_LABEL_ZOOM ? state.capital : state.label;
}

type Box = { x0: number; y0: number; x1: number; y1: number };

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * The states whose labels fit at `zoom`, in priority order: states listed in `preferred`
 * first (those with dealers), then the rest from the longest name down (big states tend to
 * have long names and room for them).
 */
export function placeStateLabels(
  zoom: number,
  markers: readonly LatLng[],
  preferred: ReadonlySet<number> = new Set(),
  metrics: LabelMetrics = DEFAULT_LABEL_METRICS,
  states: readonly StateInfo[] = STATES,
): StateInfo[] {
  const taken: Box[] = markers.map((marker) => {
    const p = projectToPixels(marker, zoom);
    return {
      x0: p.x - metrics.markerRadius,
      y0: p.y - metrics.markerRadius,
      x1: p.x + metrics.markerRadius,
      y1: p.y + metrics.markerRadius,
    };
  });
  const ordered = [...states].sort(
    (a, b) =>
      Number(preferred.has(b.id)) - Number(preferred.has(a.id)) || b.label.length - a.label.length || a.id - b.id,
  );
  const placed: StateInfo[] = [];
  for (const state of ordered) {
    const p = projectToPixels(state, zoom);
    const half = (labelText(state, zoom).length * metrics.charWidth) / 2 + metrics.margin;
    const box = {
      x0: p.x - half,
      y0: p.y + metrics.offsetY - metrics.margin,
      x1: p.x + half,
      y1: p.y + metrics.offsetY + metrics.height + metrics.margin,
    };
    if (taken.some((other) => overlaps(box, other))) continue;
    taken.push(box);
    placed.push(state);
  }
  return placed.sort((a, b) => a.id - b.id);
}
