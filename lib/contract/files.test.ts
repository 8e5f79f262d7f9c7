import { fileValiditySchema } from './files';

describe("an upload's dates", () => {
  it('are optional: absent or empty is null', () => {
    expect(fileValiditySchema.parse({})).toEqual({ valid_from: null, valid_until: null });
    expect(fileValiditySchema.parse({ valid_from: ' ', valid_until: '' })).toEqual({
      valid_from: null,
      valid_until: null,
    });
    expect(fileValiditySchema.parse({ valid_from: '2026-11-01', valid_until: '2026-12-15' })).toEqual({
      valid_from: '2026-11-01',
      valid_until: '2026-12-15',
    });
  });

  it('must be real days, in Spanish when not', () => {
    const bad = fileValiditySchema.safeParse({ valid_from: '01/11/2026', valid_until: '2026-02-30' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^valid_from: La fecha de inicio/),
        expect.stringMatching(/^valid_until: La fecha de fin/),
      ]),
    );
  });

  it('may not end before they start (one day is fine)', () => {
    const bad = fileValiditySchema.safeParse({ valid_from: '2026-12-15', valid_until: '2026-12-01' });
    expect(bad.error?.issues).toEqual([
      expect.objectContaining({
        path: ['valid_until'],
        message: 'La fecha de fin no puede ser anterior a la de inicio.',
      }),
    ]);
    expect(fileValiditySchema.safeParse({ valid_from: '2026-12-15', valid_until: '2026-12-15' }).success).toBe(true);
  });
});
