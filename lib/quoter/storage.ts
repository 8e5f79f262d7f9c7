// The draft in sessionStorage, so a reload (or a failed send) loses nothing. Read back only when
// it has the expected shape; storage that throws (private mode, quota) is ignored.
import { isMount } from '@/lib/pricing/mount';
import { MAX_ITEMS } from './limits';
import type { PieceDraft, QuoterDraft } from './types';

export const DRAFT_KEY = 'solara.cotizador.v1';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const isString = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;

function isPiece(v: unknown): v is PieceDraft {
  if (!v || typeof v !== 'object') return false;
  const p = v as Record<string, unknown>;
  return (
    isString(p.id, 20) &&
    /^p\d+$/.test(p.id) &&
    (p.line === '' || p.line === 'persianas' || p.line === 'toldos') &&
    ['type', 'model', 'fabric', 'color', 'motor', 'gallery'].every((k) => isString(p[k], 80)) &&
    ['width', 'height', 'quantity'].every((k) => isString(p[k], 20)) &&
    isString(p.room, 60) &&
    (p.mount === undefined || p.mount === '' || isMount(p.mount)) &&
    typeof p.installation === 'boolean' &&
    typeof p.windSensor === 'boolean'
  );
}

/** A parsed draft when it has the right shape, else null. */
export function parseDraft(value: unknown): QuoterDraft | null {
  if (!value || typeof value !== 'object') return null;
  const d = value as Record<string, unknown>;
  if (d.version !== 1 || !Array.isArray(d.pieces) || d.pieces.length === 0 || d.pieces.length > MAX_ITEMS) return null;
  if (!d.pieces.every(isPiece)) return null;
  const pieces = d.pieces as PieceDraft[];
  if (new Set(pieces.map((p) => p.id)).size !== pieces.length) return null;
  const maxId = Math.max(...pieces.map((p) => Number(p.id.slice(1))));
  const seq = typeof d.seq === 'number' && Number.isInteger(d.seq) && d.seq > maxId ? d.seq : maxId + 1;
  const activeId = isString(d.activeId, 20) && pieces.some((p) => p.id === d.activeId) ? d.activeId : pieces[0]!.id;
  return {
    version: 1,
    // Drafts stored before the mount was asked come back with it unanswered.
    pieces: pieces.map((p) => ({ ...p, mount: p.mount ?? '' })),
    activeId,
    seq,
    notes: isString(d.notes, 2000) ? d.notes : '',
    presetKey: isString(d.presetKey, 400) ? d.presetKey : null,
  };
}

export function loadDraft(): QuoterDraft | null {
  try {
    const raw = storage()?.getItem(DRAFT_KEY);
    return raw ? parseDraft(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: QuoterDraft): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused the write: the draft lasts until the page is closed.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored we could remove.
  }
}
