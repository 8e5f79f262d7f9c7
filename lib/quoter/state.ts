// The quoter's state and every change to it, as a pure reducer. Choices that depend on another
// choice are reset (or moved to the first valid one) when it changes: a new line clears the
// product; a new type keeps the fabric and colour when the type is made in them; a new fabric
// keeps the colour when it exists in it. What was typed (sizes, quantity, room) is kept.
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import type { Mount } from '@/lib/pricing/mount';
import { MAX_ITEMS } from './limits';
import { fabricsFor, typeOf, typesFor, modelsFor } from './choices';
import type { PieceDraft, QuoterDraft, QuoterLine, ResolvedPreset } from './types';

export { MAX_ITEMS };

export function emptyPiece(id: string, line: QuoterLine | '' = ''): PieceDraft {
  return {
    id,
    line,
    type: '',
    model: '',
    fabric: '',
    color: '',
    width: '',
    height: '',
    mount: '',
    quantity: '1',
    room: '',
    motor: '',
    gallery: '',
    installation: false,
    windSensor: false,
  };
}

/** A new draft with one empty piece (of `line` when the page has one). */
export function createDraft(line: QuoterLine | '' = ''): QuoterDraft {
  return { version: 1, pieces: [emptyPiece('p1', line)], activeId: 'p1', seq: 2, notes: '', presetKey: null };
}

/** The draft the server renders: a new one, with the link's preset applied. */
export function initialDraft(c: CatalogSnapshot, line: QuoterLine | '', preset: ResolvedPreset | null): QuoterDraft {
  const draft = createDraft(line);
  return preset ? quoterReducer(draft, { type: 'preset', preset, catalog: c }) : draft;
}

/** Nothing chosen or typed yet beyond the line: a preset may fill it in instead of adding a piece. */
export const isPristine = (piece: PieceDraft) =>
  !piece.type && !piece.width.trim() && !piece.height.trim() && !piece.room.trim();

export type TextField = 'width' | 'height' | 'quantity' | 'room';

export type QuoterAction =
  | { type: 'add'; line?: QuoterLine | '' }
  | { type: 'remove'; id: string }
  | { type: 'duplicate'; id: string }
  | { type: 'select'; id: string }
  | { type: 'setLine'; id: string; line: QuoterLine }
  | { type: 'setType'; id: string; value: string; catalog: CatalogSnapshot }
  | { type: 'setModel'; id: string; value: string }
  | { type: 'setFabric'; id: string; value: string; catalog: CatalogSnapshot }
  | { type: 'setColor'; id: string; value: string }
  | { type: 'setText'; id: string; field: TextField; value: string }
  | { type: 'setOption'; id: string; field: 'motor' | 'gallery'; value: string }
  | { type: 'setMount'; id: string; value: Mount | '' }
  | { type: 'setFlag'; id: string; field: 'installation' | 'windSensor'; value: boolean }
  | { type: 'setNotes'; value: string }
  | { type: 'preset'; preset: ResolvedPreset; catalog: CatalogSnapshot }
  /**
   * A stored draft comes back; then the page's preset (once) or, on a line's page, that line for an
   * untouched piece.
   */
  | {
      type: 'restore';
      draft: QuoterDraft;
      preset?: ResolvedPreset | null;
      line?: QuoterLine | '';
      catalog: CatalogSnapshot;
    }
  | { type: 'reset'; line?: QuoterLine | '' };

/** The key that identifies a preset, so the same link is applied once per draft. */
export const presetKey = (p: ResolvedPreset) =>
  [p.line, p.type ?? '', p.model ?? '', p.fabric ?? '', p.color ?? '', p.motorized ? 'motor' : ''].join('|');

export const activePiece = (draft: QuoterDraft): PieceDraft =>
  draft.pieces.find((p) => p.id === draft.activeId) ?? draft.pieces[0]!;

function updatePiece(draft: QuoterDraft, id: string, change: (piece: PieceDraft) => PieceDraft): QuoterDraft {
  let changed = false;
  const pieces = draft.pieces.map((p) => {
    if (p.id !== id) return p;
    const next = change(p);
    changed = next !== p;
    return next;
  });
  return changed ? { ...draft, pieces } : draft;
}

function withType(c: CatalogSnapshot, piece: PieceDraft, value: string): PieceDraft {
  const next: PieceDraft = { ...piece, type: value };
  const type = typeOf(c, next);
  if (!type) return { ...next, type: '', model: '', fabric: '', color: '' };
  const models = modelsFor(c, type);
  next.model = models.some((m) => m.slug === piece.model) ? piece.model : (models[0]?.slug ?? '');
  const fabrics = fabricsFor(c, type, 'publico');
  const kept = fabrics.find(({ fabric }) => fabric.slug === piece.fabric)?.fabric;
  const fabric = kept ?? fabrics[0]?.fabric;
  next.fabric = fabric?.slug ?? '';
  next.color = fabric?.colors.some((col) => col.slug === piece.color) ? piece.color : (fabric?.colors[0]?.slug ?? '');
  if (piece.line !== 'toldos') next.windSensor = false;
  return next;
}

function withFabric(c: CatalogSnapshot, piece: PieceDraft, value: string): PieceDraft {
  const fabric = fabricsFor(c, typeOf(c, piece), 'publico').find((f) => f.fabric.slug === value)?.fabric;
  if (!fabric) return piece;
  const color = fabric.colors.some((col) => col.slug === piece.color) ? piece.color : (fabric.colors[0]?.slug ?? '');
  return { ...piece, fabric: fabric.slug, color };
}

function newPiece(draft: QuoterDraft, make: (id: string) => PieceDraft, after?: string): QuoterDraft {
  if (draft.pieces.length >= MAX_ITEMS) return draft;
  const piece = make(`p${draft.seq}`);
  const at = after ? draft.pieces.findIndex((p) => p.id === after) + 1 : draft.pieces.length;
  const pieces = [...draft.pieces.slice(0, at), piece, ...draft.pieces.slice(at)];
  return { ...draft, pieces, activeId: piece.id, seq: draft.seq + 1 };
}

/**
 * Fills `piece` with a preset: line, then type (with its first model, fabric and colour), then the
 * given model, fabric and colour.
 */
function applyPresetToPiece(c: CatalogSnapshot, piece: PieceDraft, preset: ResolvedPreset): PieceDraft {
  let next: PieceDraft =
    piece.line === preset.line
      ? piece
      : {
          ...emptyPiece(piece.id, preset.line),
          width: piece.width,
          height: piece.height,
          mount: piece.mount,
          quantity: piece.quantity,
          room: piece.room,
          installation: piece.installation,
        };
  if (preset.type) next = withType(c, next, preset.type);
  if (preset.model && modelsFor(c, typeOf(c, next)).some((m) => m.slug === preset.model))
    next = { ...next, model: preset.model };
  if (preset.fabric) next = withFabric(c, next, preset.fabric);
  if (preset.color && next.fabric) {
    const fabric = fabricsFor(c, typeOf(c, next), 'publico').find((f) => f.fabric.slug === next.fabric)?.fabric;
    if (fabric?.colors.some((col) => col.slug === preset.color)) next = { ...next, color: preset.color };
  }
  if (preset.motorized && !next.motor) next = { ...next, motor: mostCapableMotor(c, preset.line)?.slug ?? '' };
  return next;
}

/** The motor that moves the largest pieces of a line: the likeliest to fit sizes not typed yet. */
function mostCapableMotor(c: CatalogSnapshot, line: QuoterLine) {
  const kind = line === 'toldos' ? 'toldo' : 'persiana';
  return c.motors
    .filter((m) => m.kind === kind)
    .sort((a, b) => b.maxAreaM2 - a.maxAreaM2 || b.maxWidthCm - a.maxWidthCm)[0];
}

function applyPreset(draft: QuoterDraft, c: CatalogSnapshot, preset: ResolvedPreset): QuoterDraft {
  const key = presetKey(preset);
  if (draft.presetKey === key) return draft;
  const active = activePiece(draft);
  const next = isPristine(active)
    ? updatePiece(draft, active.id, (p) => applyPresetToPiece(c, p, preset))
    : newPiece(draft, (id) => applyPresetToPiece(c, emptyPiece(id, preset.line), preset));
  return { ...next, presetKey: key };
}

export function quoterReducer(draft: QuoterDraft, action: QuoterAction): QuoterDraft {
  switch (action.type) {
    case 'add':
      return newPiece(draft, (id) => emptyPiece(id, action.line ?? activePiece(draft).line));
    case 'remove': {
      const index = draft.pieces.findIndex((p) => p.id === action.id);
      if (index < 0) return draft;
      if (draft.pieces.length === 1) {
        const fresh = emptyPiece(`p${draft.seq}`, draft.pieces[0]!.line);
        return { ...draft, pieces: [fresh], activeId: fresh.id, seq: draft.seq + 1 };
      }
      const pieces = draft.pieces.filter((p) => p.id !== action.id);
      const activeId = draft.activeId === action.id ? pieces[Math.min(index, pieces.length - 1)]!.id : draft.activeId;
      return { ...draft, pieces, activeId };
    }
    case 'duplicate': {
      const source = draft.pieces.find((p) => p.id === action.id);
      return source ? newPiece(draft, (id) => ({ ...source, id }), source.id) : draft;
    }
    case 'select':
      return draft.pieces.some((p) => p.id === action.id) && draft.activeId !== action.id
        ? { ...draft, activeId: action.id }
        : draft;
    case 'setLine':
      return updatePiece(draft, action.id, (p) =>
        p.line === action.line
          ? p
          : {
              ...emptyPiece(p.id, action.line),
              width: p.width,
              height: p.height,
              mount: p.mount,
              quantity: p.quantity,
              room: p.room,
              installation: p.installation,
            },
      );
    case 'setType':
      return updatePiece(draft, action.id, (p) =>
        p.type === action.value ? p : withType(action.catalog, p, action.value),
      );
    case 'setModel':
      return updatePiece(draft, action.id, (p) => (p.model === action.value ? p : { ...p, model: action.value }));
    case 'setFabric':
      return updatePiece(draft, action.id, (p) =>
        p.fabric === action.value ? p : withFabric(action.catalog, p, action.value),
      );
    case 'setColor':
      return updatePiece(draft, action.id, (p) => (p.color === action.value ? p : { ...p, color: action.value }));
    case 'setText':
      return updatePiece(draft, action.id, (p) =>
        p[action.field] === action.value ? p : { ...p, [action.field]: action.value },
      );
    case 'setOption':
      return updatePiece(draft, action.id, (p) => {
        if (p[action.field] === action.value) return p;
        // The wind sensor works only with a motor: removing the motor removes the sensor.
        return action.field === 'motor' && !action.value
          ? { ...p, motor: '', windSensor: false }
          : { ...p, [action.field]: action.value };
      });
    case 'setMount':
      return updatePiece(draft, action.id, (p) => (p.mount === action.value ? p : { ...p, mount: action.value }));
    case 'setFlag':
      return updatePiece(draft, action.id, (p) =>
        p[action.field] === action.value ? p : { ...p, [action.field]: action.value },
      );
    case 'setNotes':
      return draft.notes === action.value ? draft : { ...draft, notes: action.value };
    case 'preset':
      return applyPreset(draft, action.catalog, action.preset);
    case 'restore': {
      const restored = sanitizeDraft(action.catalog, action.draft);
      if (action.preset) return applyPreset(restored, action.catalog, action.preset);
      const active = activePiece(restored);
      return action.line && !active.line && isPristine(active)
        ? updatePiece(restored, active.id, (p) => ({ ...p, line: action.line as QuoterLine }))
        : restored;
    }
    case 'reset': {
      const fresh = emptyPiece(`p${draft.seq}`, action.line ?? '');
      return {
        version: 1,
        pieces: [fresh],
        activeId: fresh.id,
        seq: draft.seq + 1,
        notes: '',
        presetKey: draft.presetKey,
      };
    }
  }
}

/**
 * A stored draft checked against today's catalogue: a type, model, fabric or colour that is
 * no longer offered is cleared (the visitor chooses again); sizes and rooms stay.
 */
export function sanitizeDraft(c: CatalogSnapshot, draft: QuoterDraft): QuoterDraft {
  const pieces = draft.pieces.map((piece) => {
    if (!piece.line)
      return {
        ...emptyPiece(piece.id),
        width: piece.width,
        mount: piece.mount,
        height: piece.height,
        quantity: piece.quantity,
        room: piece.room,
      };
    const type = typeOf(c, piece);
    if (!type) return { ...piece, type: '', model: '', fabric: '', color: '' };
    const models = modelsFor(c, type);
    const model = piece.line === 'toldos' ? (models.some((m) => m.slug === piece.model) ? piece.model : '') : '';
    const fabric = fabricsFor(c, type, 'publico').find((f) => f.fabric.slug === piece.fabric)?.fabric;
    const color = fabric?.colors.some((col) => col.slug === piece.color) ? piece.color : '';
    const motor = c.motors.some((m) => m.slug === piece.motor) ? piece.motor : '';
    const gallery = c.galleries.some((g) => g.slug === piece.gallery) ? piece.gallery : '';
    return {
      ...piece,
      model,
      fabric: fabric?.slug ?? '',
      color,
      motor,
      gallery,
      windSensor: piece.windSensor && motor !== '',
    };
  });
  return { ...draft, pieces };
}

/** Lines available in a catalogue (a line without types is not offered). */
export const linesWithTypes = (c: CatalogSnapshot): QuoterLine[] =>
  (['persianas', 'toldos'] as const).filter((line) => typesFor(c, line).length > 0);
