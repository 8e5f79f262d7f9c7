import {
  MAX_SAMPLES,
  TRAY_KEY,
  addToTray,
  clearTray,
  isInTray,
  parseTray,
  readTray,
  removeFromTray,
  subscribeTray,
  trayLines,
  type TrayColor,
} from './tray';

const color = (n: number, over: Partial<TrayColor> = {}): TrayColor => ({
  fabric: 'screen-5',
  color: `color-${n}`,
  fabricName: 'Screen 5 %',
  colorName: `Color ${n}`,
  hex: '#EDE6D3',
  stripeHex: null,
  line: 'persianas',
  ...over,
});

const stored = () => JSON.parse(localStorage.getItem(TRAY_KEY) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  clearTray();
});

describe('the tray of samples in localStorage', () => {
  it('adds colours in order, keeps them stored and says what it did', () => {
    expect(readTray()).toEqual([]);
    expect(addToTray(color(1))).toBe('added');
    expect(addToTray(color(2, { line: 'toldos', stripeHex: '#FFFFFF' }))).toBe('added');
    expect(readTray().map((c) => c.color)).toEqual(['color-1', 'color-2']);
    expect(stored()).toEqual([color(1), color(2, { line: 'toldos', stripeHex: '#FFFFFF' })]);
    expect(isInTray(readTray(), { fabric: 'screen-5', color: 'color-2' })).toBe(true);
    expect(trayLines(readTray())).toEqual(['persianas', 'toldos']);
  });

  it('keeps a colour once', () => {
    addToTray(color(1));
    expect(addToTray(color(1, { colorName: 'Otro nombre' }))).toBe('already');
    // The same colour slug of another fabric is another colour.
    expect(addToTray(color(1, { fabric: 'blackout-premium' }))).toBe('added');
    expect(readTray()).toHaveLength(2);
  });

  it(`holds at most ${MAX_SAMPLES} and adds nothing past them`, () => {
    for (let n = 1; n <= MAX_SAMPLES; n += 1) expect(addToTray(color(n))).toBe('added');
    expect(addToTray(color(99))).toBe('full');
    expect(readTray()).toHaveLength(MAX_SAMPLES);
    expect(isInTray(readTray(), color(99))).toBe(false);
    // One already there is still "already", not "full".
    expect(addToTray(color(1))).toBe('already');
  });

  it('removes one colour, and empties the storage with the last', () => {
    addToTray(color(1));
    addToTray(color(2));
    removeFromTray({ fabric: 'screen-5', color: 'color-1' });
    expect(readTray().map((c) => c.color)).toEqual(['color-2']);
    removeFromTray({ fabric: 'screen-5', color: 'nothing' });
    expect(readTray()).toHaveLength(1);
    removeFromTray(color(2));
    expect(readTray()).toEqual([]);
    expect(localStorage.getItem(TRAY_KEY)).toBeNull();
  });

  it('gives the same array until the tray changes (useSyncExternalStore needs it)', () => {
    addToTray(color(1));
    const first = readTray();
    expect(readTray()).toBe(first);
    addToTray(color(2));
    expect(readTray()).not.toBe(first);
  });

  it('reads what is not a tray as empty, and keeps only the well-formed colours of one', () => {
    for (const raw of ['{not json', '"texto"', '42', 'null', '{"fabric":"screen-5"}']) {
      localStorage.setItem(TRAY_KEY, raw);
      expect(readTray()).toEqual([]);
    }
    const bad = [
      null,
      'x',
      { ...color(1), fabric: 'Screen 5' },
      { ...color(1), color: '../../admin' },
      { ...color(1), hex: 'red' },
      { ...color(1), line: 'motorizacion' },
      { ...color(1), colorName: '' },
      { ...color(1), fabricName: 'x'.repeat(121) },
    ];
    localStorage.setItem(TRAY_KEY, JSON.stringify([...bad, color(2), color(2), { ...color(3), stripeHex: 'nope' }]));
    expect(readTray()).toEqual([color(2), color(3)]);
    expect(parseTray(Array.from({ length: 9 }, (_, n) => color(n)))).toHaveLength(MAX_SAMPLES);
    // A corrupt tray does not stop the visitor: adding writes a clean one.
    localStorage.setItem(TRAY_KEY, '{not json');
    expect(addToTray(color(4))).toBe('added');
    expect(stored()).toEqual([color(4)]);
  });

  it('tells its listeners of each change, and of another tab’s', () => {
    const listener = jest.fn();
    const stop = subscribeTray(listener);
    addToTray(color(1));
    removeFromTray(color(1));
    expect(listener).toHaveBeenCalledTimes(2);
    localStorage.setItem(TRAY_KEY, JSON.stringify([color(5)]));
    window.dispatchEvent(new StorageEvent('storage', { key: TRAY_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'user_token' }));
    expect(listener).toHaveBeenCalledTimes(3);
    expect(readTray()).toEqual([color(5)]);
    stop();
    addToTray(color(6));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('survives storage that throws: the tray lasts while the page is open', () => {
    const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(addToTray(color(1))).toBe('added');
    expect(readTray()).toEqual([color(1)]);
    set.mockRestore();
    const get = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => readTray()).not.toThrow();
    get.mockRestore();
  });
});
