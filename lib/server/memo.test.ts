/**
 * @jest-environment node
 */
import { memoize } from './memo';

describe('memoize', () => {
  it('reads once per key within the time to live, and again after it', async () => {
    let now = 1_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const read = jest.fn(async (id: number) => `estado ${id}`);
    const cached = memoize(read, 60_000);
    expect(await Promise.all([cached(14), cached(14), cached(19)])).toEqual(['estado 14', 'estado 14', 'estado 19']);
    expect(read).toHaveBeenCalledTimes(2);
    now += 60_001;
    await cached(14);
    expect(read).toHaveBeenCalledTimes(3);
    jest.restoreAllMocks();
  });

  it('does not keep a failed read: the next call tries again', async () => {
    const read = jest.fn().mockRejectedValueOnce(new Error('sin conexión')).mockResolvedValue('ok');
    const cached = memoize(read, 60_000);
    await expect(cached('k')).rejects.toThrow('sin conexión');
    expect(await cached('k')).toBe('ok');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps a frozen value, so no caller can change what the others get', async () => {
    const cached = memoize(async () => [{ id: 14, name: 'Jalisco' }], 60_000);
    const states = await cached('all');
    expect(Object.isFrozen(states) && Object.isFrozen(states[0])).toBe(true);
    expect(await cached('all')).toBe(states);
  });

  it('starts over past its size limit, so made-up keys cannot grow it', async () => {
    const read = jest.fn(async (id: number) => id);
    const cached = memoize(read, 60_000, 3);
    for (const id of [1, 2, 3, 4]) await cached(id);
    await cached(1);
    expect(read).toHaveBeenCalledTimes(5);
  });
});
