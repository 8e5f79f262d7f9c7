// A shared quote (GET /api/quote-share/{token}) back into the quoter: each configuration becomes
// a piece as if the visitor had typed it, so it is priced, previewed and edited like any other.
import type { ItemConfig } from '@/lib/contract/quote-config';
import { MAX_ITEMS } from './limits';
import { emptyPiece } from './state';
import type { PieceDraft, QuoterDraft } from './types';

/** "150" for 150, "150.5" for 150.5: what parseCm reads back to the same number. */
const cm = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

function pieceFromItem(item: ItemConfig, id: string): PieceDraft {
  const o = item.options ?? {};
  const awning = item.line === 'toldos';
  return {
    ...emptyPiece(id, item.line),
    type: item.type,
    model: awning ? (item.model ?? '') : '',
    fabric: item.fabric ?? '',
    color: item.color ?? '',
    width: cm(item.width_cm),
    height: cm(awning ? item.projection_cm : item.height_cm),
    mount: !awning && item.mount ? item.mount : '',
    quantity: String(item.quantity),
    room: item.room ?? '',
    motor: o.motor ?? '',
    gallery: awning ? '' : (o.gallery ?? ''),
    installation: Boolean(o.installation),
    windSensor: awning && Boolean(o.motor) && Boolean(o.wind_sensor),
  };
}

/** A whole draft from the link's pieces (at most MAX_ITEMS), the first one open; null when it has none. */
export function draftFromItems(items: readonly ItemConfig[]): QuoterDraft | null {
  const pieces = items.slice(0, MAX_ITEMS).map((item, i) => pieceFromItem(item, `p${i + 1}`));
  if (pieces.length === 0) return null;
  return { version: 1, pieces, activeId: pieces[0]!.id, seq: pieces.length + 1, notes: '', presetKey: null };
}

/** The `c` of `?c=<token>` in a location's query string, or null. */
export function shareTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get('c');
  return token && token.length <= 4000 ? token : null;
}
