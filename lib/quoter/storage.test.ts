import { DRAFT_KEY, clearDraft, loadDraft, parseDraft, saveDraft } from './storage';
import { createDraft, quoterReducer } from './state';

beforeEach(() => sessionStorage.clear());

describe('the draft in sessionStorage', () => {
  it('comes back as it was saved', () => {
    const draft = quoterReducer(
      quoterReducer(createDraft('persianas'), { type: 'setText', id: 'p1', field: 'width', value: '150,5' }),
      { type: 'setNotes', value: 'Segundo piso' },
    );
    saveDraft(draft);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toEqual(draft);
    expect(loadDraft()).toEqual(draft);
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it('ignores what is not a draft', () => {
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    for (const value of [
      null,
      3,
      {},
      { version: 2, pieces: [] },
      { version: 1, pieces: [] },
      { version: 1, pieces: [{ id: 'x' }] },
    ]) {
      expect(parseDraft(value)).toBeNull();
    }
    const twice = createDraft();
    expect(parseDraft({ ...twice, pieces: [twice.pieces[0], twice.pieces[0]] })).toBeNull();
  });

  it('repairs the counters and the active piece', () => {
    const draft = createDraft();
    const parsed = parseDraft({ ...draft, seq: 1, activeId: 'p7', notes: 5, presetKey: undefined });
    expect(parsed).toMatchObject({ seq: 2, activeId: 'p1', notes: '', presetKey: null });
  });

  it('survives storage that throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => saveDraft(createDraft())).not.toThrow();
    spy.mockRestore();
    const get = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(loadDraft()).toBeNull();
    get.mockRestore();
  });
});
