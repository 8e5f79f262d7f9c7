import { fixtureCatalog as c } from '@/tests/support/catalog-fixture';
import {
  MAX_ITEMS,
  activePiece,
  createDraft,
  emptyPiece,
  initialDraft,
  isPristine,
  presetKey,
  quoterReducer,
  sanitizeDraft,
  type QuoterAction,
} from './state';
import type { QuoterDraft } from './types';

const run = (draft: QuoterDraft, ...actions: QuoterAction[]) => actions.reduce(quoterReducer, draft);

/** A draft whose only piece is a configured screen-5 roller blind in the Sala. */
function configuredBlind(): QuoterDraft {
  return run(
    createDraft('persianas'),
    { type: 'setType', id: 'p1', value: 'enrollables', catalog: c },
    { type: 'setColor', id: 'p1', value: 'negro' },
    { type: 'setText', id: 'p1', field: 'width', value: '150' },
    { type: 'setText', id: 'p1', field: 'height', value: '180' },
    { type: 'setText', id: 'p1', field: 'room', value: 'Sala' },
    { type: 'setOption', id: 'p1', field: 'motor', value: 'motion-30' },
    { type: 'setOption', id: 'p1', field: 'gallery', value: 'cenefa' },
    { type: 'setFlag', id: 'p1', field: 'installation', value: true },
  );
}

describe('a new draft', () => {
  it('has one empty piece, active, with the page line and quantity 1', () => {
    const draft = createDraft('toldos');
    expect(draft.pieces).toEqual([emptyPiece('p1', 'toldos')]);
    expect(draft.pieces[0]!.quantity).toBe('1');
    expect(activePiece(draft).id).toBe('p1');
    expect(isPristine(draft.pieces[0]!)).toBe(true);
  });
});

describe('pieces: add, remove, duplicate, select', () => {
  it('adds an empty piece of the current line at the end and makes it active', () => {
    const draft = run(configuredBlind(), { type: 'add' });
    expect(draft.pieces.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(draft.activeId).toBe('p2');
    expect(draft.pieces[1]).toEqual(emptyPiece('p2', 'persianas'));
  });

  it('never passes the API limit of pieces', () => {
    let draft = createDraft();
    for (let i = 0; i < MAX_ITEMS + 5; i += 1) draft = quoterReducer(draft, { type: 'add' });
    expect(draft.pieces).toHaveLength(MAX_ITEMS);
  });

  it('duplicates a piece right after it, with a new id, and selects the copy', () => {
    const base = run(configuredBlind(), { type: 'add' }, { type: 'select', id: 'p1' });
    const draft = run(base, { type: 'duplicate', id: 'p1' });
    expect(draft.pieces.map((p) => p.id)).toEqual(['p1', 'p3', 'p2']);
    expect(draft.activeId).toBe('p3');
    expect({ ...draft.pieces[1], id: 'p1' }).toEqual(draft.pieces[0]);
  });

  it('removes a piece and selects its neighbour', () => {
    const three = run(configuredBlind(), { type: 'add' }, { type: 'add' }, { type: 'select', id: 'p2' });
    const draft = run(three, { type: 'remove', id: 'p2' });
    expect(draft.pieces.map((p) => p.id)).toEqual(['p1', 'p3']);
    expect(draft.activeId).toBe('p3');
    const last = run(three, { type: 'select', id: 'p3' }, { type: 'remove', id: 'p3' });
    expect(last.activeId).toBe('p2');
  });

  it('removing the only piece leaves a fresh one of the same line', () => {
    const draft = run(configuredBlind(), { type: 'remove', id: 'p1' });
    expect(draft.pieces).toHaveLength(1);
    expect(draft.pieces[0]).toEqual(emptyPiece(draft.activeId, 'persianas'));
    expect(draft.activeId).not.toBe('p1');
  });

  it('ignores unknown ids', () => {
    const draft = configuredBlind();
    expect(
      run(draft, { type: 'remove', id: 'p9' }, { type: 'select', id: 'p9' }, { type: 'duplicate', id: 'p9' }),
    ).toBe(draft);
  });
});

describe('dependent choices', () => {
  it('a new type picks its first fabric and colour', () => {
    const draft = run(createDraft('persianas'), { type: 'setType', id: 'p1', value: 'enrollables', catalog: c });
    expect(draft.pieces[0]).toMatchObject({ type: 'enrollables', fabric: 'screen-5', color: 'blanco', model: '' });
  });

  it('an awning type picks its first model, lona and colour', () => {
    const draft = run(createDraft('toldos'), { type: 'setType', id: 'p1', value: 'retractiles', catalog: c });
    expect(draft.pieces[0]).toMatchObject({ type: 'retractiles', model: 'cofre', fabric: 'acrilico', color: 'arena' });
  });

  it('changing the line resets the product and options but keeps what was typed', () => {
    const draft = run(configuredBlind(), { type: 'setLine', id: 'p1', line: 'toldos' });
    expect(draft.pieces[0]).toMatchObject({
      line: 'toldos',
      type: '',
      model: '',
      fabric: '',
      color: '',
      motor: '',
      gallery: '',
      windSensor: false,
      width: '150',
      height: '180',
      room: 'Sala',
      quantity: '1',
      installation: true,
    });
  });

  it('choosing the same line again changes nothing', () => {
    const draft = configuredBlind();
    expect(run(draft, { type: 'setLine', id: 'p1', line: 'persianas' })).toBe(draft);
  });

  it('a new fabric keeps the colour when it exists in it, else takes its first', () => {
    const custom = {
      ...c,
      fabrics: [...c.fabrics, { ...c.fabrics[0]!, id: 1001, slug: 'screen-3', colors: [c.fabrics[0]!.colors[1]!] }],
    };
    const draft = run(configuredBlind(), { type: 'setFabric', id: 'p1', value: 'screen-3', catalog: custom });
    expect(draft.pieces[0]).toMatchObject({ fabric: 'screen-3', color: 'negro' });
    const other = {
      ...custom,
      fabrics: custom.fabrics.map((f) => (f.slug === 'screen-3' ? { ...f, colors: [c.fabrics[0]!.colors[0]!] } : f)),
    };
    expect(
      run(configuredBlind(), { type: 'setFabric', id: 'p1', value: 'screen-3', catalog: other }).pieces[0],
    ).toMatchObject({ color: 'blanco' });
  });

  it('a fabric not made in the type is refused', () => {
    const draft = configuredBlind();
    expect(run(draft, { type: 'setFabric', id: 'p1', value: 'acrilico', catalog: c })).toBe(draft);
  });

  it('removing the motor removes the wind sensor, which needs it', () => {
    const awning = run(
      createDraft('toldos'),
      { type: 'setType', id: 'p1', value: 'retractiles', catalog: c },
      { type: 'setOption', id: 'p1', field: 'motor', value: 'motion-50' },
      { type: 'setFlag', id: 'p1', field: 'windSensor', value: true },
    );
    expect(awning.pieces[0]!.windSensor).toBe(true);
    expect(run(awning, { type: 'setOption', id: 'p1', field: 'motor', value: '' }).pieces[0]).toMatchObject({
      motor: '',
      windSensor: false,
    });
  });
});

describe('preset from the query string', () => {
  const preset = { line: 'persianas' as const, type: 'enrollables', fabric: 'screen-5', color: 'negro' };

  it('fills the untouched piece', () => {
    const draft = initialDraft(c, 'persianas', preset);
    expect(draft.pieces).toHaveLength(1);
    expect(draft.pieces[0]).toMatchObject({
      line: 'persianas',
      type: 'enrollables',
      fabric: 'screen-5',
      color: 'negro',
    });
    expect(draft.presetKey).toBe(presetKey(preset));
  });

  it('adds a new piece when the current one is already configured, and applies a link only once', () => {
    const once = run(configuredBlind(), { type: 'preset', preset, catalog: c });
    expect(once.pieces).toHaveLength(2);
    expect(once.activeId).toBe(once.pieces[1]!.id);
    expect(once.pieces[1]).toMatchObject({ type: 'enrollables', fabric: 'screen-5', color: 'negro', width: '' });
    expect(run(once, { type: 'preset', preset, catalog: c })).toBe(once);
  });

  it('an awning preset chooses the model', () => {
    const draft = initialDraft(c, 'toldos', {
      line: 'toldos',
      type: 'retractiles',
      model: 'cofre',
      fabric: 'acrilico',
      color: 'arena',
    });
    expect(draft.pieces[0]).toMatchObject({
      line: 'toldos',
      type: 'retractiles',
      model: 'cofre',
      fabric: 'acrilico',
      color: 'arena',
    });
  });
});

describe('restoring a stored draft', () => {
  it('keeps it as it was, then applies a new preset once', () => {
    const stored = configuredBlind();
    expect(run(createDraft(), { type: 'restore', draft: stored, catalog: c })).toEqual(stored);
    const preset = { line: 'persianas' as const, type: 'enrollables' };
    const withPreset = run(createDraft(), { type: 'restore', draft: stored, preset, catalog: c });
    expect(withPreset.pieces).toHaveLength(2);
    // The reload of the same link restores the same draft without adding the piece again.
    expect(run(createDraft(), { type: 'restore', draft: withPreset, preset, catalog: c })).toEqual(withPreset);
  });

  it('gives an untouched piece the line of the page it is restored on', () => {
    const draft = run(createDraft(), { type: 'restore', draft: createDraft(), line: 'toldos', catalog: c });
    expect(draft.pieces[0]!.line).toBe('toldos');
  });

  it('clears what the catalogue no longer offers and keeps the sizes', () => {
    const stored = configuredBlind();
    const gone = { ...c, fabrics: c.fabrics.filter((f) => f.slug !== 'screen-5'), motors: [] };
    expect(sanitizeDraft(gone, stored).pieces[0]).toMatchObject({
      type: 'enrollables',
      fabric: '',
      color: '',
      motor: '',
      gallery: 'cenefa',
      width: '150',
    });
    const noType = { ...c, types: c.types.filter((t) => t.slug !== 'enrollables') };
    expect(sanitizeDraft(noType, stored).pieces[0]).toMatchObject({
      type: '',
      fabric: '',
      color: '',
      width: '150',
      room: 'Sala',
    });
  });
});

describe('reset', () => {
  it('starts over with one empty piece and no notes', () => {
    const draft = run(
      configuredBlind(),
      { type: 'setNotes', value: 'Segundo piso' },
      { type: 'add' },
      { type: 'reset', line: 'persianas' },
    );
    expect(draft.pieces).toHaveLength(1);
    expect(draft.pieces[0]).toEqual(emptyPiece(draft.activeId, 'persianas'));
    expect(draft.notes).toBe('');
  });
});
