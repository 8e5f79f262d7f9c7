// Measures that are allowed but probably wrong: the trade's commonest mistakes (the glass or a
// single pane instead of the opening, width and drop swapped, millimetres in a centimetre box).
// They never block the quote; the fields show them as a hint. Kept few, so each one is read.
import { parseCm } from './parse';
import type { QuoterLine } from './types';

export type MeasureWarning = { id: 'narrow' | 'mm' | 'door' | 'swap'; field: 'width' | 'height'; text: string };

type Input = {
  line: QuoterLine | '';
  width: string;
  height: string;
  room: string;
  limits: { minWidthCm: number; maxWidthCm: number; minHeightCm: number; maxHeightCm: number } | null;
};

/** Narrower than any window opening: usually one pane or the glass alone. */
export const NARROW_CM = 30;

/** Rooms whose pieces are taller than wide: a drop shorter than the width there is a swap. */
const DOOR = /\b(puerta|cancel|ventanal|acceso|balc[oó]n)/i;

const inRange = (v: number, min: number, max: number) => v >= min && v <= max;

/** The warnings for one piece's sizes, at most one per field. */
export function measureWarnings({ line, width, height, room, limits }: Input): MeasureWarning[] {
  const w = parseCm(width);
  const h = parseCm(height);
  const out: MeasureWarning[] = [];
  const has = (field: MeasureWarning['field']) => out.some((x) => x.field === field);

  // 1500 in the width box: past the largest piece, but 150 cm would fit. Four digits at least:
  // 320 is rather a width or a drop swapped than 32 cm in millimetres.
  if (limits) {
    for (const [field, v, min, max] of [
      ['width', w, limits.minWidthCm, limits.maxWidthCm],
      ['height', h, limits.minHeightCm, limits.maxHeightCm],
    ] as const) {
      if (v !== null && v > max && v >= 1000 && inRange(v / 10, min, max))
        out.push({ id: 'mm', field, text: `¿Escribiste milímetros? ${v} mm son ${v / 10} cm.` });
    }
  }
  if (line !== 'persianas' || w === null || h === null || w <= 0 || h <= 0) return out;

  // Under 10 is taken for metres by the field's own hint; from 10 to 30 cm it is a pane or the glass.
  if (w >= 10 && w < NARROW_CM && !has('width'))
    out.push({
      id: 'narrow',
      field: 'width',
      text: `Menos de ${NARROW_CM} cm de ancho es poco para una ventana: ¿mediste sólo el vidrio o una hoja? Mide el hueco de muro a muro.`,
    });
  if (has('width') || has('height')) return out;
  if (DOOR.test(room) && h < w)
    out.push({
      id: 'door',
      field: 'height',
      text: 'Una puerta es más alta que ancha: ¿invertiste ancho y alto? El ancho va de lado a lado; el alto, de arriba abajo.',
    });
  else if (
    limits &&
    w > limits.maxWidthCm &&
    inRange(w, limits.minHeightCm, limits.maxHeightCm) &&
    inRange(h, limits.minWidthCm, limits.maxWidthCm)
  )
    out.push({
      id: 'swap',
      field: 'width',
      text: `Ese ancho no se fabrica, pero sí ${w} cm de alto: ¿invertiste ancho y alto?`,
    });
  return out;
}
