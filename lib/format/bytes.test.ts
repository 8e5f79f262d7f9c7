import { formatFileSize } from './bytes';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1,023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024, '10 KB'],
    [845 * 1024 + 300, '845 KB'],
    [1024 * 1024 - 20, '1 MB'],
    [2.4 * 1024 * 1024, '2.4 MB'],
    [2_516_582, '2.4 MB'],
    [20 * 1024 * 1024, '20 MB'],
    [9.96 * 1024 * 1024, '10 MB'],
    [3.25 * 1024 ** 3, '3.3 GB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('gives a dash for what is not a size', () => {
    expect(formatFileSize(-1)).toBe('—');
    expect(formatFileSize(Number.NaN)).toBe('—');
  });
});
